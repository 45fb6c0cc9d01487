import type { UserRow } from '@clinic/db';
import { type Role, ZRole } from '@clinic/domain';

/** The signed-in user as procedures and services see it: who, and what they may do. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
}

/** The role column holds only ROLES (a check constraint); the zod enum checks it rather than a cast. */
export const roleOf = (row: Pick<UserRow, 'role'>): Role => ZRole.parse(row.role);

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: roleOf(row),
    isActive: row.isActive,
  };
}
