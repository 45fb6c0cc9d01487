import type { Executor } from '../executor';
import type { ApiTokenRow, UserRow } from '../tables';

export interface ApiTokenWithUser extends ApiTokenRow {
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'role'>;
}

export async function insertApiToken(
  db: Executor,
  token: { name: string; userId: number; tokenHash: string; prefix: string; createdBy: number | null },
): Promise<ApiTokenRow> {
  return db.insertInto('apiTokens').values(token).returningAll().executeTakeFirstOrThrow();
}

/** Every token, newest first, with the user it acts as. */
export async function findApiTokens(db: Executor, id?: number): Promise<ApiTokenWithUser[]> {
  let query = db
    .selectFrom('apiTokens as t')
    .innerJoin('users as u', 'u.id', 't.userId')
    .selectAll('t')
    .select(['u.firstName', 'u.lastName', 'u.email', 'u.role'])
    .orderBy('t.createdAt', 'desc')
    .orderBy('t.id', 'desc');
  if (id !== undefined) query = query.where('t.id', '=', id);
  const rows = await query.execute();
  return rows.map(({ firstName, lastName, email, role, ...token }) => ({
    ...token,
    user: { id: token.userId, firstName, lastName, email, role },
  }));
}

/** The live token with this hash and its active user: revoked tokens and blocked users find nothing. */
export async function findLiveApiToken(
  db: Executor,
  tokenHash: string,
): Promise<{ id: number; name: string; lastUsedAt: Date | null; user: UserRow } | undefined> {
  const row = await db
    .selectFrom('apiTokens as t')
    .innerJoin('users as u', 'u.id', 't.userId')
    .select(['t.id as tokenId', 't.name as tokenName', 't.lastUsedAt as tokenLastUsedAt'])
    .selectAll('u')
    .where('t.tokenHash', '=', tokenHash)
    .where('t.revokedAt', 'is', null)
    .where('u.isActive', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  const { tokenId, tokenName, tokenLastUsedAt, ...user } = row;
  return { id: tokenId, name: tokenName, lastUsedAt: tokenLastUsedAt, user };
}

export async function touchApiToken(db: Executor, id: number, at: Date): Promise<void> {
  await db.updateTable('apiTokens').set({ lastUsedAt: at }).where('id', '=', id).execute();
}

/** Revokes the live tokens the caller narrows this to (a revoked one keeps its first revocation). */
function revokeLiveTokens(db: Executor, at: Date) {
  return db.updateTable('apiTokens').set({ revokedAt: at }).where('revokedAt', 'is', null).returningAll();
}

/** Revokes a live token; returns it, or undefined when there is none with that id (or it was revoked). */
export async function revokeApiToken(db: Executor, id: number, at: Date): Promise<ApiTokenRow | undefined> {
  return revokeLiveTokens(db, at).where('id', '=', id).executeTakeFirst();
}

/** Revokes every live token acting as a user; returns the tokens it revoked. */
export async function revokeApiTokensOfUser(db: Executor, userId: number, at: Date): Promise<ApiTokenRow[]> {
  return revokeLiveTokens(db, at).where('userId', '=', userId).execute();
}
