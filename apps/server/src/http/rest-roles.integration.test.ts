/**
 * The Roles table over REST: every operation of /api/openapi.json, called as every role and signed
 * out, is refused (403 / 401 with the house body) exactly where docs/CONTRACT.md's table says so.
 * The procedures' side is walked in packages/api (roles-table.integration.test.ts).
 */
import { procedureOfRestOperation } from '@clinic/api';
import { PROCEDURE_ROWS, expectedCallers } from '@clinic/api/roles-table';
import { ROLES, type Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { SIGNATURE_CREDENTIAL } from './openapi-docs';
import { RestClient, signedInClient } from '../testing/test-server';

const { tdb, server } = useTestServer({ reset: false });

interface Operation {
  method: string;
  path: string;
  procedure: string;
}

async function operations(): Promise<Operation[]> {
  const doc = (await new RestClient(server.baseUrl).get('/api/openapi.json')).body as {
    paths: Record<string, Record<string, { operationId: string; [SIGNATURE_CREDENTIAL]?: boolean }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    // The webhook's credential is Meta's signature, not a role (rest-whatsapp.integration.test.ts).
    Object.entries(methods).filter(([, op]) => !op[SIGNATURE_CREDENTIAL]).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      procedure: procedureOfRestOperation(method, path) ?? op.operationId,
    })),
  );
}

describe('the Roles table over REST', () => {
  it('answers every operation to every role as the table says', async () => {
    // Sign-out goes last: it ends the session the other calls ride on.
    const ops = (await operations()).sort((a, b) => Number(a.procedure === 'auth.logout') - Number(b.procedure === 'auth.logout'));
    expect(ops.length).toBeGreaterThan(60);
    const documented = new Set(Object.keys(PROCEDURE_ROWS));
    expect(ops.filter((op) => !documented.has(op.procedure)).map((op) => op.procedure)).toEqual([]);

    const clients = new Map<Role | null, RestClient>([[null, new RestClient(server.baseUrl)]]);
    for (const role of ROLES) clients.set(role, (await signedInClient(server, tdb.db, role)).client);

    const mismatches: string[] = [];
    for (const op of ops) {
      const expected = expectedCallers(op.procedure);
      for (const [role, client] of clients) {
        // An id nobody has (not the admin's, whom a manager may not touch) and a JSON string as
        // the body: past the access check, validation or a 404 stops it, so nothing is written.
        const url = `/api${op.path.replace(/\{[^}]+\}/g, '999999')}`;
        const body = op.method === 'GET' || op.method === 'DELETE' ? undefined : '"not an object"';
        const reply = await client.request(op.method, url, body);
        const allowed = expected === 'anyone' || (role !== null && expected.has(role));
        const refusedWith = role === null ? 401 : 403;
        if (reply.status === refusedWith) {
          expect(reply.body).toMatchObject({ code: role === null ? 'UNAUTHORIZED' : 'FORBIDDEN', message: expect.any(String) });
        }
        if (allowed === (reply.status === refusedWith) || reply.status >= 500) {
          mismatches.push(`${op.method} ${op.path} as ${role ?? 'signed out'}: ${reply.status}, table says ${allowed ? 'allowed' : 'refused'}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
