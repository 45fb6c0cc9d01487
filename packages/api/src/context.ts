import type { Kysely, UserRow } from '@clinic/db';
import type { Database } from '@clinic/db';

/** Who did something, for the activity log. */
export interface Actor {
  userId: number | null;
  ipAddress: string | null;
  userAgent: string | null;
}

/** What a procedure may do to the caller's session (HTTP sets the cookie; scripts have none). */
export interface SessionControl {
  /** Starts a new session (new id) for this user. */
  signIn(userId: number): Promise<void>;
  /** Ends the current session on the server. */
  signOut(): Promise<void>;
}

export interface Context {
  db: Kysely<Database>;
  /** The signed-in, active user, or null. */
  user: UserRow | null;
  ipAddress: string | null;
  userAgent: string | null;
  session: SessionControl;
  now: () => Date;
}

export function actorOf(ctx: Pick<Context, 'user' | 'ipAddress' | 'userAgent'>): Actor {
  return { userId: ctx.user?.id ?? null, ipAddress: ctx.ipAddress, userAgent: ctx.userAgent };
}

/** A session control for callers without HTTP (scripts, tests): signing in or out does nothing. */
export const noSession: SessionControl = {
  signIn: async () => {},
  signOut: async () => {},
};
