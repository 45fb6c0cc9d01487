/** The demo clinic's waitlist: a few entries (one urgent) fitting a freed slot of the coming days, and one that does not. */
import { type Executor, findBusyOnDate, findFreedCells, findWaitlistEntryWithNames, insertWaitlistEntry } from '@clinic/db';
import { addDays, availabilityKey, formatClockTime, periodOfTime, toIsoDate, weekdayOf } from '@clinic/domain';

import type { Actor } from '../../context';
import { logActivity } from '../activity-log';
import { describeWaitlistEntry } from '../waitlist/waitlist-dto';
import { findActivePhysiotherapists, findPatientsInTreatment } from './demo-staffing';

const NOTES = ['Pode vir com 1 hora de aviso', 'Prefere o primeiro horário da manhã', null, 'Só às terças e quintas'];

/**
 * Finds the first freed cell from tomorrow on (the demo agenda cancels some appointments) and puts
 * four patients free at that hour on the waitlist: an urgent one, one for any physiotherapist, one
 * for that cell's physiotherapist (all three fit it) and one for the other period (does not).
 * Returns how many entries were created.
 */
export async function seedDemoWaitlist(tx: Executor, actor: Actor, now: Date): Promise<number> {
  const today = toIsoDate(now);
  let cell: Awaited<ReturnType<typeof findFreedCells>>[number] | undefined;
  let busy: Awaited<ReturnType<typeof findBusyOnDate>> = [];
  for (let d = 0; d <= 14 && !cell; d += 1) {
    const date = addDays(today, d);
    busy = await findBusyOnDate(tx, date);
    const physioBusy = (c: { time: string; physiotherapistId: number }) => busy.some((b) => b.time === c.time && b.physiotherapistId === c.physiotherapistId);
    cell = (await findFreedCells(tx, date)).find((c) => periodOfTime(c.time) !== null && (date > today || c.time > formatClockTime(now)) && !physioBusy(c));
  }
  if (!cell) return 0;
  const taken = new Set(busy.filter((b) => b.time === cell.time).map((b) => b.patientId));
  const patients = (await findPatientsInTreatment(tx)).filter((p) => !taken.has(p.id)).slice(0, 4);
  const physios = await findActivePhysiotherapists(tx);
  const period = periodOfTime(cell.time)!;
  const other = period === 'manha' ? 'tarde' : 'manha';
  const weekday = weekdayOf(cell.date);
  const pairs = (p: 'manha' | 'tarde') => [{ weekday, period: p }, { weekday: weekday === 5 ? 1 : weekday + 1, period: p }].map(availabilityKey);
  const plans = [
    { urgent: true, physiotherapistId: null, availability: pairs(period) },
    { urgent: false, physiotherapistId: null, availability: pairs(period) },
    { urgent: false, physiotherapistId: cell.physiotherapistId, availability: pairs(period) },
    { urgent: false, physiotherapistId: physios.find((p) => p.id !== cell.physiotherapistId)?.id ?? null, availability: pairs(other) },
  ];
  let count = 0;
  for (const [i, patient] of patients.entries()) {
    const plan = plans[i]!;
    const row = await insertWaitlistEntry(tx, {
      patientId: patient.id,
      physiotherapistId: plan.physiotherapistId,
      availability: plan.availability,
      dateFrom: today,
      dateTo: addDays(today, 30),
      urgent: plan.urgent,
      notes: NOTES[i] ?? null,
      createdBy: actor.userId,
    });
    const named = (await findWaitlistEntryWithNames(tx, row.id, now))!;
    await logActivity(tx, actor, { action: 'create', entity: 'waitlist', entityId: row.id, description: `Lista de espera: ${describeWaitlistEntry(named)} adicionada` });
    count += 1;
  }
  return count;
}
