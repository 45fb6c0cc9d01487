import type { ColumnType, Generated, Selectable } from 'kysely';

/** Tokens for webhook tools: only a SHA-256 of the secret is kept. */
export interface ApiTokensTable {
  id: Generated<number>;
  name: string;
  userId: number;
  tokenHash: string;
  prefix: string;
  createdBy: number | null;
  createdAt: ColumnType<Date, never, never>;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}
export type ApiTokenRow = Selectable<ApiTokensTable>;
