import type { Executor } from '@clinic/db';

/** The late-cancel policy hours (clinic_settings, the attendance core). */
export async function readLateCancelHours(_db: Executor): Promise<number> {
  return 24;
}

export async function writeLateCancelHours(_db: Executor, _hours: number): Promise<void> {}
