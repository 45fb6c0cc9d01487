/**
 * Spreadsheet imports and their previews are the heaviest requests there are (5,000 rows checked,
 * compared and inserted). Unbounded, a burst of them took every pooled connection (they queue on
 * the import lock inside their transactions) and other users' reads waited past the pool's limit:
 * 503 for everyone (#20). Here they take turns per server, one at a time, before they touch the
 * database, so reads always find a connection; a user with an import running or waiting gets 409
 * for a second one; when too many wait, the next is told 'busy' and when to come back.
 */
import type { Database, Kysely } from '@clinic/db';

import { AppError, SERVER_BUSY_RETRY_SECONDS } from '../../errors';

/** Heavy lead requests waiting for their turn on one server, at most (the next one is 503 busy). */
export const MAX_WAITING_IMPORTS = 20;

interface Turns {
  running: boolean;
  waiting: (() => void)[];
  /** Users with an import running or waiting. */
  importing: Set<number>;
}

const byDatabase = new WeakMap<object, Turns>();

function turnsOf(db: Kysely<Database>): Turns {
  let turns = byDatabase.get(db);
  if (!turns) {
    turns = { running: false, waiting: [], importing: new Set() };
    byDatabase.set(db, turns);
  }
  return turns;
}

async function inTurn<T>(turns: Turns, work: () => Promise<T>): Promise<T> {
  if (turns.running) {
    if (turns.waiting.length >= MAX_WAITING_IMPORTS) throw new AppError('SERVER_BUSY', { retryAfterSeconds: SERVER_BUSY_RETRY_SECONDS });
    await new Promise<void>((resolve) => turns.waiting.push(resolve));
  }
  turns.running = true;
  try {
    return await work();
  } finally {
    const next = turns.waiting.shift();
    if (next) next();
    else turns.running = false;
  }
}

/** Runs a preview (writes nothing) in its turn. */
export function inImportCheckTurn<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  return inTurn(turnsOf(db), work);
}

/** Runs `userId`'s import in its turn; 409 while the same user has one running or waiting. */
export async function inImportTurn<T>(db: Kysely<Database>, userId: number, work: () => Promise<T>): Promise<T> {
  const turns = turnsOf(db);
  if (turns.importing.has(userId)) throw new AppError('LEAD_IMPORT_RUNNING');
  turns.importing.add(userId);
  try {
    return await inTurn(turns, work);
  } finally {
    turns.importing.delete(userId);
  }
}
