import type { UserRow } from '@clinic/db';
import type { User } from '@clinic/domain';

/** The user as it leaves the server: explicit fields, never the password hash. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    cpf: row.cpf,
    rg: row.rg,
    crefito: row.crefito,
    phone: row.phone,
    address: row.address,
    gender: row.gender as User['gender'],
    role: row.role as User['role'],
    photo: row.photo,
    color: row.color,
    shift: row.shift as User['shift'],
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}
