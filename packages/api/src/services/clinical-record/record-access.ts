/**
 * Who-read-what in the clinical record: every read of a patient's clinical content (an entry, the
 * timeline, a diary, her outcomes, an export) appends one access row in the read's transaction.
 */
import { type Executor, insertRecordAccess } from '@clinic/db';
import type { RecordAccessAction } from '@clinic/domain';

import type { SignedInActor } from '../../context';

/** Who reads: the actor, and the HTTP request's id for the access row. */
export interface RecordReader {
  actor: SignedInActor;
  requestId?: string;
}

/** Appends the access row of one read of clinical content (inside the read's transaction). */
export async function logRecordAccess(
  tx: Executor,
  reader: RecordReader,
  patientId: number,
  entryId: number | null,
  action: RecordAccessAction,
): Promise<void> {
  await insertRecordAccess(tx, { ...accessRow(reader, entryId, action), patientId });
}

/** The access row of one read, but the patient (its columns' lengths bound the copied texts). */
export function accessRow(reader: RecordReader, entryId: number | null, action: RecordAccessAction) {
  return {
    userId: reader.actor.userId,
    role: reader.actor.user.role,
    entryId,
    action,
    ipAddress: reader.actor.ipAddress?.slice(0, 45) ?? null,
    requestId: reader.requestId?.slice(0, 128) ?? null,
  };
}
