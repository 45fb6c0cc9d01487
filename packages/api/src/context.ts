import type { Database, Kysely, UserRow } from '@clinic/db';

import { type SessionUser, toSessionUser } from './session-user';

/** Who does something: permissions read `user`, the activity log reads the rest. */
export interface Actor {
  /** Whom the activity log names (while signing in: the user signing in, before any session). */
  userId: number | null;
  /** The signed-in user, if any: whose role permissions check. */
  user?: SessionUser;
  ipAddress: string | null;
  userAgent: string | null;
  /** The API token the request came with, by name (the log says so). */
  apiTokenName?: string;
}

/** An actor with a signed-in user: what services that check permissions take. */
export type SignedInActor = Actor & { userId: number; user: SessionUser };

export const isSignedIn = (actor: Actor): actor is SignedInActor => actor.user !== undefined;

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
  user: SessionUser | null;
  ipAddress: string | null;
  userAgent: string | null;
  session: SessionControl;
  now: () => Date;
  /** Set when the request authenticated with an API token (Authorization: Bearer) instead of a session. */
  apiTokenName?: string;
  /** The HTTP request's id (X-Request-Id), when there is a request: the record's access rows keep it. */
  requestId?: string;
  /** The request's `Idempotency-Key` header (POST /api/leads, the import), when sent. */
  idempotencyKey?: string;
}

export interface ContextOptions {
  db: Kysely<Database>;
  /** The signed-in user's row (null: nobody signed in); only a SessionUser reaches procedures. */
  user: UserRow | null;
  ipAddress: string | null;
  userAgent: string | null;
  /** Defaults to `noSession` (scripts, tests). */
  session?: SessionControl;
  /** The clock; defaults to the real one. */
  now?: () => Date;
  apiTokenName?: string;
  requestId?: string;
  idempotencyKey?: string;
}

/** The one way to build a procedure context: the HTTP server, the scripts and the tests all use it. */
export function createContext({ user, session = noSession, now = () => new Date(), ...rest }: ContextOptions): Context {
  return { ...rest, user: user && toSessionUser(user), session, now };
}

type ActorSource = Pick<Context, 'user' | 'ipAddress' | 'userAgent' | 'apiTokenName'>;

export function actorOf(ctx: Omit<ActorSource, 'user'> & { user: SessionUser }): SignedInActor;
export function actorOf(ctx: ActorSource): Actor;
export function actorOf(ctx: ActorSource): Actor {
  const { user, ipAddress, userAgent, apiTokenName } = ctx;
  const via = apiTokenName === undefined ? {} : { apiTokenName };
  return user ? { userId: user.id, user, ipAddress, userAgent, ...via } : { userId: null, ipAddress, userAgent, ...via };
}

/** A session control for callers without HTTP (scripts, tests): signing in or out does nothing. */
export const noSession: SessionControl = {
  signIn: async () => {},
  signOut: async () => {},
};
