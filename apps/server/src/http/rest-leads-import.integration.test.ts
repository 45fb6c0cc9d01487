import type { Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient, signedInClient } from '../testing/test-server';

const { tdb, server } = useTestServer();

async function signedIn(role: Role = 'recepcionista') {
  const { client: c, user } = await signedInClient(server, tdb.db, role);
  return { c, user };
}

const ana = { name: 'Ana Souza', whatsapp: '(11) 98765-4321', origin: 'FB ENDOMETRIOSE', date: '2026-05-01' };
const bia = { name: 'Bia Lima', whatsapp: '21934567890', origin: 'google', date: '03/05/2026' };

describe('leads import over REST', () => {
  it('documents POST /leads/import and /leads/import/check', async () => {
    const doc = (await new RestClient(server.baseUrl).get('/api/openapi.json')).body;
    const paths = doc.paths as Record<string, Record<string, { description?: string }>>;
    const at = (p: string) => paths[p] ?? paths[`/api${p}`];
    expect(Object.keys(at('/leads/import')!)).toEqual(['post']);
    expect(Object.keys(at('/leads/import/check')!)).toEqual(['post']);
    expect(at('/leads/import')!.post!.description).toContain('skipDuplicates');
  });

  it('checks, then imports in one go; duplicates skipped by default; the rows are in the list', async () => {
    const { c } = await signedIn('lider');
    await c.post('/api/leads', ana);
    const rows = [ana, bia, { ...bia, name: 'Bia Repetida' }];

    const check = await c.post('/api/leads/import/check', { rows });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({
      total: 3,
      valid: 3,
      invalid: 0,
      duplicates: 2,
      rows: [
        { row: 1, errors: [], duplicate: 'existing' },
        { row: 3, errors: [], duplicate: 'file' },
      ],
      existingWhatsapps: ['(11) 98765-4321'],
    });

    const imported = await c.post('/api/leads/import', { rows });
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({
      imported: 1,
      duplicates: 2,
      skippedDuplicates: true,
      description: 'Importou 1 lead (2 duplicados ignorados)',
    });
    const list = await c.get('/api/leads');
    expect(list.body.map((l: { name: string; whatsapp: string; date: string }) => [l.name, l.whatsapp, l.date])).toEqual([
      ['Bia Lima', '(21) 93456-7890', '2026-05-03'],
      ['Ana Souza', '(11) 98765-4321', '2026-05-01'],
    ]);
    const log = await tdb.db.selectFrom('systemLogs').selectAll().where('action', '=', 'import').execute();
    expect(log).toMatchObject([{ entity: 'lead', entityId: null, description: 'Importou 1 lead (2 duplicados ignorados)' }]);

    const kept = await c.post('/api/leads/import', { rows: [bia], skipDuplicates: false });
    expect(kept.body).toMatchObject({ imported: 1, duplicates: 1, skippedDuplicates: false });
    // A string 'false' (as form tools send it) means false, never a truthy string.
    const asText = await c.post('/api/leads/import', { rows: [bia], skipDuplicates: 'false' });
    expect(asText.body).toMatchObject({ imported: 1, duplicates: 1, skippedDuplicates: false });
  });

  it('answers 400 with {message, code, issues} naming the bad rows; nothing is written', async () => {
    const { c } = await signedIn();
    const bad = await c.post('/api/leads/import', { rows: [ana, { ...bia, whatsapp: '123' }, { ...bia, date: 'amanhã' }] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'BAD_REQUEST',
      message:
        '2 linhas inválidas; nada foi importado. Linha 2: WhatsApp: Formato inválido. Use: (xx) xxxxx-xxxx; ' +
        'Linha 3: Data: Data inválida (use dd/mm/aaaa ou aaaa-mm-dd).',
    });
    expect(bad.body.issues.slice(1)).toMatchObject([
      { path: ['rows', 1, 'whatsapp'], message: 'Linha 2: WhatsApp: Formato inválido. Use: (xx) xxxxx-xxxx' },
      { path: ['rows', 2, 'date'], message: 'Linha 3: Data: Data inválida (use dd/mm/aaaa ou aaaa-mm-dd)' },
    ]);
    expect((await c.get('/api/leads')).body).toEqual([]);

    for (const [path, body, message] of [
      ['/api/leads/import', {}, 'Envie as linhas da planilha em "rows"'],
      ['/api/leads/import', { rows: [] }, 'Nenhuma linha para importar'],
      ['/api/leads/import', { rows: 'x' }, 'Envie as linhas da planilha em "rows"'],
      ['/api/leads/import', { rows: [ana], skipDuplicates: 'yes' }, 'skipDuplicates deve ser true ou false'],
      ['/api/leads/import/check', { rows: [{ name: [1] }] }, 'Valor inválido: use texto ou número'],
      ['/api/leads/import', { rows: Array.from({ length: 5001 }, () => ana) }, 'Máximo de 5.000 linhas por importação. Divida o arquivo.'],
      ['/api/leads/import/check', { rows: Array.from({ length: 5001 }, () => ana) }, 'Máximo de 5.000 linhas por importação. Divida o arquivo.'],
    ] as const) {
      const reply = await c.post(path, body);
      expect([path, reply.status, reply.body.code]).toEqual([path, 400, 'BAD_REQUEST']);
      if (message) expect(reply.body.message).toBe(message);
    }
    const broken = await c.request('POST', '/api/leads/import', '{"rows": [', { 'content-type': 'application/json' });
    expect(broken.status).toBe(400);
    const huge = await c.post('/api/leads/import', { rows: Array.from({ length: 5000 }, () => ({ ...ana, origin: 'x'.repeat(2_400) })) });
    expect([huge.status, huge.body.message]).toEqual([413, 'Os dados enviados são grandes demais.']);
    expect(await tdb.db.selectFrom('systemLogs').selectAll().where('action', '=', 'import').execute()).toEqual([]);
  });

  it('403 for physiotherapist and financeiro; 401 without a session', async () => {
    for (const role of ['physiotherapist', 'financeiro'] as const) {
      const { c } = await signedIn(role);
      for (const path of ['/api/leads/import', '/api/leads/import/check']) {
        const reply = await c.post(path, { rows: [ana] });
        expect([role, path, reply.status, reply.body.message]).toEqual([role, path, 403, 'Você não tem permissão para realizar esta ação.']);
      }
    }
    expect((await new RestClient(server.baseUrl).post('/api/leads/import', { rows: [ana] })).status).toBe(401);
    expect((await tdb.db.selectFrom('leads').selectAll().execute()).length).toBe(0);
  });

  it('takes the 5,000 rows it promises with every field at its longest, over REST and tRPC; other paths keep 1 MiB', async () => {
    const { c } = await signedIn('recepcionista');
    // 200-character names and 500-character origins with accents (2 bytes each in UTF-8): ~7 MB.
    const longest = (i: number) => ({
      name: `Conceição ${i} `.padEnd(200, 'ã'),
      whatsapp: `(11) 9${String(1000_0000 + i).slice(1, 5)}-${String(i).padStart(4, '0')}`,
      origin: `FB ENDOMETRIOSE pós-parto ${i} `.padEnd(500, 'é'),
      date: '2026-05-01',
    });
    const rows = Array.from({ length: 5000 }, (_, i) => longest(i));
    expect(Buffer.byteLength(JSON.stringify({ rows }))).toBeGreaterThan(6_000_000);
    const check = await c.post('/api/leads/import/check', { rows });
    expect([check.status, check.body.valid]).toEqual([200, 5000]);
    const imported = await c.post('/api/leads/import', { rows });
    expect([imported.status, imported.body.imported]).toEqual([200, 5000]);
    const again = await c.post('/trpc/leads.checkImport', { rows });
    expect([again.status, again.text.slice(0, 300)]).toEqual([200, expect.stringContaining('"duplicates":5000')]);
    // Everything else keeps the 1 MiB limit, with or without a Content-Length.
    const big = { name: 'x'.repeat(1_100_000) };
    expect((await c.post('/api/leads', big)).status).toBe(413);
    expect((await c.post('/trpc/leads.create', big)).status).toBe(413);
    expect((await c.post('/trpc/leads.checkImport,leads.create?batch=1', { 0: { rows: [ana] }, 1: big })).status).toBe(413);
    const chunked = await fetch(`${server.baseUrl}/api/leads`, {
      method: 'POST',
      headers: { cookie: c.cookie, 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toMatchObject({ message: 'Os dados enviados são grandes demais.' });
  }, 120_000);
});
