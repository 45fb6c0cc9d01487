import { createRequire } from 'node:module';

import type * as CommonLanguage from '@zxcvbn-ts/language-common';
import argon2 from 'argon2';

import { AppError } from '../../errors';

/** Passwords Brazilian users pick often that the English-centred list misses. */
const COMMON_PT_BR = [
  'senha123',
  'senha1234',
  'senha12345',
  'mudar123',
  'mudar1234',
  'trocar123',
  'brasil123',
  'clinica123',
  'fisio123',
  'fisioterapia',
  'admin123',
  'admin1234',
  'abcd1234',
  'qwer1234',
];

let commonPasswords: Set<string> | undefined;

function isCommonPassword(password: string): boolean {
  // The word lists (~0.4 MB of JavaScript) are loaded on the first new password, not at start-up.
  commonPasswords ??= new Set([...loadCommonLanguage().dictionary['passwords-common'], ...COMMON_PT_BR]);
  return commonPasswords.has(password.toLowerCase());
}

function loadCommonLanguage(): typeof CommonLanguage {
  return createRequire(import.meta.url)('@zxcvbn-ts/language-common') as typeof CommonLanguage;
}

/**
 * A new password must not be among the most common ones, nor the e-mail itself.
 * Length is checked by the input schema (ZNewPassword) before this runs.
 */
export function assertAcceptablePassword(password: string, email?: string): void {
  const lowered = password.toLowerCase();
  const local = email?.toLowerCase().split('@')[0];
  if (isCommonPassword(password) || lowered === email?.toLowerCase() || (local && lowered === local)) {
    throw new AppError('WEAK_PASSWORD');
  }
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password; with no stored hash it still spends the same time on a dummy hash,
 * so an unknown e-mail cannot be told apart by how long the answer takes.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy-password-for-timing');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(storedHash, password);
  } catch {
    return false;
  }
}
