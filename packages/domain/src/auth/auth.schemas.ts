import { z } from 'zod';

export const AUTH_TEXT = {
  invalidEmail: 'Email inválido',
  shortPassword: 'Senha deve ter pelo menos 6 caracteres',
  newPasswordTooShort: 'A senha deve ter pelo menos 8 caracteres',
} as const;

/** Minimum length of a password chosen now (the sign-in hint keeps the spec's 6). */
export const NEW_PASSWORD_MIN_LENGTH = 8;

export const ZLoginInput = z.object({
  email: z.string().trim().email(AUTH_TEXT.invalidEmail).max(255, AUTH_TEXT.invalidEmail),
  password: z.string().min(6, AUTH_TEXT.shortPassword).max(200, 'Senha longa demais'),
});
export type LoginInput = z.infer<typeof ZLoginInput>;

/** A password being set (register, user form, reset). Commonness is checked on the server. */
export const ZNewPassword = z
  .string()
  .min(NEW_PASSWORD_MIN_LENGTH, AUTH_TEXT.newPasswordTooShort)
  .max(200, 'Senha longa demais');
