import {
  type Database,
  type Executor,
  type Kysely,
  type UserRow,
  type UserUpdate,
  deleteSessionsOfUser,
  deleteUserPhoto,
  findAllUsers,
  findStaffOptions,
  findUserById,
  saveUserPhoto,
  updateUser,
} from '@clinic/db';
import {
  type CreateUserInput,
  ROLE_LABELS,
  type Role,
  type StaffOption,
  type UpdateUserInput,
  type User,
  canManageClinic,
} from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { assertAcceptablePassword, hashPassword } from '../auth/password';
import { toUserDto } from '../auth/user-dto';
import { insertUserLogged, userConflict } from './create-user.service';
import { parsePhotoDataUrl, photoUrl } from './photo';

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

export async function listUsers(db: Kysely<Database>): Promise<User[]> {
  return (await findAllUsers(db)).map(toUserDto);
}

export async function listStaffOptions(db: Kysely<Database>): Promise<StaffOption[]> {
  return (await findStaffOptions(db)).map((row) => ({
    ...row,
    role: row.role as Role,
    shift: row.shift as StaffOption['shift'],
  }));
}

/** Stores, replaces or removes the avatar; returns the value for users.photo (undefined: unchanged). */
async function applyPhoto(tx: Executor, user: UserRow, photo: string | null | undefined): Promise<string | null | undefined> {
  if (photo === undefined || photo === user.photo) return undefined;
  if (photo === null || photo === '') {
    await deleteUserPhoto(tx, user.id);
    return null;
  }
  const updatedAt = await saveUserPhoto(tx, { userId: user.id, ...parsePhotoDataUrl(photo) });
  return photoUrl(user.id, updatedAt);
}

export async function createUserFromForm(
  db: Kysely<Database>,
  actor: Actor,
  acting: UserRow,
  input: CreateUserInput,
): Promise<User> {
  if (input.role === 'admin' && acting.role !== 'admin') throw new AppError('ADMIN_ONLY');
  assertAcceptablePassword(input.password, input.email);
  if (input.photo) parsePhotoDataUrl(input.photo); // refuse a bad photo before hashing
  const passwordHash = await hashPassword(input.password);
  const { photo, ...fields } = input;
  return db.transaction().execute(async (tx) => {
    const user = await insertUserLogged(tx, actor, fields, passwordHash);
    const photoValue = await applyPhoto(tx, user, photo);
    if (photoValue === undefined) return toUserDto(user);
    return toUserDto((await updateUser(tx, user.id, { photo: photoValue }))!);
  });
}

function describeUpdate(before: UserRow, input: UpdateUserInput): { action: 'update'; text: string } {
  const name = `${before.firstName} ${before.lastName}`;
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
 * Edits a user. No password keeps the current one; `{ isActive: false }` blocks the user and ends
 * their open sessions at once. Only admins touch admins; nobody locks themselves out.
 */
export async function updateUserById(
  db: Kysely<Database>,
  actor: Actor,
  acting: UserRow,
  id: number,
  input: UpdateUserInput,
): Promise<User> {
  const before = await findUserById(db, id);
  if (!before) throw new AppError('USER_NOT_FOUND');
  if (acting.role !== 'admin' && (before.role === 'admin' || input.role === 'admin')) throw new AppError('ADMIN_ONLY');
  if (id === acting.id && (input.isActive === false || (input.role && !canManageClinic(input.role)))) {
    throw new AppError('SELF_LOCKOUT');
  }
  if (input.password) assertAcceptablePassword(input.password, input.email ?? before.email);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const { password: _password, photo, ...fields } = input;

  try {
    return await db.transaction().execute(async (tx) => {
      const photoValue = await applyPhoto(tx, before, photo);
      const changes: UserUpdate = { ...fields };
      if (passwordHash) changes.passwordHash = passwordHash;
      if (photoValue !== undefined) changes.photo = photoValue;
      const user = Object.keys(changes).length ? await updateUser(tx, id, changes) : before;
      if (!user) throw new AppError('USER_NOT_FOUND');
      const blocked = before.isActive && input.isActive === false;
      if (blocked || (passwordHash && id !== acting.id)) await deleteSessionsOfUser(tx, id);
      const { action, text } = describeUpdate(before, input);
      await logActivity(tx, actor, { action, entity: 'user', entityId: id, description: text });
      return toUserDto(user);
    });
  } catch (error) {
    throw userConflict(error) ?? error;
  }
}
