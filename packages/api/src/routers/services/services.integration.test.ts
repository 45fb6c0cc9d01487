import { useTestDatabase } from '@clinic/db/test-hooks';
import { describe, expect, it } from 'vitest';

import { callerFor, expectIssue, seedUser } from '../../testing';

const tdb = useTestDatabase();

describe('services procedures', () => {
  it('creates with a decimal string price, searches by name on the server, updates and deletes with logs', async () => {
    const manager = await seedUser(tdb.db, { role: 'manager' });
    const api = callerFor(tdb.db, manager);
    const evaluation = await api.services.create({ name: 'Avaliação Fisioterapêutica', price: '180', quantity: 0 });
    expect(evaluation).toMatchObject({ price: '180.00', quantity: 0, isActive: true, description: null });
    await api.services.create({ name: 'Sessão de Biofeedback', price: '150,50', quantity: 10, description: 'Pacote' });

    expect((await api.services.list({})).map((s) => s.name)).toEqual(['Avaliação Fisioterapêutica', 'Sessão de Biofeedback']);
    expect((await api.services.list({ search: 'avaliacao' })).map((s) => s.name)).toEqual(['Avaliação Fisioterapêutica']);
    expect((await api.services.list({ search: 'BIO' })).map((s) => s.price)).toEqual(['150.50']);
    expect(await api.services.list({ search: '%' })).toEqual([]);

    const updated = await api.services.update({ id: evaluation.id, price: '200.00', isActive: false });
    expect(updated).toMatchObject({ price: '200.00', isActive: false, name: 'Avaliação Fisioterapêutica' });
    await api.services.delete({ id: evaluation.id });
    await expect(api.services.delete({ id: evaluation.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const logs = await tdb.db.selectFrom('systemLogs').select(['action', 'entity', 'userId']).orderBy('id').execute();
    expect(logs).toEqual([
      { action: 'create', entity: 'service', userId: manager.id },
      { action: 'create', entity: 'service', userId: manager.id },
      { action: 'update', entity: 'service', userId: manager.id },
      { action: 'delete', entity: 'service', userId: manager.id },
    ]);
  });

  it('changes only the fields an update sends', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin' }));
    const service = await api.services.create({ name: 'Pilates', price: '90', quantity: 8, isActive: false });
    expect(await api.services.update({ id: service.id, price: '120' })).toMatchObject({
      price: '120.00',
      quantity: 8,
      isActive: false,
    });
  });

  it('validates price and quantity, and keeps the price list to management and finance', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'financeiro' }));
    await expectIssue(api.services.create({ name: 'X', price: '' }), 'Valor é obrigatório');
    await expect(api.services.create({ name: 'X', price: '-5' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.services.create({ name: 'X', price: '5', quantity: -1 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expectIssue(api.services.create({ name: '', price: '5' }), 'Nome é obrigatório');
    await api.services.create({ name: 'Pilates', price: '90' });
    const reception = callerFor(tdb.db, await seedUser(tdb.db, { role: 'recepcionista' }));
    expect(await reception.services.list({})).toHaveLength(1);
    await expect(reception.services.create({ name: 'Y', price: '1' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
