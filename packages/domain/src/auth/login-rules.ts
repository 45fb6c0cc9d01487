/**
 * The sign-in form's checks without zod: the sign-in page is in the app's main chunk, which a phone
 * evaluates before every first screen, and zod would cost it some 25 kB and a fifth of that work.
 * `ZLoginInput` (auth.schemas.ts) checks the same on the server; a test holds the two together.
 */
export const AUTH_TEXT = {
  invalidEmail: 'Email inválido',
  shortPassword: 'Senha deve ter pelo menos 6 caracteres',
  longPassword: 'Senha longa demais',
  newPasswordTooShort: 'A senha deve ter pelo menos 8 caracteres',
} as const;

export const LOGIN_LIMITS = { emailMax: 255, passwordMin: 6, passwordMax: 200 } as const;

/** zod's email pattern (`z.regexes.email`, which `z.string().email()` uses): auth.schemas.test.ts compares them. */
// eslint-disable-next-line no-useless-escape -- written as zod writes it, so the test compares the two letter for letter
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export interface LoginValues {
  email: string;
  password: string;
}

/** What is wrong with a sign-in, field by field (empty when nothing is), in ZLoginInput's words. */
export function loginProblems({ email, password }: LoginValues): Partial<Record<keyof LoginValues, string>> {
  const problems: Partial<Record<keyof LoginValues, string>> = {};
  const trimmed = email.trim();
  if (!EMAIL_PATTERN.test(trimmed) || trimmed.length > LOGIN_LIMITS.emailMax) problems.email = AUTH_TEXT.invalidEmail;
  if (password.length < LOGIN_LIMITS.passwordMin) problems.password = AUTH_TEXT.shortPassword;
  else if (password.length > LOGIN_LIMITS.passwordMax) problems.password = AUTH_TEXT.longPassword;
  return problems;
}
