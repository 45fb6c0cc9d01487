/** What the demo seeds that book patients (agenda, attendance, packages, waitlist) share: who is booked and where. */
import { type Executor, findPatients, findStaffOptions } from '@clinic/db';

export async function findActivePhysiotherapists(tx: Executor) {
  return (await findStaffOptions(tx)).filter((s) => s.role === 'physiotherapist' && s.isActive);
}

/** Patients still in treatment: not discharged ('Alta'), not given up ('Desistência'). */
export async function findPatientsInTreatment(tx: Executor) {
  return (await findPatients(tx, {})).filter((p) => p.status !== 'Alta' && p.status !== 'Desistência');
}

/** The p-th physiotherapist's own room: the first room stays for blocks when the clinic has more than one. */
export function demoRoomOf(roomIds: number[], p: number): number {
  return roomIds.length > 1 ? roomIds[1 + (p % (roomIds.length - 1))]! : roomIds[0]!;
}

/** The patients booked at one date and time (created on first use): nobody is in two rooms at once. */
export function patientsAt(booked: Map<string, Set<number>>, date: string, time: string): Set<number> {
  const key = `${date} ${time}`;
  const slot = booked.get(key) ?? new Set<number>();
  booked.set(key, slot);
  return slot;
}
