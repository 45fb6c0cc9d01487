import { z } from 'zod';

import { AUTH_TEXT, LOGIN_LIMITS } from './login-rules';
import { ROLES } from './roles';

export const ZRole = z.enum(ROLES, { error: 'Cargo inválido' });

/** Minimum length of a password chosen now (the sign-in hint keeps the spec's 6). */
export const NEW_PASSWORD_MIN_LENGTH = 8;

export const ZLoginInput = z.object({
  email: z.string().trim().email(AUTH_TEXT.invalidEmail).max(LOGIN_LIMITS.emailMax, AUTH_TEXT.invalidEmail),
  password: z.string().min(LOGIN_LIMITS.passwordMin, AUTH_TEXT.shortPassword).max(LOGIN_LIMITS.passwordMax, AUTH_TEXT.longPassword),
});
export type LoginInput = z.infer<typeof ZLoginInput>;

/** A password being set (register, user form, reset). Commonness is checked on the server. */
export const ZNewPassword = z
  .string()
  .min(NEW_PASSWORD_MIN_LENGTH, AUTH_TEXT.newPasswordTooShort)
  .max(LOGIN_LIMITS.passwordMax, AUTH_TEXT.longPassword);
