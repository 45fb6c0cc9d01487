/**
 * The sessions this process has read, with their users, kept in memory for a few seconds so that a
 * signed-in read does not ask the database for its session each time (that query was half a short
 * request's cost). What sessions promise stays true:
 *
 * - Only while this process hears the database's `clinic_auth` channel (see @clinic/db's
 *   auth-changes.ts) is anything answered from memory. Every committed change of a user or a
 *   session, by any process or by hand, is announced there and forgets that user's sessions; a
 *   lost listener forgets everything and turns the cache off until it listens again.
 * - A mutation through this process (blocking a user, a role change, logout…) forgets everything
 *   before its response is sent (sessions.ts), so the very next request anywhere in this process
 *   reads the database: no window at all, whatever the notification's timing.
 * - An answer read while something was forgotten is not kept (the generation below): a read that
 *   raced a block cannot put the user back.
 * - Only a session that needs nothing is answered from memory: one due for its once-a-minute touch,
 *   or past its idle or absolute limit, goes to the database, where the rules are applied. And no
 *   entry is older than ENTRY_TTL_MS, which bounds what a silently dropped connection could cost.
 *
 * So a change made elsewhere (another server process on the same PostgreSQL, a script) reaches this
 * process as fast as PostgreSQL delivers the notification: within milliseconds, at most seconds.
 */
import type { UserRow } from '@clinic/db';

import { type SessionTimes, judgeSession } from './session-policy';

/** No entry is answered after this long, heard or not. */
export const ENTRY_TTL_MS = 5_000;
/** More live sessions than this in one process: start over (a clinic has tens). */
const MAX_ENTRIES = 10_000;

interface Entry {
  times: SessionTimes;
  user: UserRow;
  cachedAt: number;
}

export interface SessionCacheStats {
  hits: number;
  misses: number;
  /** Notifications heard on the channel. */
  heard: number;
}

export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  #generation = 0;
  #live = false;
  readonly stats: SessionCacheStats = { hits: 0, misses: 0, heard: 0 };

  /** Whether answers may come from memory (changes are being heard). */
  get live(): boolean {
    return this.#live;
  }

  /** The session `sid` and its user from memory, when live, recent and needing nothing. */
  lookup(sid: string, now: number): { times: SessionTimes; user: UserRow } | undefined {
    const entry = this.#live ? this.#entries.get(sid) : undefined;
    if (entry && now - entry.cachedAt < ENTRY_TTL_MS && judgeSession(entry.times, now) === 'fresh') {
      this.stats.hits++;
      return entry;
    }
    if (entry) this.#entries.delete(sid);
    this.stats.misses++;
    return undefined;
  }

  /** Taken before reading the database; `keep` refuses the answer if anything was forgotten since. */
  ticket(): number {
    return this.#generation;
  }

  keep(sid: string, ticket: number, times: SessionTimes, user: UserRow, now: number): void {
    if (!this.#live || ticket !== this.#generation) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    // Shared by the requests that read it: frozen, so no request can change what the next one sees.
    this.#entries.set(sid, { times: Object.freeze({ ...times }), user: Object.freeze(user), cachedAt: now });
  }

  readonly #observers = new Set<(payload: string) => void>();

  /** Calls `observer` with every payload heard, until the returned function is called (tests wait on it). */
  observe(observer: (payload: string) => void): () => void {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  }

  /** What the channel says: `u<id>` forgets that user's sessions, anything else forgets all. */
  heard(payload: string): void {
    this.stats.heard++;
    for (const observer of this.#observers) observer(payload);
    const userId = /^u(\d+)$/.exec(payload)?.[1];
    if (userId === undefined) return this.forgetAll();
    this.#generation++;
    const id = Number(userId);
    for (const [sid, entry] of this.#entries) if (entry.user.id === id) this.#entries.delete(sid);
  }

  forgetSession(sid: string): void {
    this.#generation++;
    this.#entries.delete(sid);
  }

  forgetAll(): void {
    this.#generation++;
    this.#entries.clear();
  }

  /** Listening started: from now on, what is read may be kept. */
  listening(): void {
    this.forgetAll();
    this.#live = true;
  }

  /** Listening stopped or was lost: nothing kept can be trusted any more. */
  deaf(): void {
    this.#live = false;
    this.forgetAll();
  }
}
