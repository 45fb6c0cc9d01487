import type { Migration } from 'kysely/migration';

import * as initialSchema from './2026-11-22T0000-initial-schema';

/**
 * Every migration, in order. Imported statically so the bundled server carries them;
 * names are timestamps so their order never depends on file listing.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0000-initial-schema': initialSchema,
};
