import { useTestDatabase } from '@clinic/db/test-hooks';
import { LEAD_IMPORT_MAX_ROWS, type LeadImportInput, type LeadInput, type Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { callerFor, expectIssue, seedUser } from '../../testing';

const tdb = useTestDatabase();

const logs = () => tdb.db.selectFrom('systemLogs').selectAll().orderBy('id').execute();
const leads = () => tdb.db.selectFrom('leads').select(['name', 'whatsapp', 'origin', 'date', 'status']).orderBy('id').execute();

async function as(role: Role = 'recepcionista') {
  const user = await seedUser(tdb.db, { role });
  return { user, api: callerFor(tdb.db, user) };
}

type Row = LeadImportInput['rows'][number];
const ana = { name: 'Ana Souza', whatsapp: '(11) 98765-4321', origin: 'instagram', date: '2026-05-01' } satisfies LeadInput;
const bia: Row = { name: 'Bia Lima', whatsapp: '21 3456-7890', origin: 'google', date: '02/05/2026' };
const carla: Row = { name: 'Carla Dias', whatsapp: 31999990000, origin: 'FB ENDOMETRIOSE', date: 46152 };

describe('leads import: check (dry run)', () => {
  it('answers the problems row by row and the numbers already stored, writing nothing', async () => {
    const { api } = await as();
    await api.leads.create({ ...ana, name: 'Ana Antiga' });
    const result = await api.leads.checkImport({
      rows: [ana, bia, { ...bia, name: 'Bia de novo' }, { name: '', whatsapp: '123', origin: 'x', date: '31/02/2026' }, carla],
    });
    expect(result).toEqual({
      total: 5,
      valid: 4,
      invalid: 1,
      duplicates: 2,
      rows: [
        { row: 1, errors: [], duplicate: 'existing' },
        { row: 3, errors: [], duplicate: 'file' },
        {
          row: 4,
          errors: [
            { field: 'name', message: 'Nome é obrigatório' },
            { field: 'whatsapp', message: 'Formato inválido. Use: (xx) xxxxx-xxxx' },
            { field: 'date', message: 'Data inválida (use dd/mm/aaaa ou aaaa-mm-dd)' },
          ],
          duplicate: null,
        },
      ],
      existingWhatsapps: ['(11) 98765-4321'],
    });
    expect(await leads()).toHaveLength(1);
    expect((await logs()).map((l) => l.action)).toEqual(['create']);
  });
});

describe('leads import', () => {
  it('imports normalised rows in one go, skips duplicates by default and logs once with the counts', async () => {
    const { user, api } = await as('lider');
    await api.leads.create({ ...ana, name: 'Ana Antiga' });
    const result = await api.leads.import({ rows: [ana, bia, { ...bia, name: 'Bia de novo' }, carla] });
    expect(result).toEqual({
      imported: 2,
      duplicates: 2,
      skippedDuplicates: true,
      description: 'Importou 2 leads (2 duplicados ignorados)',
    });
    expect(await leads()).toEqual([
      { name: 'Ana Antiga', whatsapp: '(11) 98765-4321', origin: 'instagram', date: '2026-05-01', status: 'PENDENTE' },
      { name: 'Bia Lima', whatsapp: '(21) 3456-7890', origin: 'google', date: '2026-05-02', status: 'PENDENTE' },
      { name: 'Carla Dias', whatsapp: '(31) 99999-0000', origin: 'FB ENDOMETRIOSE', date: '2026-05-10', status: 'PENDENTE' },
    ]);
    const importLogs = (await logs()).filter((l) => l.action === 'import');
    expect(importLogs).toEqual([
      expect.objectContaining({
        userId: user.id,
        action: 'import',
        entity: 'lead',
        entityId: null,
        description: 'Importou 2 leads (2 duplicados ignorados)',
        ipAddress: '203.0.113.7',
        userAgent: 'vitest',
      }),
    ]);
    expect((await logs()).length).toBe(2);
    // The list and its search see the imported rows (the generated search column is filled).
    expect(await api.leads.list({ search: '3456' })).toMatchObject([{ name: 'Bia Lima' }]);
  });

  it('imports duplicates too when asked', async () => {
    const { api } = await as('admin');
    await api.leads.create(ana);
    const result = await api.leads.import({ rows: [ana, ana, bia], skipDuplicates: false });
    expect(result).toMatchObject({ imported: 3, duplicates: 2, description: 'Importou 3 leads (2 duplicados incluídos)' });
    expect(await leads()).toHaveLength(4);
  });

  it('refuses the whole file on one bad row, naming the rows and reasons; nothing is written', async () => {
    const { api } = await as();
    const rows = [ana, bia, { ...carla, whatsapp: '99' }, { ...ana, whatsapp: '(41) 91234-5678', date: '' }];
    const error = await api.leads.import({ rows }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    const issues = (error as { cause: { issues: { path: (string | number)[]; message: string }[] } }).cause.issues;
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [
        'rows',
        '2 linhas inválidas; nada foi importado. Linha 3: WhatsApp: Formato inválido. Use: (xx) xxxxx-xxxx; ' +
          'Linha 4: Data: Data é obrigatória.',
      ],
      ['rows.2.whatsapp', 'Linha 3: WhatsApp: Formato inválido. Use: (xx) xxxxx-xxxx'],
      ['rows.3.date', 'Linha 4: Data: Data é obrigatória'],
    ]);
    expect(await leads()).toEqual([]);
    expect(await logs()).toEqual([]);
  });

  it(`answers 400 beyond ${LEAD_IMPORT_MAX_ROWS} rows, on no rows and on bad bodies`, async () => {
    const { api } = await as();
    const many = Array.from({ length: LEAD_IMPORT_MAX_ROWS + 1 }, () => ana);
    await expectIssue(api.leads.import({ rows: many }), 'Máximo de 5.000 linhas por importação. Divida o arquivo.');
    await expectIssue(api.leads.checkImport({ rows: many }), 'Máximo de 5.000 linhas por importação. Divida o arquivo.');
    await expectIssue(api.leads.import({ rows: [] }), 'Nenhuma linha para importar');
    await expectIssue(api.leads.import({} as LeadImportInput), 'Envie as linhas da planilha em "rows"');
    await expectIssue(api.leads.import({ rows: [{ ...ana, name: { x: 1 } }] } as never), 'Valor inválido: use texto ou número');
    await expect(api.leads.import({ rows: [ana], skipDuplicates: 'sim' } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await leads()).toEqual([]);
  });

  it.each<Role>(['physiotherapist', 'financeiro'])('refuses %s (403)', async (role) => {
    const { api } = await as(role);
    await expect(api.leads.import({ rows: [ana] })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(api.leads.checkImport({ rows: [ana] })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await leads()).toEqual([]);
  });

  it.each<Role>(['admin', 'manager', 'recepcionista', 'lider'])('lets %s import', async (role) => {
    const { api } = await as(role);
    expect(await api.leads.import({ rows: [ana] })).toMatchObject({ imported: 1 });
  });

  it('imports 5,000 rows in chunks, in seconds', async () => {
    const { api } = await as();
    await api.leads.create({ ...ana, whatsapp: '(11) 90000-0007' });
    const rows: Row[] = Array.from({ length: LEAD_IMPORT_MAX_ROWS }, (_, i) => ({
      name: `Paciente Importada ${i + 1}`,
      whatsapp: `119${String(i).padStart(8, '0')}`,
      origin: i % 2 ? 'FB INCONTINÊNCIA URINÁRIA' : 'instagram',
      date: `${String((i % 28) + 1).padStart(2, '0')}/04/2026`,
    }));
    const checkStart = performance.now();
    const check = await api.leads.checkImport({ rows });
    const checkMs = performance.now() - checkStart;
    expect(check).toMatchObject({ total: 5000, valid: 5000, duplicates: 1, existingWhatsapps: ['(11) 90000-0007'] });
    const start = performance.now();
    const result = await api.leads.import({ rows });
    const ms = performance.now() - start;
    console.info(`[${process.env.TEST_DB}] 5,000-row import: check ${Math.round(checkMs)} ms, import ${Math.round(ms)} ms`);
    expect(result).toMatchObject({ imported: 4999, duplicates: 1 });
    expect(ms).toBeLessThan(60_000);
    expect(await api.leads.summary({})).toMatchObject({ total: 5000, pending: 5000 });
    expect((await logs()).filter((l) => l.action === 'import')).toHaveLength(1);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('simultaneous imports on PostgreSQL', () => {
  it('four imports of one file at once, by four people, take turns: each number goes in once', async () => {
    // Four people (one person's second import while the first runs is refused: leads-import-turns).
    const users = await Promise.all(Array.from({ length: 4 }, async () => (await as()).user));
    const rows: Row[] = Array.from({ length: 2000 }, (_, i) => ({ ...ana, whatsapp: `219${String(i).padStart(8, '0')}` }));
    const results = await Promise.all(users.map((user) => callerFor(tdb.db, user).leads.import({ rows })));
    expect(results.map((r) => r.imported).sort()).toEqual([0, 0, 0, 2000]);
    expect(await leads()).toHaveLength(2000);
    expect((await logs()).map((l) => l.description).sort()).toEqual([
      'Importou 0 leads (2.000 duplicados ignorados)',
      'Importou 0 leads (2.000 duplicados ignorados)',
      'Importou 0 leads (2.000 duplicados ignorados)',
      'Importou 2.000 leads',
    ]);
  });
});
