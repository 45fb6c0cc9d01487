import { useTestDatabase } from '@clinic/db/test-hooks';
import type { Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { callerFor, expectIssue, seedUser } from '../../testing';

const tdb = useTestDatabase();

const logs = () => tdb.db.selectFrom('systemLogs').selectAll().orderBy('id').execute();
const input = {
  title: '  Novembro  ',
  dateRange: 'last_7_days' as const,
  startDate: '2026-11-01',
  endDate: '2026-11-07',
  totalSpend: 1234.567,
  totalLeads: 20,
  costPerLead: 61.73,
  accountsData: [
    { accountName: 'Clínica Centro', accountId: 'act_1', totalSpend: 1000, totalLeads: 20 },
    { accountName: 'Clínica Sul', accountId: 'act_2', totalSpend: 234.57, totalLeads: 0 },
  ],
  keywordData: { ENDOMETRIOSE: 4, DIÁSTASE: 0 },
};

describe('saved consolidated reports', () => {
  it('saves with a text id, the saved period naming and money as decimals, lists, reads and deletes, logging each', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const api = callerFor(tdb.db, admin);
    const saved = await api.consolidatedReports.save(input);
    expect(saved).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Novembro',
      dateRange: 'last_7d',
      startDate: '2026-11-01',
      endDate: '2026-11-07',
      totalSpend: '1234.57',
      totalLeads: 20,
      costPerLead: '61.73',
      accountsData: input.accountsData,
      keywordData: input.keywordData,
      createdBy: admin.id,
      createdAt: expect.any(String),
    });
    // Stored as numeric(10,2), never a float.
    const raw = await tdb.db.selectFrom('consolidatedReports').select(['totalSpend', 'costPerLead']).executeTakeFirstOrThrow();
    expect(raw).toEqual({ totalSpend: '1234.57', costPerLead: '61.73' });

    const { accountsData: _a, keywordData: _k, ...listItem } = saved;
    expect(await api.consolidatedReports.list()).toEqual([listItem]);
    expect(await api.consolidatedReports.get({ id: saved.id })).toEqual(saved);

    await api.consolidatedReports.delete({ id: saved.id });
    expect(await api.consolidatedReports.list()).toEqual([]);
    const rows = await logs();
    expect(rows.map((r) => [r.action, r.entity, r.userId])).toEqual([
      ['create', 'report', admin.id],
      ['delete', 'report', admin.id],
    ]);
    expect(rows[0]?.description).toBe(
      `Relatório consolidado "Novembro" salvo (Últimos 7 dias (01/11/2026 a 07/11/2026); gasto R$\u00a01.234,57, 20 leads) [id ${saved.id}]`,
    );
    expect(rows[1]?.description).toBe(`Relatório consolidado "Novembro" excluído [id ${saved.id}]`);
  });

  it('keeps the saved naming when it is sent, and a custom period with its dates', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'financeiro' }));
    expect((await api.consolidatedReports.save({ ...input, dateRange: 'last_90d' })).dateRange).toBe('last_90d');
    expect((await api.consolidatedReports.save({ ...input, totalSpend: '10.5', costPerLead: '0' })).totalSpend).toBe('10.50');
    const custom = await api.consolidatedReports.save({ ...input, dateRange: 'custom', startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(custom).toMatchObject({ dateRange: 'custom', startDate: '2026-10-01', endDate: '2026-10-31' });
    const noDates = await api.consolidatedReports.save({ ...input, startDate: null, endDate: null });
    expect(noDates).toMatchObject({ startDate: null, endDate: null });
  });

  it('refuses a blank title, a bad period, float-breaking money and custom without dates (400), writing nothing', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin' }));
    await expectIssue(api.consolidatedReports.save({ ...input, title: '   ' }), 'Título é obrigatório');
    await expectIssue(api.consolidatedReports.save({ ...input, dateRange: 'weekly' as never }), 'Período inválido');
    await expectIssue(api.consolidatedReports.save({ ...input, totalSpend: -5 }), 'Valor inválido');
    await expectIssue(api.consolidatedReports.save({ ...input, totalSpend: 1e12 }), 'Valor inválido');
    await expectIssue(
      api.consolidatedReports.save({ ...input, dateRange: 'custom', startDate: null, endDate: null }),
      'Informe a data inicial e a data final do período personalizado',
    );
    expect(await api.consolidatedReports.list()).toEqual([]);
    expect(await logs()).toEqual([]);
  });

  it("answers 404 'Relatório não encontrado' for a report that does not exist", async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'lider' }));
    await expect(api.consolidatedReports.get({ id: 'nao-existe' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Relatório não encontrado',
    });
    await expect(api.consolidatedReports.delete({ id: 'nao-existe' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets admin, manager, financeiro and lider work saved reports; physiotherapist and recepcionista get 403', async () => {
    for (const role of ['admin', 'manager', 'financeiro', 'lider'] as Role[]) {
      const api = callerFor(tdb.db, await seedUser(tdb.db, { role }));
      const saved = await api.consolidatedReports.save({ ...input, title: role });
      expect(await api.consolidatedReports.get({ id: saved.id })).toMatchObject({ title: role });
    }
    const [first] = await callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin' })).consolidatedReports.list();
    for (const role of ['physiotherapist', 'recepcionista'] as Role[]) {
      const api = callerFor(tdb.db, await seedUser(tdb.db, { role }));
      await expect(api.consolidatedReports.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(api.consolidatedReports.get({ id: first!.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(api.consolidatedReports.save(input)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(api.consolidatedReports.delete({ id: first!.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect(callerFor(tdb.db, null).consolidatedReports.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
