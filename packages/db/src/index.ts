export { hasChanges } from './changes';
export * from './client';
export type { Executor } from './executor';
export { DataDirLockedError } from './data-dir-lock';
export { backupPglite, backupPostgres, countRowsPerTable, restorePglite, restorePostgres } from './backup';
export { migrateToLatest } from './migrate';
export * from './queries';
export type * from './tables';
export type { Kysely, Transaction } from 'kysely';
