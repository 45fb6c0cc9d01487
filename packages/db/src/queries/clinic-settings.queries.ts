import type { Executor } from '../executor';
import type { ClinicSettingsRow, ClinicSettingsUpdate } from '../tables';

/** The clinic's policies (the migration inserts the one row). */
export async function findClinicSettings(db: Executor): Promise<ClinicSettingsRow> {
  return db.selectFrom('clinicSettings').selectAll().executeTakeFirstOrThrow();
}

/** Changes the clinic's policies; answers the row as it is now. */
export async function updateClinicSettings(db: Executor, changes: Omit<ClinicSettingsUpdate, 'updatedAt'>): Promise<ClinicSettingsRow> {
  return db
    .updateTable('clinicSettings')
    .set({ ...changes, updatedAt: new Date() })
    .returningAll()
    .executeTakeFirstOrThrow();
}
