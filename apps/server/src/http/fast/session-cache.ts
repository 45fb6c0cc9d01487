/**
 * The sessions this process has read, with their users, kept in memory for a few seconds so that a
 * signed-in read does not ask the database for its session each time (that query was half a short
 * request's cost). What sessions promise stays true:
 *
 * - Only while this process hears the database's `clinic_auth` channel (see @clinic/db's
 *   auth-changes.ts) is anything answered from memory. Every committed update or delete of a user
 *   or a session, by any process or by hand, is announced there and forgets that user's sessions; a
 *   lost listener forgets everything and turns the cache off until it listens again. The channel
 *   must also prove itself: this process sends a heartbeat through it every second
 *   (auth-listener.ts), and nothing is answered from memory unless one was heard within
 *   HEARD_WITHIN_MS, so a connection dropped silently, or a pooler that swallows notifications,
 *   turns the cache off within seconds. When the channel speaks again after such a silence,
 *   everything kept before it is forgotten first (a change made during the silence may never have
 *   been heard), and nothing read during the silence was kept.
 * - A mutation through this process (blocking a user, a role change, logout…) forgets everything
 *   before its response is sent (fast-sessions.ts), so the very next request anywhere in this process
 *   reads the database: no window at all, whatever the notification's timing.
 * - An answer read while something was forgotten is not kept (the generation below): a read that
 *   raced a block cannot put the user back.
 * - Only a session that needs nothing is answered from memory: one due for its once-a-minute touch,
 *   or past its idle or absolute limit, goes to the database, where the rules are applied. And no
 *   entry is older than ENTRY_TTL_MS, which bounds what a silently dropped connection could cost.
 *
 * So a change made elsewhere (another server process on the same PostgreSQL, a script) reaches this
 * process as fast as PostgreSQL delivers the notification, within milliseconds; if the channel
 * fails unseen, within ENTRY_TTL_MS at worst. What the triggers cannot see (a restore, which the
 * restore command announces itself; a writer that turns triggers off for its own session with
 * session_replication_role) is bounded by ENTRY_TTL_MS too.
 *
 * Payloads: `u<id>` forgets that user's sessions; `h…` is a heartbeat (forgets nothing); anything
 * else (`*`) forgets everything.
 */
import type { UserRow } from '@clinic/db';

import { type SessionTimes, judgeSession } from '../session-policy';

/** No entry is answered after this long, heard or not. */
export const ENTRY_TTL_MS = 5_000;
/** Nothing is answered from memory unless the channel carried something this recently. */
export const HEARD_WITHIN_MS = 4_000;
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
  #lastHeardAt = Number.NEGATIVE_INFINITY;
  readonly stats: SessionCacheStats = { hits: 0, misses: 0, heard: 0 };

  /**
   * `clock`: a monotonic clock in ms for the entries' age and the channel's last word (a wall clock
   * set back would make them look younger). Session times stay on the wall clock (`now` below).
   */
  readonly #clock: () => number;
  constructor(clock: () => number = () => performance.now()) {
    this.#clock = clock;
  }

  /** Whether answers may come from memory: listening, and the channel heard lately. */
  get live(): boolean {
    return this.#live && this.#clock() - this.#lastHeardAt < HEARD_WITHIN_MS;
  }

  /** The session `sid` and its user from memory, when live, recent and needing nothing at `now` (wall clock). */
  lookup(sid: string, now: number): { times: SessionTimes; user: UserRow } | undefined {
    const entry = this.live ? this.#entries.get(sid) : undefined;
    if (entry && this.#clock() - entry.cachedAt < ENTRY_TTL_MS && judgeSession(entry.times, now) === 'fresh') {
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

  /** Keeps what was read with `ticket` (its age counts from now), unless the channel is silent. */
  keep(sid: string, ticket: number, times: SessionTimes, user: UserRow): void {
    if (!this.live || ticket !== this.#generation) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    // Shared by the requests that read it: frozen, so no request can change what the next one sees.
    this.#entries.set(sid, { times: Object.freeze({ ...times }), user: Object.freeze(user), cachedAt: this.#clock() });
  }

  readonly #observers = new Set<(payload: string) => void>();

  /** Calls `observer` with every payload heard, until the returned function is called (tests wait on it). */
  observe(observer: (payload: string) => void): () => void {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  }

  /** What the channel says: `u<id>` forgets that user's sessions, `h…` nothing, anything else all. */
  heard(payload: string): void {
    this.stats.heard++;
    const now = this.#clock();
    // Speaking again after a silence: whatever changed meanwhile may have gone unheard, so nothing
    // kept before it is trusted (and no read that started before it is kept).
    if (now - this.#lastHeardAt >= HEARD_WITHIN_MS) this.forgetAll();
    this.#lastHeardAt = now;
    for (const observer of this.#observers) {
      try {
        observer(payload);
      } catch {
        // an observer's failure is its own (this runs inside the database client's event handler)
      }
    }
    if (payload.startsWith('h')) return;
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
