import { instrumentById } from './instruments.registry';
import { roundTo } from './instruments.rules';
import type { DiaryMeanValues } from '../diary/diary.rules';
import type { InstrumentScore } from './instruments.types';
import type {
  OutcomePoint,
  OutcomeSeries,
  OutcomesReportGroup,
  OutcomesReportLine,
  PatientOutcomes,
} from './instruments.schemas';
import type { InstrumentId } from './instruments.types';

/** A signed entry as the outcomes read it (oldest first). */
export interface OutcomeEntry {
  id: number;
  patientId: number;
  kind: string;
  authorId: number;
  /** When it was signed (ISO). */
  signedAt: string;
  content: { answers: Record<string, unknown>; score?: InstrumentScore | unknown };
}

const scoreOf = (entry: OutcomeEntry): InstrumentScore | undefined => {
  const score = entry.content.score as InstrumentScore | undefined;
  return score && typeof score.total === 'number' ? score : undefined;
};

/** A series with its first and latest values and the change (latest − first). */
export function seriesOf(
  base: Omit<OutcomeSeries, 'points' | 'first' | 'latest' | 'change'>,
  points: OutcomePoint[],
): OutcomeSeries {
  const first = points[0]?.value ?? null;
  const latest = points.at(-1)?.value ?? null;
  return {
    ...base,
    points,
    first,
    latest,
    change: first === null || latest === null || points.length < 2 ? null : roundTo(latest - first, 2),
  };
}

/**
 * The instrument series of a patient: per instrument, the headline score over time, then each
 * scale or domain (PFDI-20, FSFI) as its own series. Values are the scores stored at signing.
 */
export function instrumentSeries(entries: readonly OutcomeEntry[]): PatientOutcomes['instruments'] {
  const out: PatientOutcomes['instruments'] = [];
  const kinds = [...new Set(entries.map((e) => e.kind))];
  for (const kind of kinds) {
    const instrument = instrumentById(kind);
    if (!instrument) continue;
    const scored = entries
      .filter((e) => e.kind === kind)
      .map((e) => ({ entry: e, score: scoreOf(e) }))
      .filter((s): s is { entry: OutcomeEntry; score: InstrumentScore } => s.score !== undefined);
    if (scored.length === 0) continue;
    const headline = scored[0]!.score;
    out.push({
      instrumentId: instrument.id,
      ...seriesOf(
        {
          id: instrument.id,
          label: instrument.shortTitle,
          unit: headline.unit,
          min: headline.min,
          max: instrument.id === 'pad_test_1h' ? null : headline.max,
          betterWhen: instrument.betterWhen,
        },
        scored.map(({ entry, score }) => ({
          entryId: entry.id,
          at: entry.signedAt,
          value: score.total,
          interpretation: score.interpretation,
        })),
      ),
    });
    if (instrument.groups.length === 0) continue;
    for (const component of headline.components) {
      out.push({
        instrumentId: instrument.id,
        ...seriesOf(
          {
            id: `${instrument.id}.${component.id}`,
            label: `${instrument.shortTitle} · ${component.label}`,
            unit: headline.unit,
            min: component.min,
            max: component.max,
            betterWhen: instrument.betterWhen,
          },
          scored.flatMap(({ entry, score }) => {
            const value = score.components.find((c) => c.id === component.id)?.value;
            return value === undefined ? [] : [{ entryId: entry.id, at: entry.signedAt, value }];
          }),
        ),
      });
    }
  }
  return out;
}

const PERFECT_SERIES = [
  { key: 'power', label: 'PERFECT · P (força, Oxford 0–5)', unit: 'grau', min: 0, max: 5 },
  { key: 'endurance', label: 'PERFECT · E (sustentação)', unit: 's', min: 0, max: null },
  { key: 'repetitions', label: 'PERFECT · R (repetições)', unit: 'repetições', min: 0, max: null },
  { key: 'fast', label: 'PERFECT · F (contrações rápidas)', unit: 'contrações', min: 0, max: null },
] as const;

/** PERFECT components and perineometry over the signed assessments and evolutions (oldest first). */
export function perfectSeries(entries: readonly OutcomeEntry[]): OutcomeSeries[] {
  const exams = entries.filter((e) => e.kind === 'avaliacao' || e.kind === 'evolucao');
  const series: OutcomeSeries[] = [];
  for (const part of PERFECT_SERIES) {
    const points = exams.flatMap((e) => {
      const perfect = e.content.answers.perfect as Record<string, unknown> | undefined;
      const value = perfect?.[part.key];
      return typeof value === 'number' ? [{ entryId: e.id, at: e.signedAt, value }] : [];
    });
    if (points.length > 0) {
      series.push(
        seriesOf({ id: `perfect.${part.key}`, label: part.label, unit: part.unit, min: part.min, max: part.max, betterWhen: 'higher' }, points),
      );
    }
  }
  const perineometry = exams.flatMap((e) => {
    const value = e.content.answers.perineometry;
    return typeof value === 'number' ? [{ entryId: e.id, at: e.signedAt, value }] : [];
  });
  if (perineometry.length > 0) {
    series.push(
      seriesOf({ id: 'perineometry', label: 'Perineometria', unit: 'cmH₂O', min: 0, max: null, betterWhen: 'higher' }, perineometry),
    );
  }
  return series;
}

/** A patient's baseline and follow-up of one instrument in the report. */
export interface OutcomePair {
  patientId: number;
  instrumentId: InstrumentId;
  baseline: number;
  followUp: number;
  /** Who signed the follow-up: the physiotherapist the report credits. */
  followUpAuthorId: number;
  dysfunctions: readonly string[];
}

/**
 * Each patient's baseline (her first signed entry of the instrument) and follow-up (her latest
 * one signed between `from` and `to`, another entry than the baseline). Entries oldest first.
 */
export function outcomePairs(
  entries: readonly (OutcomeEntry & { dysfunctions: readonly string[] })[],
  range: { from: string; to: string },
): OutcomePair[] {
  const byKey = new Map<string, (OutcomeEntry & { dysfunctions: readonly string[] })[]>();
  for (const entry of entries) {
    if (!instrumentById(entry.kind) || scoreOf(entry) === undefined || entry.signedAt > range.to) continue;
    const key = `${entry.patientId}:${entry.kind}`;
    byKey.set(key, [...(byKey.get(key) ?? []), entry]);
  }
  const pairs: OutcomePair[] = [];
  for (const list of byKey.values()) {
    const baseline = list[0]!;
    const followUp = list.filter((e) => e.signedAt >= range.from).at(-1);
    if (!followUp || followUp.id === baseline.id) continue;
    pairs.push({
      patientId: baseline.patientId,
      instrumentId: baseline.kind as InstrumentId,
      baseline: scoreOf(baseline)!.total,
      followUp: scoreOf(followUp)!.total,
      followUpAuthorId: followUp.authorId,
      dysfunctions: followUp.dysfunctions,
    });
  }
  return pairs;
}

/** Whether a pair improved by at least the instrument's meaningful change (null: none published). */
export function improvedBeyondThreshold(pair: Pick<OutcomePair, 'instrumentId' | 'baseline' | 'followUp'>): boolean | null {
  const instrument = instrumentById(pair.instrumentId)!;
  const threshold = instrument.meaningfulChange;
  if (!threshold) return null;
  const gain = instrument.betterWhen === 'lower' ? pair.baseline - pair.followUp : pair.followUp - pair.baseline;
  const needed = threshold.kind === 'absolute' ? threshold.value : threshold.value * Math.abs(pair.baseline);
  return gain >= needed - 1e-9;
}

const mean = (values: number[]) => (values.length === 0 ? null : roundTo(values.reduce((a, b) => a + b, 0) / values.length, 2));

/** One line per instrument (registry order) of the given pairs. */
export function reportLines(pairs: readonly OutcomePair[]): OutcomesReportLine[] {
  const lines: OutcomesReportLine[] = [];
  for (const id of [...new Set(pairs.map((p) => p.instrumentId))]) {
    const instrument = instrumentById(id)!;
    const mine = pairs.filter((p) => p.instrumentId === id);
    const verdicts = mine.map(improvedBeyondThreshold);
    const improved = instrument.meaningfulChange ? verdicts.filter((v) => v === true).length : null;
    lines.push({
      instrumentId: id,
      instrumentTitle: instrument.shortTitle,
      patients: mine.length,
      meanBaseline: mean(mine.map((p) => p.baseline)),
      meanFollowUp: mean(mine.map((p) => p.followUp)),
      meanChange: mean(mine.map((p) => p.followUp - p.baseline)),
      improved,
      improvedShare: improved === null ? null : roundTo(improved / mine.length, 4),
      threshold: instrument.meaningfulChange?.value ?? null,
      thresholdSource: instrument.meaningfulChange?.source ?? null,
    });
  }
  const order = new Map<string, number>(['pfdi20', 'wexner', 'pad_test_1h', 'iciq_sf', 'iciq_oab', 'fsfi'].map((id, i) => [id, i]));
  return lines.sort((a, b) => order.get(a.instrumentId)! - order.get(b.instrumentId)!);
}

/** Groups the pairs by a key (a patient can fall in several dysfunctions), each group with its lines. */
export function reportGroups(
  pairs: readonly OutcomePair[],
  keysOf: (pair: OutcomePair) => readonly string[],
  labelOf: (key: string) => string,
): OutcomesReportGroup[] {
  const groups = new Map<string, OutcomePair[]>();
  for (const pair of pairs) for (const key of keysOf(pair)) groups.set(key, [...(groups.get(key) ?? []), pair]);
  return [...groups.entries()]
    .map(([key, list]) => ({ key, label: labelOf(key), lines: reportLines(list) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}

/** The bladder-diary values followed over the diaries (ICS terms; see diary/diary.rules.ts). */
const DIARY_SERIES = [
  { key: 'voids', label: 'Micções por dia', unit: 'micções/dia', betterWhen: 'lower' },
  { key: 'nocturnalVoids', label: 'Micções noturnas', unit: 'micções/noite', betterWhen: 'lower' },
  { key: 'leakEpisodes', label: 'Perdas por dia', unit: 'episódios/dia', betterWhen: 'lower' },
  { key: 'pads', label: 'Absorventes por dia', unit: 'absorventes/dia', betterWhen: 'lower' },
  { key: 'maxVoidedVolume', label: 'Maior volume urinado', unit: 'mL', betterWhen: 'higher' },
] as const satisfies readonly { key: keyof DiaryMeanValues; label: string; unit: string; betterWhen: 'lower' | 'higher' }[];

/** Per diary (by its first day), the means of its recorded days: one series per value, for the progress charts. */
export function diarySeries(diaries: readonly { id: number; startDate: string; mean: DiaryMeanValues }[]): OutcomeSeries[] {
  const recorded = [...diaries].filter((d) => d.mean.recordedDays > 0).sort((a, b) => a.startDate.localeCompare(b.startDate));
  return DIARY_SERIES.map(({ key, label, unit, betterWhen }) =>
    seriesOf(
      { id: `diary.${key}`, label, unit, min: 0, max: null, betterWhen },
      recorded.flatMap((d) => {
        const value = d.mean[key];
        // The diary's first day, at local midnight (a date alone would read as UTC, the day before in Brazil).
        return typeof value === 'number' ? [{ entryId: d.id, at: `${d.startDate}T00:00:00`, value }] : [];
      }),
    ),
  ).filter((series) => series.points.length > 0);
}
