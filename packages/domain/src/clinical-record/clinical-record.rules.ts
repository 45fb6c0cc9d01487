import { z } from 'zod';

import { isIsoDate } from '../common/dates';
import type { InstrumentScore } from '../instruments/instruments.types';
import { noNul } from '../common/fields';
import { CLINICAL_RECORD_TEXT as TEXT } from './clinical-record.text';
import {
  PERFECT_ECT_LABEL,
  PERFECT_PARTS,
  type RecordQuestion,
  type RecordTemplate,
  findTemplate,
  templateQuestions,
} from './clinical-record.templates';

/**
 * The content of an entry, as stored, hashed and sent: `{ answers: { [questionId]: answer } }`.
 * An unanswered question is simply absent (a form may send null or '' for it: both are dropped).
 * The answer's type follows the question's:
 * - shortText, longText, date (yyyy-MM-dd), singleChoice (the choice id): a string;
 * - multipleChoice: an array of choice ids (no repeats);
 * - number: a number within the question's min/max (whole when `integer`);
 * - yesNo: a boolean;
 * - perfect: a PerfectAnswer object.
 * An addendum's content is `{ answers: { text } }` (template 'addendum').
 */
export interface PerfectAnswer {
  /** P: Modified Oxford grade 0–5. */
  power?: number | null;
  /** E: hold in seconds. */
  endurance?: number | null;
  /** R: repetitions of the hold. */
  repetitions?: number | null;
  /** F: fast contractions. */
  fast?: number | null;
  /** ECT: every contraction timed. */
  ect?: boolean | null;
}
export type RecordAnswer = string | number | boolean | string[] | PerfectAnswer;
export interface RecordContent {
  answers: Record<string, RecordAnswer>;
  /** An instrument entry's score, computed by the server from the answers (issue #26). */
  score?: InstrumentScore;
}

export const PERINEOMETRY_BANDS = [
  { upTo: 14.5, label: 'muito fraca' },
  { upTo: 26.5, label: 'fraca' },
  { upTo: 41.5, label: 'moderada' },
  { upTo: 60.5, label: 'boa' },
  { upTo: Number.POSITIVE_INFINITY, label: 'forte' },
] as const;
export type PerineometryBand = (typeof PERINEOMETRY_BANDS)[number]['label'];

/**
 * The band of a perineometry reading in cmH₂O (Angelo et al. 2017): 7.5–14.5 muito fraca,
 * 14.6–26.5 fraca, 26.6–41.5 moderada, 41.6–60.5 boa, > 60.5 forte. A value between two bands
 * (14.55) belongs to the upper one; below 7.5 is still 'muito fraca'.
 */
export function perineometryBand(cmH2O: number): PerineometryBand {
  return PERINEOMETRY_BANDS.find((band) => cmH2O <= band.upTo)!.label;
}

const between = (label: string, min: number, max: number, unit = '') =>
  `${label}: deve estar entre ${min} e ${max}${unit ? ` ${unit}` : ''}`;

function numberSchema(label: string, rule: { min: number; max: number; integer: boolean; unit?: string }) {
  let schema = z.number({ error: `${label}: informe um número` }).refine(Number.isFinite, {
    message: `${label}: informe um número`,
    abort: true,
  });
  if (rule.integer) schema = schema.refine(Number.isInteger, { message: `${label}: deve ser um número inteiro`, abort: true });
  const message = between(label, rule.min, rule.max, rule.unit);
  return schema.refine((v) => v >= rule.min && v <= rule.max, message);
}

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

function answerSchema(question: RecordQuestion): z.ZodType<RecordAnswer | null | undefined> {
  const { label } = question;
  switch (question.type) {
    case 'shortText':
    case 'longText':
      return z.preprocess(
        blankToNull,
        z
          .string({ error: `${label}: esperado texto` })
          .trim()
          .max(question.maxLength, `${label}: máximo de ${question.maxLength} caracteres`)
          .refine(noNul, `${label}: caractere inválido`)
          .nullish(),
      );
    case 'date':
      return z.preprocess(
        blankToNull,
        z.string({ error: `${label}: data inválida (use aaaa-mm-dd)` }).refine(isIsoDate, `${label}: data inválida (use aaaa-mm-dd)`).nullish(),
      );
    case 'yesNo':
      return z.boolean({ error: `${label}: responda sim ou não` }).nullish();
    case 'singleChoice': {
      const ids = question.choices.map((c) => c.id);
      return z.preprocess(
        blankToNull,
        z.string({ error: `${label}: opção inválida` }).refine((v) => ids.includes(v), `${label}: opção inválida`).nullish(),
      );
    }
    case 'multipleChoice': {
      const ids = question.choices.map((c) => c.id);
      return z
        .array(z.string({ error: `${label}: opção inválida` }).refine((v) => ids.includes(v), `${label}: opção inválida`), {
          error: `${label}: esperada uma lista de opções`,
        })
        .transform((list) => [...new Set(list)])
        .nullish();
    }
    case 'number':
      return numberSchema(label, question).nullish();
    case 'perfect': {
      const part = (key: keyof typeof PERFECT_PARTS) => {
        const rule = PERFECT_PARTS[key];
        return numberSchema(rule.label, { ...rule, unit: key === 'power' ? '' : rule.unit }).nullish();
      };
      return z
        .strictObject(
          {
            power: part('power'),
            endurance: part('endurance'),
            repetitions: part('repetitions'),
            fast: part('fast'),
            ect: z.boolean({ error: `${PERFECT_ECT_LABEL}: responda sim ou não` }).nullish(),
          },
          { error: (issue) => (issue.code === 'unrecognized_keys' ? `${label}: campo desconhecido: ${issue.keys.join(', ')}` : `${label}: resposta inválida`) },
        )
        .transform((answer) => dropEmpty(answer) as PerfectAnswer)
        .nullish();
    }
  }
}

function dropEmpty<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}

const schemas = new Map<RecordTemplate, z.ZodType<RecordContent>>();

/**
 * The zod schema of a template's content: unknown questions, answers of the wrong type and values
 * out of range are refused, each with a Portuguese message naming the field; unanswered questions
 * (absent, null or blank) are dropped from the result.
 */
export function recordContentSchema(template: RecordTemplate): z.ZodType<RecordContent> {
  let schema = schemas.get(template);
  if (!schema) {
    const shape = Object.fromEntries(templateQuestions(template).map((q) => [q.id, answerSchema(q)]));
    schema = z.strictObject(
      {
        answers: z
          .strictObject(shape, {
            error: (issue) => (issue.code === 'unrecognized_keys' ? TEXT.unknownQuestion(issue.keys) : TEXT.answersInvalid),
          })
          .transform((answers) => dropEmpty(answers) as Record<string, RecordAnswer>),
      },
      { error: (issue) => (issue.code === 'unrecognized_keys' ? TEXT.contentInvalid : TEXT.contentInvalid) },
    );
    schemas.set(template, schema);
  }
  return schema;
}

/** The schema of a stored template id and version (undefined for one that does not exist). */
export function recordContentSchemaFor(templateId: string, version: number): z.ZodType<RecordContent> | undefined {
  const template = findTemplate(templateId, version);
  return template && recordContentSchema(template);
}

/**
 * The one JSON spelling of a value: object keys sorted at every level, no spaces. The signature
 * hashes this text (SHA-256, on the server), so the same content always gives the same hash
 * whatever order its keys were written in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
