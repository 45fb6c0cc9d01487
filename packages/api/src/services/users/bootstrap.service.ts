import { randomBytes } from 'node:crypto';

import type { Database, Kysely } from '@clinic/db';
import { NEW_PASSWORD_MIN_LENGTH } from '@clinic/domain';

import { createFirstUser } from './create-user.service';

export interface FirstAdmin {
  email: string;
  /** Present only when it was generated here: print it once, it is stored only as a hash. */
  generatedPassword?: string;
}

/**
 * On an empty users table, creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, or with a
 * generated password. Returns undefined when users already exist.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  options: { email?: string; password?: string },
): Promise<FirstAdmin | undefined> {
  const email = (options.email ?? 'admin@clinica.local').trim().toLowerCase();
  const generatedPassword = options.password ? undefined : randomBytes(12).toString('base64url');
  const password = options.password ?? generatedPassword!;
  if (password.length < NEW_PASSWORD_MIN_LENGTH) {
    throw new Error(`ADMIN_PASSWORD precisa de pelo menos ${NEW_PASSWORD_MIN_LENGTH} caracteres`);
  }
  const created = await createFirstUser(
    db,
    { userId: null, ipAddress: null, userAgent: 'inicialização do servidor' },
    {
      email,
      password,
      firstName: 'Administrador',
      lastName: 'da Clínica',
      role: 'admin',
      color: '#498ef2',
      shift: 'integral',
      isActive: true,
    },
  );
  return created ? { email: created.email, generatedPassword } : undefined;
}
