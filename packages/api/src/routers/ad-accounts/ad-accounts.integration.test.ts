import { useTestDatabase } from '@clinic/db/test-hooks';
import type { Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { callerFor, expectIssue, seedUser } from '../../testing';

const tdb = useTestDatabase();

const logs = () => tdb.db.selectFrom('systemLogs').selectAll().orderBy('id').execute();

describe('ad accounts procedures', () => {
  it('creates, lists, gets, edits and deactivates an account, logging each change', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const api = callerFor(tdb.db, admin);
    const account = await api.adAccounts.create({ accountNumber: ' act_1029384756 ', name: ' Clínica Principal ', description: '' });
    expect(account).toMatchObject({ accountNumber: '1029384756', name: 'Clínica Principal', description: null, isActive: true });
    expect(account.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await api.adAccounts.list()).toEqual([account]);
    expect(await api.adAccounts.get({ id: account.id })).toEqual(account);

    const edited = await api.adAccounts.update({ id: account.id, name: 'Clínica Centro', description: 'Campanhas de captação' });
    expect(edited).toMatchObject({ name: 'Clínica Centro', description: 'Campanhas de captação', accountNumber: '1029384756' });

    const off = await api.adAccounts.deactivate({ id: account.id });
    expect(off.isActive).toBe(false);
    // Deactivating again changes nothing and logs nothing.
    await api.adAccounts.deactivate({ id: account.id });

    const rows = await logs();
    expect(rows.map((r) => [r.action, r.entity, r.entityId, r.userId])).toEqual([
      ['create', 'ad_account', account.id, admin.id],
      ['update', 'ad_account', account.id, admin.id],
      ['update', 'ad_account', account.id, admin.id],
    ]);
    expect(rows.map((r) => r.description)).toEqual([
      'Conta de anúncio "Clínica Principal" (1029384756) criada (ativa)',
      'Conta de anúncio "Clínica Centro" atualizada: nome "Clínica Principal" → "Clínica Centro"; descrição alterada',
      'Conta de anúncio "Clínica Centro" desativada',
    ]);
  });

  it('refuses a taken account number with 409 and the Portuguese message, on create and edit', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'financeiro' }));
    await api.adAccounts.create({ accountNumber: '111', name: 'A' });
    const b = await api.adAccounts.create({ accountNumber: '222', name: 'B' });
    await expect(api.adAccounts.create({ accountNumber: 'act_111', name: 'C' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Já existe uma conta de anúncio com este número',
    });
    await expect(api.adAccounts.update({ id: b.id, accountNumber: '111' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await logs()).toHaveLength(2);
  });

  it('validates the input in Portuguese', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin' }));
    await expectIssue(api.adAccounts.create({ accountNumber: '12-34', name: 'X' }), 'O número da conta deve conter apenas dígitos (ex.: 123456789012345)');
    await expectIssue(api.adAccounts.create({ accountNumber: '1234', name: '  ' }), 'Nome é obrigatório');
  });

  it('answers 404 for an account that does not exist', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin' }));
    await expect(api.adAccounts.get({ id: 999 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Conta de anúncio não encontrada' });
    await expect(api.adAccounts.update({ id: 999, name: 'X' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.adAccounts.deactivate({ id: 999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each<[Role, boolean]>([
    ['admin', true],
    ['manager', true],
    ['financeiro', true],
    ['lider', true],
    ['physiotherapist', false],
    ['recepcionista', false],
  ])('role %s may work ad accounts: %s', async (role, allowed) => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role }));
    if (allowed) {
      await expect(api.adAccounts.list()).resolves.toEqual([]);
      await expect(api.adAccounts.create({ accountNumber: '1', name: 'X' })).resolves.toMatchObject({ name: 'X' });
    } else {
      await expect(api.adAccounts.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(api.adAccounts.create({ accountNumber: '1', name: 'X' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(api.adAccounts.deactivate({ id: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('needs a signed-in user', async () => {
    await expect(callerFor(tdb.db, null).adAccounts.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
