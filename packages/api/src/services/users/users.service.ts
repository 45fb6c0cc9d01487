import {
  type Database,
  type Executor,
  type Kysely,
  type UserRow,
  type UserRowUpdate,
  countActiveAdmins,
  clearLoginLock,
  deleteSessionsOfUser,
  deleteUserPhoto,
  findActiveLoginLocks,
  findAllUsers,
  findStaffOptions,
  findUserById,
  lockForTransaction,
  saveUserPhoto,
  updateUser,
} from '@clinic/db';
import {
  type CreateUserInput,
  ROLE_LABELS,
  type StaffOption,
  type UpdateUserInput,
  type User,
  type UserListItem,
  can,
  canManageUser,
  fullName,
} from '@clinic/domain';

import type { SignedInActor } from '../../context';
import { AppError, fromConstraint } from '../../errors';
import { logActivity } from '../activity-log';
import { revokeApiTokensOfBlockedUser } from '../api-tokens/api-tokens.service';
import { missedUpdate, rowToUpdate } from '../versions';
import { assertAcceptablePassword, hashPassword } from './password';
import { toUserDto } from './user-dto';
import { insertUserLogged } from './create-user.service';
import { type Avatar, normalizeAvatar, photoUrl } from './photo';
import { roleOf } from '../../session-user';

const LAST_ADMIN_LOCK = 724_002;

const FIELD_LABELS: Partial<Record<keyof UpdateUserInput, string>> = {
  email: 'email',
  firstName: 'nome',
  lastName: 'sobrenome',
  birthDate: 'data de nascimento',
  cpf: 'CPF',
  rg: 'RG',
  crefito: 'CREFITO',
  phone: 'telefone',
  address: 'endereço',
  gender: 'gênero',
  role: 'cargo',
  color: 'cor',
  shift: 'turno',
  password: 'senha',
  photo: 'foto',
};

/** Every user, with the temporary sign-in lock that holds on their e-mail at `now`, if any. */
export async function listUsers(db: Kysely<Database>, now: Date): Promise<UserListItem[]> {
  const [users, locks] = await Promise.all([findAllUsers(db), findActiveLoginLocks(db, now)]);
  const lockedUntil = new Map(locks.map((lock) => [lock.email, lock.lockedUntil]));
  return users.map((user) => ({
    ...toUserDto(user),
    signInLockedUntil: lockedUntil.get(user.email.toLowerCase())?.toISOString() ?? null,
  }));
}

export async function getUserById(db: Kysely<Database>, id: number): Promise<User> {
  const user = await findUserById(db, id);
  if (!user) throw new AppError('USER_NOT_FOUND');
  return toUserDto(user);
}

export async function listStaffOptions(db: Kysely<Database>): Promise<StaffOption[]> {
  return (await findStaffOptions(db)).map((row) => ({
    ...row,
    role: roleOf(row),
    shift: row.shift as StaffOption['shift'],
  }));
}

/** What an upload asks for: keep the photo (undefined), remove it (null), or a new avatar. */
type PhotoChange = Avatar | null | undefined;

/** Reads the `photo` field: re-encodes a new upload before any transaction opens. */
async function readPhotoChange(photo: string | null | undefined, current: string | null): Promise<PhotoChange> {
  if (photo === undefined || photo === current) return undefined;
  if (photo === null || photo === '') return null;
  return normalizeAvatar(photo);
}

/** Stores, replaces or removes the avatar; returns the value for users.photo (undefined: unchanged). */
async function applyPhoto(tx: Executor, userId: number, change: PhotoChange): Promise<string | null | undefined> {
  if (change === undefined) return undefined;
  if (change === null) {
    await deleteUserPhoto(tx, userId);
    return null;
  }
  const updatedAt = await saveUserPhoto(tx, { userId, ...change });
  return photoUrl(userId, updatedAt);
}

export async function createUserFromForm(
  db: Kysely<Database>,
  actor: SignedInActor,
  input: CreateUserInput,
): Promise<User> {
  if (!canManageUser(actor.user.role, input.role)) throw new AppError('ADMIN_ONLY');
  assertAcceptablePassword(input.password, input.email);
  const { photo, ...fields } = input;
  const photoChange = await readPhotoChange(photo, null);
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (tx) => {
    const user = await insertUserLogged(tx, actor, fields, passwordHash);
    const photoValue = await applyPhoto(tx, user.id, photoChange);
    if (photoValue === undefined) return toUserDto(user);
    return toUserDto((await updateUser(tx, user.id, { photo: photoValue }))!);
  });
}

function describeUpdate(before: UserRow, input: UpdateUserInput): { action: 'update'; text: string } {
  const name = fullName(before);
  const keys = Object.keys(input) as (keyof UpdateUserInput)[];
  if (keys.length === 1 && input.isActive !== undefined) {
    return { action: 'update', text: `Usuário ${name} ${input.isActive ? 'desbloqueado' : 'bloqueado'}` };
  }
  const changed = keys
    .filter((k) => k !== 'isActive' && input[k] !== undefined && (k === 'password' || k === 'photo' || input[k] !== before[k as keyof UserRow]))
    .map((k) => FIELD_LABELS[k] ?? k);
  if (input.isActive !== undefined && input.isActive !== before.isActive) changed.push(input.isActive ? 'desbloqueado' : 'bloqueado');
  const roleNote = input.role && input.role !== before.role ? ` (cargo: ${ROLE_LABELS[input.role]})` : '';
  return {
    action: 'update',
    text: `Usuário ${name} atualizado${changed.length ? `: ${changed.join(', ')}` : ' (sem alterações)'}${roleNote}`,
  };
}

/**
 * Edits a user. No password keeps the current one; `{ isActive: false }` blocks the user, ends
 * their open sessions at once and revokes their API tokens (so unblocking revives none of them).
 * Only admins touch admins; nobody locks themselves out.
 */
export async function updateUserById(
  db: Kysely<Database>,
  actor: SignedInActor,
  id: number,
  input: UpdateUserInput,
  now: Date,
  expectedVersion?: number,
): Promise<User> {
  const before = rowToUpdate(await findUserById(db, id), 'USER_NOT_FOUND', expectedVersion);
  const { role: actingRole } = actor.user;
  if (!canManageUser(actingRole, roleOf(before)) || (input.role && !canManageUser(actingRole, input.role))) {
    throw new AppError('ADMIN_ONLY');
  }
  if (id === actor.user.id && (input.isActive === false || (input.role && !can(input.role, 'users:manage')))) {
    throw new AppError('SELF_LOCKOUT');
  }
  if (input.password) assertAcceptablePassword(input.password, input.email ?? before.email);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const { password: _password, photo, ...fields } = input;
  const photoChange = await readPhotoChange(photo, before.photo);

  try {
    return await db.transaction().execute(async (tx) => {
      const photoValue = await applyPhoto(tx, id, photoChange);
      const changes: UserRowUpdate = { ...fields };
      if (passwordHash) changes.passwordHash = passwordHash;
      if (photoValue !== undefined) changes.photo = photoValue;
      const user = Object.keys(changes).length ? await updateUser(tx, id, changes, expectedVersion) : before;
      if (!user) throw missedUpdate(expectedVersion, 'USER_NOT_FOUND');
      if (before.role === 'admin' && before.isActive && (user.role !== 'admin' || !user.isActive)) {
        await lockForTransaction(tx, LAST_ADMIN_LOCK);
        if ((await countActiveAdmins(tx)) === 0) throw new AppError('LAST_ADMIN');
      }
      const blocked = before.isActive && input.isActive === false;
      // Blocking or a new password ends every open session of that user (the caller's own session,
      // after changing their own password, is started afresh by the procedure).
      if (blocked || passwordHash) await deleteSessionsOfUser(tx, id);
      // An admin's password reset also lifts a sign-in lock on the account.
      if (passwordHash) await clearLoginLock(tx, user.email);
      const { action, text } = describeUpdate(before, input);
      await logActivity(tx, actor, { action, entity: 'user', entityId: id, description: text });
      if (blocked) await revokeApiTokensOfBlockedUser(tx, actor, user, now);
      return toUserDto(user);
    });
  } catch (error) {
    throw fromConstraint(error);
  }
}
