import {
  type PerfectAnswer,
  type RecordAnswer,
  type RecordContent,
  type RecordQuestion,
  type RecordTemplate,
  formatIsoDate,
  perineometryBand,
  recordContentSchema,
  templateQuestions,
} from '@clinic/domain';

import { CLINICAL_RECORD_SCREEN_TEXT as T } from './clinical-record.text';

/** A number field's value while typed (Mantine's NumberInput gives '' when empty). */
export type NumberValue = number | string;

/** PERFECT while typed: the Oxford grade as the chosen option ('0'…'5'), the counts as numbers. */
export interface PerfectFormValue {
  power: string | null;
  endurance: NumberValue;
  repetitions: NumberValue;
  fast: NumberValue;
  ect: boolean | null;
}

export type FormAnswer = string | string[] | NumberValue | boolean | null | PerfectFormValue;

/** The form's values: one per question of the template, keyed by question id (the same keys as the content). */
export interface RecordFormValues {
  answers: Record<string, FormAnswer>;
}

const EMPTY_PERFECT: PerfectFormValue = { power: null, endurance: '', repetitions: '', fast: '', ect: null };

function formValueOf(question: RecordQuestion, answer: RecordAnswer | undefined): FormAnswer {
  switch (question.type) {
    case 'shortText':
    case 'longText':
      return typeof answer === 'string' ? answer : '';
    case 'singleChoice':
    case 'date':
      return typeof answer === 'string' ? answer : null;
    case 'multipleChoice':
      return Array.isArray(answer) ? answer : [];
    case 'number':
      return typeof answer === 'number' ? answer : '';
    case 'yesNo':
      return typeof answer === 'boolean' ? answer : null;
    case 'perfect': {
      const perfect = (answer && typeof answer === 'object' && !Array.isArray(answer) ? answer : {}) as PerfectAnswer;
      return {
        power: typeof perfect.power === 'number' ? String(perfect.power) : null,
        endurance: perfect.endurance ?? '',
        repetitions: perfect.repetitions ?? '',
        fast: perfect.fast ?? '',
        ect: perfect.ect ?? null,
      };
    }
  }
}

/** The form's starting values: the entry's content, or every question empty. */
export function recordFormValues(template: RecordTemplate, content: RecordContent | null): RecordFormValues {
  const answers = content?.answers ?? {};
  return { answers: Object.fromEntries(templateQuestions(template).map((q) => [q.id, formValueOf(q, answers[q.id])])) };
}

/** '' (an empty number field) → null; anything else as a number (NaN stays, for the schema to refuse). */
const numberOf = (value: NumberValue): number | null => (value === '' ? null : Number(value));

function answerOf(question: RecordQuestion, value: FormAnswer): unknown {
  switch (question.type) {
    case 'shortText':
    case 'longText':
      return typeof value === 'string' && value.trim() !== '' ? value : null;
    case 'number':
      return numberOf(value as NumberValue);
    case 'multipleChoice':
      return Array.isArray(value) && value.length > 0 ? value : null;
    case 'perfect': {
      const perfect = (value ?? EMPTY_PERFECT) as PerfectFormValue;
      const parts = {
        power: perfect.power === null ? null : Number(perfect.power),
        endurance: numberOf(perfect.endurance),
        repetitions: numberOf(perfect.repetitions),
        fast: numberOf(perfect.fast),
        ect: perfect.ect,
      };
      const given = Object.entries(parts).filter(([, v]) => v !== null);
      return given.length === 0 ? null : Object.fromEntries(given);
    }
    default:
      return value;
  }
}

/** What the form sends: only the questions answered (the domain's schema drops the rest anyway). */
export function recordContentOf(template: RecordTemplate, values: RecordFormValues): { answers: Record<string, unknown> } {
  const answers: Record<string, unknown> = {};
  for (const question of templateQuestions(template)) {
    const answer = answerOf(question, values.answers[question.id] ?? null);
    if (answer !== null && answer !== undefined) answers[question.id] = answer;
  }
  return { answers };
}

/**
 * The form's errors from the domain's schema (the server checks the same): each message under its
 * field, keyed by the form path ('answers.perfect.power').
 */
export function validateRecordForm(template: RecordTemplate, values: RecordFormValues): Record<string, string> {
  const parsed = recordContentSchema(template).safeParse(recordContentOf(template, values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The server's field errors ('content.answers.perfect.power') as form paths ('answers.perfect.power'). */
export function formErrorsFromServer(fieldErrors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors)
      .filter(([field]) => field.startsWith('content.answers.'))
      .map(([field, message]) => [field.slice('content.'.length), message]),
  );
}

const decimal = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** 'fraca' for 22.4 cmH₂O (Angelo et al. 2017), as the record shows it beside the value. */
export const perineometryText = (value: number) => `${T.perineometryBand}: ${perineometryBand(value)}`;

function perfectText(answer: PerfectAnswer): string {
  const parts: string[] = [];
  if (typeof answer.power === 'number') parts.push(`P ${answer.power}`);
  if (typeof answer.endurance === 'number') parts.push(`E ${decimal(answer.endurance)} s`);
  if (typeof answer.repetitions === 'number') parts.push(`R ${answer.repetitions}`);
  if (typeof answer.fast === 'number') parts.push(`F ${answer.fast}`);
  if (typeof answer.ect === 'boolean') parts.push(`ECT ${answer.ect ? T.yes : T.no}`);
  return parts.join(' · ');
}

/** An answer as the record shows and prints it ('Sim', 'De esforço', '22,4 cmH₂O (Classificação: fraca)'). */
export function answerText(question: RecordQuestion, answer: RecordAnswer): string {
  switch (question.type) {
    case 'yesNo':
      return answer ? T.yes : T.no;
    case 'date':
      return formatIsoDate(String(answer));
    case 'singleChoice':
      return question.choices.find((c) => c.id === answer)?.label ?? String(answer);
    case 'multipleChoice':
      return (Array.isArray(answer) ? answer : []).map((id) => question.choices.find((c) => c.id === id)?.label ?? id).join(', ');
    case 'number': {
      const value = Number(answer);
      const text = `${decimal(value)} ${question.unit}`;
      return question.display === 'perineometry' ? `${text} (${perineometryText(value)})` : text;
    }
    case 'perfect':
      return perfectText(answer as PerfectAnswer);
    default:
      return String(answer);
  }
}

export interface AnsweredSection {
  id: string;
  title: string;
  rows: { id: string; label: string; value: string; long: boolean }[];
}

/** The template's sections with only the answered questions (a section with none is left out). */
export function answeredSections(template: RecordTemplate, content: RecordContent): AnsweredSection[] {
  return template.sections
    .map((section) => ({
      id: section.id,
      title: section.title,
      rows: section.questions
        .filter((q) => content.answers[q.id] !== undefined)
        .map((q) => ({ id: q.id, label: q.label, value: answerText(q, content.answers[q.id]!), long: q.type === 'longText' })),
    }))
    .filter((section) => section.rows.length > 0);
}
