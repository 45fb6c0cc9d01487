/**
 * Validated pelvic instruments as versioned data (issue #26 point 1). One definition drives the
 * form (clinic and patient's phone), the server's scoring and the charts. An instrument never
 * changes once entries use it: a change is a new `version`, and each entry keeps the version it
 * was scored with.
 *
 * Item ids are letters and digits only: answers are jsonb keys read back through Kysely's
 * CamelCasePlugin, which would rename an underscore.
 */
export const INSTRUMENT_IDS = ['pfdi20', 'wexner', 'pad_test_1h', 'iciq_sf', 'iciq_oab', 'fsfi'] as const;
export type InstrumentId = (typeof INSTRUMENT_IDS)[number];

export interface InstrumentOption<V extends number | string = number> {
  value: V;
  label: string;
}

interface ItemBase {
  /** Stable id: the key of its answer. */
  id: string;
  /** The question as shown (Portuguese). */
  text: string;
  /** The group it belongs to (a PFDI-20 scale, an FSFI domain), one of the instrument's `groups`. */
  group?: string;
  /** Whether the instrument needs an answer to it to be scored. */
  required: boolean;
  /** Whether the answer enters the score (ICIQ-SF's Q6, ICIQ-OAB's bother items do not). */
  scored: boolean;
  help?: string;
}
/** One answer among options (radio group); the answer is the option's value. */
export interface ChoiceItem extends ItemBase {
  type: 'choice';
  options: readonly InstrumentOption[];
}
/** Several answers among options (checkboxes); the answer is the list of chosen values. */
export interface MultiItem extends ItemBase {
  type: 'multi';
  options: readonly InstrumentOption<string>[];
}
/** A measured number (the pad's weight in grams). */
export interface NumberItem extends ItemBase {
  type: 'number';
  unit: string;
  min: number;
  max: number;
}
/** A protocol step done or not (checkbox); the answer is a boolean. */
export interface CheckItem extends ItemBase {
  type: 'check';
}
export type InstrumentItem = ChoiceItem | MultiItem | NumberItem | CheckItem;

/** One answer as stored: an option value, a list of option values, a number or a boolean. */
export type InstrumentAnswer = number | string | boolean | readonly string[];
export type InstrumentAnswers = Record<string, InstrumentAnswer>;

export interface ScoreComponent {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
}

/** What an instrument's scoring gives: the headline value (the one charted) and its parts. */
export interface InstrumentScore {
  /** The headline value: PFDI-20 summary, Wexner total, leakage in g, ICIQ score, FSFI total. */
  total: number;
  min: number;
  max: number;
  /** 'pontos' or 'g'. */
  unit: string;
  /** The scales or domains (PFDI-20, FSFI), the measured weights (pad test); empty when none. */
  components: ScoreComponent[];
  /** The band or cut-off reading ('Moderada', 'Sugere disfunção sexual (≤ 26,55)'), null when none. */
  interpretation: string | null;
  /** Extra facts of the scoring (pad test: whether every protocol step was checked). */
  notes: string[];
}

export interface ScoreError {
  /** The item at fault, when one is. */
  itemId?: string;
  message: string;
}

export type ScoreResult = { ok: true; score: InstrumentScore } | { ok: false; errors: ScoreError[] };

/** A change between a baseline and a follow-up counted as meaningful, with its source. */
export interface MeaningfulChange {
  /** Points (or grams) of improvement; `relative` = fraction of the baseline (0.5 = 50 %). */
  value: number;
  kind: 'absolute' | 'relative';
  source: string;
}

export interface Instrument {
  id: InstrumentId;
  version: number;
  title: string;
  /** The short name (charts, timeline). */
  shortTitle: string;
  /** Shown above the items (recall period, how to answer). */
  instructions: string;
  /**
   * Use in a commercial product needs the authors' registration: ships disabled until an admin
   * records the clinic's licence reference.
   */
  licensed: boolean;
  /** Whether the patient can answer it herself (on her phone); the pad test is done at the clinic. */
  patientReported: boolean;
  /** Lower totals mean fewer symptoms (all but FSFI), or higher totals mean better function (FSFI). */
  betterWhen: 'lower' | 'higher';
  groups: readonly { id: string; title: string }[];
  items: readonly InstrumentItem[];
  /** Scoring rule and item source, cited. */
  source: string;
  /** The improvement counted as meaningful in the outcomes report, null when none is published. */
  meaningfulChange: MeaningfulChange | null;
  /** Pure: scores complete answers, refuses incomplete or invalid ones with Portuguese messages. */
  score: (answers: Readonly<Record<string, unknown>>) => ScoreResult;
}
