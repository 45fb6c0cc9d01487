/**
 * Sessions kept in the `sessions` table, so they survive restarts and are shared by every server
 * process. Each row knows its user, so logout-everywhere and blocking a user can end sessions on
 * the server; the row is read together with its user, in one query, on every request.
 */
import { randomBytes } from 'node:crypto';

import { type Database, type Kysely, type UserRow, deleteSession, findLiveSessionWithUser, upsertSession } from '@clinic/db';

import { type SessionTimes, sessionExpiry } from './session-policy';

/** What a session row holds (the cookie only carries its signed id). */
export type SessionData = SessionTimes;

export interface SessionStore {
  /** A live session and its user (undefined: none; user undefined: the user was deleted). */
  load(sid: string, now: Date): Promise<{ data: SessionData; user: UserRow | undefined } | undefined>;
  save(sid: string, data: SessionData, now: Date): Promise<void>;
  destroy(sid: string): Promise<void>;
}

export function createDatabaseSessionStore(db: Kysely<Database>): SessionStore {
  return {
    async load(sid, now) {
      const row = await findLiveSessionWithUser(db, sid, now);
      return row && { data: row.data as SessionData, user: row.user };
    },
    async save(sid, data, now) {
      const { userId, signedInAt, lastSeenAt } = data;
      await upsertSession(db, {
        sid,
        userId: userId ?? null,
        // Only the session's own fields: nothing read with it (the user) is ever stored.
        data: { userId, signedInAt, lastSeenAt },
        expiresAt: sessionExpiry(data, now),
      });
    },
    destroy: (sid) => deleteSession(db, sid),
  };
}

/** A new session id: 24 random bytes, as URL-safe base64 (192 bits). */
export function newSessionId(): string {
  return randomBytes(24).toString('base64url');
}
