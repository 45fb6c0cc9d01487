import { trpc } from '../../lib/trpc';
import { type SlotRow, repeatedSlotKeys } from './appointment-form-values';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';

export interface RowConflict {
  /** A check of this row is still on its way. */
  checking: boolean;
  /** What holds the slot, in the spec's words (empty: free). */
  messages: string[];
}

interface Check {
  key: number;
  kind: 'room' | 'physiotherapist' | 'patient';
}

/**
 * Answers are fresh for a moment only: someone else may book the slot any time. Each check is its
 * own request: a series fires a dozen at once, and one batched URL naming them all is refused.
 */
const CHECK_OPTIONS = { staleTime: 5_000, gcTime: 30_000, trpc: { context: { skipBatch: true } } } as const;

/**
 * Live conflict checks (spec §2, §7) for the main slot and each '+ Atendimento' row: the room, the
 * physiotherapist and the patient (null for a block) at that slot, asked of the server as the fields change, plus
 * rows of this dialog that repeat one another. A failed check counts as no conflict (§7).
 */
export function useSlotConflicts(
  rows: SlotRow[],
  physiotherapistId: number | null,
  patientId: number | null,
  excludeId: number | undefined,
) {
  const checks: (Check & { input: { date: string; time: string; excludeId?: number; id: number } })[] = [];
  for (const row of rows) {
    if (!row.date || !row.time) continue;
    const slot = { date: row.date, time: row.time, ...(excludeId ? { excludeId } : {}) };
    if (row.roomId) checks.push({ key: row.key, kind: 'room', input: { ...slot, id: row.roomId } });
    if (physiotherapistId) checks.push({ key: row.key, kind: 'physiotherapist', input: { ...slot, id: physiotherapistId } });
    if (patientId) checks.push({ key: row.key, kind: 'patient', input: { ...slot, id: patientId } });
  }
  const queries = trpc.useQueries((t) =>
    checks.map(({ kind, input: { id, ...slot } }) =>
      kind === 'room'
        ? t.appointments.checkConflict({ ...slot, roomId: id }, CHECK_OPTIONS)
        : kind === 'patient'
          ? t.appointments.checkPatientConflict({ ...slot, patientId: id }, CHECK_OPTIONS)
          : t.appointments.checkPhysiotherapistConflict({ ...slot, physiotherapistId: id }, CHECK_OPTIONS),
    ),
  );

  const repeated = repeatedSlotKeys(rows);
  const byRow = new Map<number, RowConflict>(rows.map((row) => [row.key, { checking: false, messages: [] }]));
  checks.forEach((check, i) => {
    const query = queries[i];
    const state = byRow.get(check.key);
    if (!query || !state) return;
    if (query.isFetching && !query.data) state.checking = true;
    if (query.data?.hasConflict) state.messages.push(query.data.message ?? T.conflictDetected);
  });
  for (const key of repeated) byRow.get(key)?.messages.push(T.sameSlotTwice);

  /** Every conflict found (a slot can hold two: the room and the physiotherapist). */
  const count = [...byRow.values()].reduce((sum, state) => sum + state.messages.length, 0);
  return { byRow, count };
}
