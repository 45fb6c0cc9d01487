import { INSTRUMENTS_TEXT as TEXT } from './instruments.text';
import type { InstrumentItem, ScoreError } from './instruments.types';

/** A value read from checked answers: option value, chosen values, number, boolean, or absent. */
export type ReadValue = number | boolean | readonly string[] | undefined;

/**
 * Checks raw answers against an instrument's items: unknown ids, values outside the options or
 * the range, and missing required answers are refused with Portuguese messages naming the item.
 * Returns the values by item id (absent answers are `undefined`; null counts as absent).
 */
export function readAnswers(
  items: readonly InstrumentItem[],
  answers: Readonly<Record<string, unknown>>,
): { values: Record<string, ReadValue>; errors: ScoreError[] } {
  const errors: ScoreError[] = [];
  const values: Record<string, ReadValue> = {};
  if (answers === null || typeof answers !== 'object' || Array.isArray(answers)) {
    return { values, errors: [{ message: TEXT.answersInvalid }] };
  }
  const known = new Set(items.map((item) => item.id));
  const unknown = Object.keys(answers).filter((id) => !known.has(id));
  if (unknown.length > 0) errors.push({ message: TEXT.unknownItems(unknown) });
  for (const item of items) {
    const raw = answers[item.id];
    if (raw === undefined || raw === null) {
      if (item.required) errors.push({ itemId: item.id, message: TEXT.answerRequired(item.text) });
      values[item.id] = undefined;
      continue;
    }
    const value = readOne(item, raw);
    if (value === undefined) {
      errors.push({
        itemId: item.id,
        message:
          item.type === 'number'
            ? TEXT.numberInvalid(item.text, item.min, item.max, item.unit)
            : TEXT.answerInvalid(item.text),
      });
    }
    values[item.id] = value;
  }
  return { values, errors };
}

function readOne(item: InstrumentItem, raw: unknown): ReadValue {
  switch (item.type) {
    case 'choice':
      return typeof raw === 'number' && item.options.some((o) => o.value === raw) ? raw : undefined;
    case 'multi':
      return Array.isArray(raw) &&
        raw.every((v) => item.options.some((o) => o.value === v)) &&
        new Set(raw).size === raw.length
        ? (raw as string[])
        : undefined;
    case 'number':
      return typeof raw === 'number' && Number.isFinite(raw) && raw >= item.min && raw <= item.max ? raw : undefined;
    case 'check':
      return typeof raw === 'boolean' ? raw : undefined;
  }
}

/** Rounds to `digits` decimals (scores are shown with at most 2). */
export const roundTo = (value: number, digits: number): number => {
  const factor = 10 ** digits;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

/** Sum of the numeric values of the given item ids (absent = 0). */
export const sumOf = (values: Record<string, ReadValue>, ids: readonly string[]): number =>
  ids.reduce((sum, id) => sum + (typeof values[id] === 'number' ? (values[id] as number) : 0), 0);
