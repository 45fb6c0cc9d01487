/**
 * @fastify/session store backed by the `sessions` table, so sessions survive restarts and are
 * shared by every server process. Each row knows its user, so logout-everywhere and blocking a
 * user can end sessions on the server.
 */
import { type Database, type Kysely, deleteSession, findLiveSessionWithUser, upsertSession } from '@clinic/db';
import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';

import { sessionExpiry } from './session-policy';

type Callback = (error?: unknown) => void;

export function createDatabaseSessionStore(db: Kysely<Database>): SessionStore {
  return {
    set(sid: string, session: Session, callback: Callback) {
      const data = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
      // The user row read with the session is for this request only, never stored.
      delete data.loadedUser;
      upsertSession(db, {
        sid,
        userId: session.userId ?? null,
        data,
        expiresAt: sessionExpiry(session, new Date()),
      }).then(() => callback(), callback);
    },
    get(sid: string, callback: (error: unknown, session?: Session | null) => void) {
      findLiveSessionWithUser(db, sid, new Date()).then(
        (row) => callback(null, row ? ({ ...row.data, loadedUser: row.user ?? null } as unknown as Session) : null),
        (error: unknown) => callback(error),
      );
    },
    destroy(sid: string, callback: Callback) {
      deleteSession(db, sid).then(() => callback(), callback);
    },
  };
}
