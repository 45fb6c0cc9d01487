/** The session cookie's name. */
export const SESSION_COOKIE = 'clinica.sid';
/** Idle timeout: a session unused this long ends. */
export const IDLE_TIMEOUT_MS = 60 * 60_000;
/** Absolute timeout: no session lives longer than this, however active. */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/** Activity is recorded at most this often, so reads do not write on every request. */
export const TOUCH_INTERVAL_MS = 60_000;

export interface SessionTimes {
  userId?: number;
  signedInAt?: number;
  lastSeenAt?: number;
}

/** When the session ends if nothing else happens: idle or absolute limit, whichever is first. */
export function sessionExpiry(session: SessionTimes, now: Date): Date {
  if (!session.signedInAt || !session.lastSeenAt) return new Date(now.getTime() + IDLE_TIMEOUT_MS);
  return new Date(
    Math.min(session.lastSeenAt + IDLE_TIMEOUT_MS, session.signedInAt + ABSOLUTE_TIMEOUT_MS),
  );
}

export type SessionVerdict = 'anonymous' | 'expired' | 'touch' | 'fresh';

/** What to do with a session on a request at `now`. */
export function judgeSession(session: SessionTimes, now: number): SessionVerdict {
  if (!session.userId) return 'anonymous';
  if (!session.signedInAt || !session.lastSeenAt) return 'expired';
  if (now - session.lastSeenAt >= IDLE_TIMEOUT_MS || now - session.signedInAt >= ABSOLUTE_TIMEOUT_MS) return 'expired';
  return now - session.lastSeenAt >= TOUCH_INTERVAL_MS ? 'touch' : 'fresh';
}
