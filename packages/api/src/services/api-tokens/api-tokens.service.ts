import { createHash, randomBytes } from 'node:crypto';

import {
  type ApiTokenWithUser,
  type Database,
  type Executor,
  type Kysely,
  type UserRow,
  findApiTokens,
  findLiveApiToken,
  findUserById,
  insertApiToken,
  revokeApiToken,
  revokeApiTokensOfUser,
  touchApiToken,
} from '@clinic/db';
import { API_TOKEN_PREFIX, type ApiToken, type CreateApiTokenInput, type CreatedApiToken, ROLE_LABELS, fullName } from '@clinic/domain';

import type { SignedInActor } from '../../context';
import { AppError } from '../../errors';
import { deleteLogged, logActivity } from '../activity-log';
import { roleOf } from '../../session-user';

/** last_used_at is written at most this often, so a busy webhook does not write on every call. */
const TOUCH_INTERVAL_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toApiTokenDto(row: ApiTokenWithUser): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    user: { ...row.user, role: roleOf(row.user) },
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiTokens(db: Kysely<Database>): Promise<ApiToken[]> {
  return (await findApiTokens(db)).map(toApiTokenDto);
}

/** Creates a token acting as an active user; the secret is in this answer only (stored as a hash). */
export async function createApiToken(
  db: Kysely<Database>,
  actor: SignedInActor,
  input: CreateApiTokenInput,
): Promise<CreatedApiToken> {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return db.transaction().execute(async (tx) => {
    const user = await findUserById(tx, input.userId);
    if (!user) throw new AppError('USER_NOT_FOUND');
    if (!user.isActive) throw new AppError('API_TOKEN_USER_INACTIVE');
    const row = await insertApiToken(tx, {
      name: input.name,
      userId: user.id,
      tokenHash: hashToken(token),
      prefix: token.slice(0, API_TOKEN_PREFIX.length + 6),
      createdBy: actor.userId,
    });
    await logActivity(tx, actor, {
      action: 'create',
      entity: 'api_token',
      entityId: row.id,
      description: `Token de API "${row.name}" criado para ${fullName(user)} (${ROLE_LABELS[roleOf(user)]})`,
    });
    const [created] = await findApiTokens(tx, row.id);
    return { ...toApiTokenDto(created!), token };
  });
}

/** Revokes a token at once: the next request with it answers 401. */
export async function revokeApiTokenById(db: Kysely<Database>, actor: SignedInActor, id: number, now: Date): Promise<void> {
  await deleteLogged(
    db,
    actor,
    { entity: 'api_token', entityId: id, notFound: 'API_TOKEN_NOT_FOUND' },
    (tx) => revokeApiToken(tx, id, now),
    (row) => `Token de API "${row.name}" revogado`,
  );
}

/**
 * Blocking a user revokes every token acting as them, each logged, inside the block's transaction:
 * a token must not come back to life when the user is unblocked.
 */
export async function revokeApiTokensOfBlockedUser(
  tx: Executor,
  actor: SignedInActor,
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName'>,
  now: Date,
): Promise<void> {
  const revoked = await revokeApiTokensOfUser(tx, user.id, now);
  for (const row of revoked.sort((a, b) => a.id - b.id)) {
    await logActivity(tx, actor, {
      action: 'delete',
      entity: 'api_token',
      entityId: row.id,
      description: `Token de API "${row.name}" revogado: usuário ${fullName(user)} bloqueado`,
    });
  }
}

/**
 * The user an `Authorization: Bearer` token acts as, or undefined (unknown, revoked, or its user
 * blocked). Records when the token was last used.
 */
export async function authenticateApiToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ user: UserRow; tokenName: string } | undefined> {
  if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 200) return undefined;
  const found = await findLiveApiToken(db, hashToken(token));
  if (!found) return undefined;
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchApiToken(db, found.id, now);
  }
  return { user: found.user, tokenName: found.name };
}
