import { type Executor, findClinicSettings, updateClinicSettings } from '@clinic/db';

/** The late-cancel policy hours (clinic_settings, the attendance core): edited with the WhatsApp settings. */
export async function readLateCancelHours(db: Executor): Promise<number> {
  return (await findClinicSettings(db)).lateCancelHours;
}

export async function writeLateCancelHours(db: Executor, hours: number): Promise<void> {
  await updateClinicSettings(db, { lateCancelHours: hours });
}
