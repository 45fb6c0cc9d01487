/** The demo clinic's agenda: this week and the next, Monday to Friday, within each physiotherapist's shift. */
import type { Executor } from '@clinic/db';
import { GRID_TIMES, type PaymentPercentage, type Shift, addDays, currentHourSlot, isWithinShift, toIsoDate, workWeekOf } from '@clinic/domain';

import type { Actor } from '../../context';
import { insertAppointmentLogged } from '../appointments/book-appointments.service';
import { demoRoomOf, findActivePhysiotherapists, findPatientsInTreatment, patientsAt } from './demo-staffing';

const NOTES = ['Trazer exames recentes', 'Retorno após avaliação', 'Paciente prefere contato por WhatsApp', null, null, null];

/**
 * About two thirds of each physiotherapist's shift is booked, each in a room of their own (so no slot
 * is taken twice), no patient twice at the same hour, with a few blocks (lunch, a course) in the first room, cancellations, and past ones
 * completed. Returns how many were created.
 */
export async function seedDemoAgenda(tx: Executor, actor: Actor, roomIds: number[], now: Date): Promise<number> {
  const physios = await findActivePhysiotherapists(tx);
  const patients = await findPatientsInTreatment(tx);
  if (physios.length === 0 || roomIds.length === 0 || patients.length === 0) return 0;
  const today = toIsoDate(now);
  const nowSlot = currentHourSlot(now);
  const days = [...workWeekOf(today), ...workWeekOf(addDays(today, 7))];
  const seen = new Set<number>();
  // Patients already booked at each date and time: nobody is in two rooms at once.
  const booked = new Map<string, Set<number>>();
  let n = 0;
  let count = 0;
  for (const [d, date] of days.entries()) {
    for (const [p, physio] of physios.entries()) {
      // Blocks go to the first room (the spec's 'room 1'); appointments to the physiotherapist's own room.
      const roomId = demoRoomOf(roomIds, p);
      for (const [h, time] of GRID_TIMES.entries()) {
        if (!isWithinShift(physio.shift as Shift, time)) continue;
        n += 1;
        const past = date < today || (date === today && time < nowSlot);
        const block = (time === '12:00' && p === physios.length - 1) || (d % 5 === 4 && h === 0 && p === 0);
        if (!block && (n * 7 + d) % 3 === 0) continue; // a free slot
        const slot = patientsAt(booked, date, time);
        let index = (n * 5 + d * 3) % patients.length;
        for (let tries = 0; slot.has(patients[index]!.id) && tries < patients.length; tries += 1) index = (index + 1) % patients.length;
        const patient = patients[index]!;
        if (!block) slot.add(patient.id);
        const first = !seen.has(patient.id);
        seen.add(patient.id);
        const cancelled = !block && n % 11 === 0;
        const status = cancelled ? 'cancelled' : past ? (n % 13 === 0 ? 'cancelled' : 'completed') : 'scheduled';
        const paymentPercentage: PaymentPercentage = status === 'completed' ? (n % 4 === 0 ? 50 : 100) : n % 5 === 0 ? 50 : 0;
        await insertAppointmentLogged(tx, actor, {
          patientId: block ? null : patient.id,
          physiotherapistId: physio.id,
          roomId: block ? roomIds[0]! : roomId,
          date,
          time,
          status: block ? 'scheduled' : status,
          type: first ? 'consulta' : 'atendimento',
          paymentPercentage: block ? 0 : paymentPercentage,
          reminderDays: n % 3 === 0 ? 2 : 1,
          notes: block ? (time === '12:00' ? 'Almoço' : 'Curso de atualização') : NOTES[n % NOTES.length]!,
        });
        count += 1;
      }
    }
  }
  return count;
}
