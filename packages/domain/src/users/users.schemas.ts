import { z } from 'zod';

import { ZRole } from '../auth/roles';
import { ZNewPassword } from '../auth/auth.schemas';
import { ZIsoDate } from '../common/dates';

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
});
export type User = z.infer<typeof ZUser>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo de ${max} caracteres`)
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** Registration / user creation payload (the confirmation never reaches the server). */
export const ZRegisterInput = z.object({
  email: z.string().trim().toLowerCase().email('Email inválido').max(255),
  password: ZNewPassword,
  firstName: z.string().trim().min(1, 'Nome é obrigatório').max(100),
  lastName: z.string().trim().min(1, 'Sobrenome é obrigatório').max(100),
  birthDate: ZIsoDate.nullish(),
  cpf: optionalText(14),
  rg: optionalText(20),
  crefito: optionalText(50),
  phone: optionalText(20),
  address: optionalText(500),
  gender: z.enum(GENDERS).nullish(),
  role: ZRole.default('physiotherapist'),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Cor inválida (use #rrggbb)')
    .default(DEFAULT_COLOR),
  shift: z.enum(SHIFTS).default('integral'),
  isActive: z.boolean().default(true),
});
export type RegisterInput = z.infer<typeof ZRegisterInput>;
