/**
 * The `clinic_auth` notification channel (see the 2026-11-25T0100 migration): every committed
 * update or delete of a user's row or a session's row announces itself there, whoever made it (an
 * insert changes nothing anyone has read). A server
 * listens to keep the sessions it read in memory, and forgets them as changes are announced.
 *
 * Each database made by createDatabase can be listened to: PostgreSQL on a connection of its own
 * (LISTEN), the embedded database on its single instance (PGlite delivers a notification before the
 * statement that caused it returns). A listener can be lost (PostgreSQL restarting, the network):
 * `onLost` is then called once, and whoever listens must stop trusting what it kept.
 */
import { type Kysely, sql } from 'kysely';

import type { Database } from './tables';

export const AUTH_CHANNEL = 'clinic_auth';

/** Starts listening; resolves once notifications are heard, to a function that stops. */
export type ListenForAuthChanges = (
  onChange: (payload: string) => void,
  onLost: (error: Error) => void,
) => Promise<() => Promise<void>>;

const sources = new WeakMap<Kysely<Database>, ListenForAuthChanges>();

/** Called by createDatabase for each database it makes. */
export function registerAuthChangeSource(db: Kysely<Database>, listen: ListenForAuthChanges): void {
  sources.set(db, listen);
}

const TRIGGERS = ['users_auth_change', 'users_auth_truncate', 'sessions_auth_change', 'sessions_auth_truncate'];

/** The four triggers, on their tables and enabled (ALTER TABLE … DISABLE TRIGGER silences one). */
const triggersInPlace = sql<number>`(
  select count(*)::int from pg_trigger
  where tgrelid in (to_regclass('users'), to_regclass('sessions')) and tgname in (${sql.join(TRIGGERS)}) and tgenabled <> 'D'
)`;

/**
 * Listens to `db`'s changes of users and sessions. Undefined when they cannot be heard: a database
 * not made by createDatabase, or one whose schema lacks the triggers that announce them.
 */
export async function listenForAuthChanges(
  db: Kysely<Database>,
  onChange: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<(() => Promise<void>) | undefined> {
  const listen = sources.get(db);
  if (!listen) return undefined;
  if (!(await authTriggersInPlace(db))) return undefined;
  return listen(onChange, onLost);
}

/** Whether the four triggers that announce changes are all in place and enabled. */
export async function authTriggersInPlace(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ triggers: number }>`select ${triggersInPlace} as triggers`.execute(db);
  return rows[0]?.triggers === TRIGGERS.length;
}

/**
 * Sends `payload` on the channel through `db` (a heartbeat: a listener that hears it knows the
 * channel still carries what this database commits).
 */
export async function sendAuthHeartbeat(db: Kysely<Database>, payload: string): Promise<void> {
  await sql`select pg_notify(${AUTH_CHANNEL}, ${payload})`.execute(db);
}
