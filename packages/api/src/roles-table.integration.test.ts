/**
 * The Roles table, enforced as a table: every procedure declares who may call it, the declaration
 * agrees with docs/CONTRACT.md's table, and calling every procedure as every role (and signed out)
 * is refused exactly where the table says so. The REST side is walked in apps/server.
 */
import { useTestDatabase } from '@clinic/db/test-hooks';
import { PERMISSIONS, PERMISSION_NAMES, ROLES, type Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { appRouter } from './root';
import { PROCEDURE_ROWS, expectedCallers, parseRolesTable } from './testing/roles-table';
import { callerFor, seedUser } from './testing';
import type { ProcedureMeta } from './trpc';

type AnyProcedure = { _def: { type: 'query' | 'mutation'; meta?: ProcedureMeta } };
const procedures = Object.entries((appRouter._def as unknown as { procedures: Record<string, AnyProcedure> }).procedures);

const tdb = useTestDatabase({ reset: false });

describe('the Roles table', () => {
  it("is the one in packages/domain, row for row and role for role", () => {
    const table = parseRolesTable();
    const declared = new Map(PERMISSION_NAMES.map((name) => [PERMISSIONS[name].row as string, new Set<Role>(PERMISSIONS[name].roles)]));
    expect(declared).toEqual(table);
    expect(table.get('system logs: see')).toEqual(new Set(['admin', 'manager']));
  });

  it('every procedure declares its access, and it is the row the table gives it', () => {
    expect(procedures.length).toBeGreaterThan(60);
    const undeclared = procedures.filter(([, p]) => p._def.meta?.access === undefined).map(([path]) => path);
    expect(undeclared, 'procedures without meta.access').toEqual([]);
    expect(procedures.map(([path]) => path).sort()).toEqual(Object.keys(PROCEDURE_ROWS).sort());
    const declaredRows = Object.fromEntries(
      procedures.map(([path, p]) => {
        const access = p._def.meta!.access!;
        return [path, access === 'public' || access === 'signedIn' ? access : PERMISSIONS[access].row];
      }),
    );
    expect(declaredRows).toEqual(PROCEDURE_ROWS);
  });

  it('refuses every procedure to exactly the roles the table leaves out, before reading any input', async () => {
    const users = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await seedUser(tdb.db, { role })] as const)));
    const mismatches: string[] = [];
    for (const [path, procedure] of procedures) {
      const expected = expectedCallers(path);
      for (const role of [...ROLES, null]) {
        const caller = callerFor(tdb.db, role ? users[role]! : null) as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>;
        const [group, name] = path.split('.') as [string, string];
        // A string where every procedure wants an object (or nothing): whoever gets past the
        // access check is stopped by validation, so nothing is written.
        const code = await caller[group]![name]!('not an object').then(
          () => 'OK',
          (error: { code?: string }) => error.code ?? 'ERROR',
        );
        const allowed = expected === 'anyone' || (role !== null && expected.has(role));
        const refusal = role === null ? 'UNAUTHORIZED' : 'FORBIDDEN';
        const got = code === refusal ? 'refused' : 'allowed';
        if (got !== (allowed ? 'allowed' : 'refused')) {
          mismatches.push(`${path} (${procedure._def.type}) as ${role ?? 'signed out'}: ${code}, table says ${allowed ? 'allowed' : 'refused'}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
