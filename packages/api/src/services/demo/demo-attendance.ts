/** The demo clinic's attendance (issue #23): the three weeks before this one, in every state. */
import { type Executor, findAppointmentWithNames, findNextAgendadoIds, updateAppointment } from '@clinic/db';
import { ATTENDANCE_LABELS, type AttendanceStatus, type CancelReason, GRID_TIMES, type Shift, addDays, currentHourSlot, isWithinShift, toIsoDate, workWeekOf } from '@clinic/domain';

import type { Actor } from '../../context';
import { logActivity } from '../activity-log';
import { describeAppointment } from '../appointments/appointment-dto';
import { insertAppointmentLogged } from '../appointments/book-appointments.service';
import { demoRoomOf, findActivePhysiotherapists, findPatientsInTreatment, patientsAt } from './demo-staffing';

/** Mostly attended, with a no-show, a patient's and a late cancellation, the clinic's, every ten. */
const CYCLE: AttendanceStatus[] = ['atendido', 'atendido', 'faltou', 'atendido', 'cancelado_paciente', 'atendido', 'cancelado_tarde', 'atendido', 'cancelado_clinica', 'atendido'];
const REASONS: CancelReason[] = ['viagem', 'trabalho', 'doenca', 'melhora', 'financeiro', 'piora', 'outro'];
/** 'Sem registro': appointments of last week nobody marked (n-th of the period). */
const UNRECORDED = new Map<number, AttendanceStatus>([
  [63, 'agendado'],
  [71, 'presente'],
  [77, 'confirmado'],
]);

/**
 * Two slots a day per physiotherapist over the three weeks before this one, in their shift and
 * room, in every attendance state; three of last week left unmarked ('Sem registro'); the first
 * patient misses two of them (flagged 'Faltou 2× em 90 dias'). Today: the next appointment checked in,
 * the one after confirmed. Returns how many appointments it created.
 */
export async function seedDemoAttendance(tx: Executor, actor: Actor, roomIds: number[], now: Date): Promise<number> {
  const physios = await findActivePhysiotherapists(tx);
  const patients = await findPatientsInTreatment(tx);
  if (physios.length === 0 || roomIds.length === 0 || patients.length < 2) return 0;
  const today = toIsoDate(now);
  const monday = workWeekOf(today)[0]!;
  const days = [-21, -14, -7].flatMap((offset) => workWeekOf(addDays(monday, offset)));
  const flagged = patients[0]!;
  const booked = new Map<string, Set<number>>();
  let n = 0;
  let next = 1;
  let flaggedMisses = 0;
  let count = 0;
  for (const date of days) {
    for (const [p, physio] of physios.entries()) {
      const roomId = demoRoomOf(roomIds, p);
      const times = GRID_TIMES.filter((time) => isWithinShift(physio.shift as Shift, time)).filter((_, i) => i % 3 === p % 3);
      for (const time of times.slice(0, 2)) {
        n += 1;
        const taken = patientsAt(booked, date, time);
        let state: AttendanceStatus = UNRECORDED.get(n) ?? CYCLE[n % CYCLE.length]!;
        let patient: (typeof patients)[number] | undefined;
        if (state === 'faltou' && flaggedMisses < 2 && !taken.has(flagged.id)) {
          // The flagged patient misses two.
          patient = flagged;
          flaggedMisses += 1;
        } else {
          if (state === 'faltou' && n % 20 !== 2) state = 'atendido';
          for (let tries = 0; tries < patients.length && !patient; tries += 1) {
            const candidate = patients[next % patients.length]!;
            next += 1;
            if (candidate.id !== flagged.id && !taken.has(candidate.id)) patient = candidate;
          }
          if (!patient) continue;
        }
        taken.add(patient.id);
        const cancelled = state.startsWith('cancelado_');
        await insertAppointmentLogged(tx, actor, {
          patientId: patient.id,
          physiotherapistId: physio.id,
          roomId,
          date,
          time,
          attendanceStatus: state,
          cancelReason: cancelled ? REASONS[n % REASONS.length]! : null,
          cancelNote: state === 'cancelado_tarde' ? 'Avisou pelo WhatsApp no mesmo dia' : null,
          cancelledBy: cancelled ? (state === 'cancelado_clinica' ? 'clinica' : 'paciente') : null,
          type: 'atendimento',
          paymentPercentage: state === 'atendido' ? 100 : 0,
          reminderDays: 1,
        });
        count += 1;
      }
    }
  }
  await markToday(tx, actor, today, currentHourSlot(now));
  return count;
}

/** Today's next appointment checked in ('Presente') and the one after it confirmed, logged as reception would. */
async function markToday(tx: Executor, actor: Actor, today: string, nowSlot: string): Promise<void> {
  const upcoming = await findNextAgendadoIds(tx, today, nowSlot, 2);
  for (const [i, id] of upcoming.entries()) {
    const state: AttendanceStatus = i === 0 ? 'presente' : 'confirmado';
    await updateAppointment(tx, id, { attendanceStatus: state });
    const named = (await findAppointmentWithNames(tx, id))!;
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'appointment',
      entityId: id,
      description: `Presença: ${describeAppointment(named)} — ${ATTENDANCE_LABELS.agendado} → ${ATTENDANCE_LABELS[state]}`,
    });
  }
}
