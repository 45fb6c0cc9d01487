import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';

/** Server-side sessions (the cookie only carries the signed id). */
export interface SessionsTable {
  sid: string;
  userId: number | null;
  data: JSONColumnType<Record<string, unknown>>;
  expiresAt: Date;
  createdAt: ColumnType<Date, never, never>;
}
export type SessionRow = Selectable<SessionsTable>;

/** Failed sign-ins, kept briefly to throttle guessing by IP address. */
export interface LoginFailuresTable {
  id: Generated<number>;
  ipAddress: string;
  email: string;
  createdAt: ColumnType<Date, Date | undefined, never>;
}

/** Consecutive failures per e-mail; `lockedUntil` set after the 10th. */
export interface LoginLocksTable {
  email: string;
  failures: number;
  lockedUntil: Date | null;
}

/** Sign-ins refused by the throttle, counted per IP and minute (summarised into the log later). */
export interface LoginRefusalsTable {
  ipAddress: string;
  minute: Date;
  count: number;
}
