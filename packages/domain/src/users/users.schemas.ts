import { z } from 'zod';

import { ZNewPassword, ZRole } from '../auth/auth.schemas';
import { ZIsoDate, emptyToUndefined, optionalText } from '../common/fields';
import { optionalPhone } from '../common/phone';
import { ZVersion } from '../common/versions';
import { optionalCpf } from './cpf';

export const GENDERS = ['masculino', 'feminino', 'outro'] as const;
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  masculino: 'Masculino',
  feminino: 'Feminino',
  outro: 'Outro',
};
export const SHIFTS = ['manha', 'tarde', 'integral'] as const;
export type Shift = (typeof SHIFTS)[number];
export const SHIFT_LABELS: Record<Shift, string> = { manha: 'Manhã', tarde: 'Tarde', integral: 'Integral' };
export const DEFAULT_COLOR = '#498ef2';

/** The user as every response carries it: never a password or its hash. */
export const ZUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  cpf: z.string().nullable(),
  rg: z.string().nullable(),
  crefito: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  role: ZRole,
  photo: z.string().nullable(),
  color: z.string(),
  shift: z.enum(SHIFTS),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** Raised on every change; send it back with an update to refuse overwriting someone else's change. */
  version: ZVersion,
});
export type User = z.infer<typeof ZUser>;

/**
 * A user as the users list shows it: with the end of a temporary sign-in lock (10 failed sign-ins
 * in a row), null when none holds. Unlike `isActive`, the lock ends by itself.
 */
export const ZUserListItem = ZUser.extend({ signInLockedUntil: z.string().nullable() });
export type UserListItem = z.infer<typeof ZUserListItem>;

/** A photo as it is sent: a data URL of a small JPEG, PNG or WebP image, or null to remove it. */
export const PHOTO_MAX_BYTES = 200 * 1024;
export const ZPhotoUpload = z
  .string()
  .max(Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 100, 'A foto deve ter no máximo 200 KB')
  .nullish();

const userFields = {
  email: z.string().trim().toLowerCase().email('Email inválido').max(255, 'Máximo de 255 caracteres'),
  firstName: z.string().trim().min(1, 'Nome é obrigatório').max(100, 'Máximo de 100 caracteres'),
  lastName: z.string().trim().min(1, 'Sobrenome é obrigatório').max(100, 'Máximo de 100 caracteres'),
  birthDate: ZIsoDate.nullish(),
  cpf: optionalCpf(),
  rg: optionalText(20, { refuseNul: false }),
  crefito: optionalText(50, { refuseNul: false }),
  /** Free text for REST clients; a Brazilian phone however written (+55, punctuation) is stored as `(xx) xxxxx-xxxx`. */
  phone: optionalPhone(20),
  address: optionalText(500, { refuseNul: false }),
  gender: z.enum(GENDERS).nullish(),
  role: ZRole.default('physiotherapist'),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Cor inválida (use #rrggbb)')
    .default(DEFAULT_COLOR),
  shift: z.enum(SHIFTS).default('integral'),
  isActive: z.boolean().default(true),
};

/** Registration / user creation payload (the confirmation never reaches the server). */
export const ZRegisterInput = z.object({ ...userFields, password: ZNewPassword });
export type RegisterInput = z.infer<typeof ZRegisterInput>;

/** User creation from the users screen: the same fields, plus an optional photo upload. */
export const ZCreateUserInput = ZRegisterInput.extend({ photo: ZPhotoUpload });
export type CreateUserInput = z.infer<typeof ZCreateUserInput>;

/**
 * Update: every field optional. No password (or an empty one) keeps the current password;
 * `{ isActive }` alone blocks or unblocks.
 */
export const ZUpdateUserInput = z.object({
  email: userFields.email.optional(),
  firstName: userFields.firstName.optional(),
  lastName: userFields.lastName.optional(),
  birthDate: userFields.birthDate,
  cpf: userFields.cpf,
  rg: userFields.rg,
  crefito: userFields.crefito,
  phone: userFields.phone,
  address: userFields.address,
  gender: userFields.gender,
  role: ZRole.optional(),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Cor inválida (use #rrggbb)').optional(),
  shift: z.enum(SHIFTS).optional(),
  isActive: z.boolean().optional(),
  password: z
    .union([z.literal(''), ZNewPassword])
    .optional()
    .transform(emptyToUndefined),
  photo: ZPhotoUpload,
});
export type UpdateUserInput = z.infer<typeof ZUpdateUserInput>;

/** What pickers and filters need of a staff member (any signed-in user may read it). */
export const ZStaffOption = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  role: ZRole,
  color: z.string(),
  shift: z.enum(SHIFTS),
  isActive: z.boolean(),
});
export type StaffOption = z.infer<typeof ZStaffOption>;
