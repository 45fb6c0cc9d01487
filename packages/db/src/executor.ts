import type { Kysely, Transaction } from 'kysely';

import type { Database } from './tables';

/** What every query function takes first: the database or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;
