import { useTestDatabase } from '@clinic/db/test-hooks';
import type { Lead, LeadInput, LeadPage, Role } from '@clinic/domain';
import { UNWORKED_LEAD } from '@clinic/domain/testing';
import { describe, expect, it } from 'vitest';

import { callerFor, expectIssue, seedUser } from '../../testing';

const tdb = useTestDatabase();

const logs = () => tdb.db.selectFrom('systemLogs').selectAll().orderBy('id').execute();
const patients = () => tdb.db.selectFrom('patients').selectAll().orderBy('id').execute();
const TODAY = new Date(2026, 4, 10, 9, 30); // 2026-05-10 in the clinic's time zone
const ana: LeadInput = { name: 'Ana Souza', whatsapp: '(11) 98765-4321', origin: 'instagram', date: '2026-05-01' };

async function as(role: Role = 'recepcionista') {
  const user = await seedUser(tdb.db, { role });
  return { user, api: callerFor(tdb.db, user, { now: () => TODAY }) };
}

describe('leads: create, read, update, delete', () => {
  it('creates a PENDENTE lead, trimmed, and logs it', async () => {
    const { user, api } = await as();
    const lead = await api.leads.create({ ...ana, name: '  Ana Souza ', origin: ' FB ENDOMETRIOSE ' });
    expect(lead).toEqual({
      id: 1,
      name: 'Ana Souza',
      whatsapp: '(11) 98765-4321',
      origin: 'FB ENDOMETRIOSE',
      date: '2026-05-01',
      status: 'PENDENTE',
      conversionDate: null,
      patientId: null,
      createdAt: expect.any(String),
      version: 1,
      ...UNWORKED_LEAD,
    });
    expect(await api.leads.get({ id: 1 })).toEqual(lead);
    expect(await logs()).toMatchObject([
      { action: 'create', entity: 'lead', entityId: 1, userId: user.id, description: 'Lead "Ana Souza" cadastrado (origem FB ENDOMETRIOSE)' },
    ]);
  });

  it('answers 400 with the §5 messages and writes nothing', async () => {
    const { api } = await as();
    const cases: [Record<string, unknown>, string][] = [
      [{ date: '' }, 'Data é obrigatória'],
      [{ date: undefined }, 'Data é obrigatória'],
      [{ date: '2026-02-30' }, 'Data inválida (use aaaa-mm-dd)'],
      [{ whatsapp: '' }, 'WhatsApp é obrigatório'],
      [{ whatsapp: '11987654321' }, 'Formato inválido. Use: (xx) xxxxx-xxxx'],
      [{ whatsapp: '(11) 9876-54321' }, 'Formato inválido. Use: (xx) xxxxx-xxxx'],
      [{ whatsapp: '(11) 98765-4321 ramal 2' }, 'Máximo de 20 caracteres'],
      [{ name: '' }, 'Nome é obrigatório'],
      [{ name: 'x'.repeat(201) }, 'Máximo de 200 caracteres'],
      [{ origin: '  ' }, 'Origem é obrigatória'],
      [{ origin: 'x'.repeat(501) }, 'Máximo de 500 caracteres'],
      [{ origin: 'a\u0000b' }, 'Caractere inválido'],
    ];
    for (const [override, message] of cases) {
      await expectIssue(api.leads.create({ ...ana, ...override } as LeadInput), message);
    }
    await expectIssue(api.leads.update({ id: 1, whatsapp: '123' }), 'Formato inválido. Use: (xx) xxxxx-xxxx');
    await expect(api.leads.update({ id: 2_147_483_648, name: 'X' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await api.leads.list({})).toEqual([]);
    expect(await logs()).toEqual([]);
  });

  it('updates only the fields sent; an update with nothing to change answers the current row and logs nothing', async () => {
    const { api } = await as();
    const lead = await api.leads.create(ana);
    expect(await api.leads.update({ id: lead.id })).toEqual(lead);
    expect(await api.leads.update({ id: lead.id, name: 'Ana Souza', origin: 'instagram' })).toEqual(lead);
    const updated = await api.leads.update({ id: lead.id, whatsapp: '(21) 3456-7890', origin: 'google', date: '2026-04-30' });
    expect(updated).toEqual({ ...lead, whatsapp: '(21) 3456-7890', origin: 'google', date: '2026-04-30', version: 2 });
    expect((await logs()).map((l) => [l.action, l.description])).toEqual([
      ['create', 'Lead "Ana Souza" cadastrado (origem instagram)'],
      ['update', 'Lead "Ana Souza" atualizado: WhatsApp, origem, data'],
    ]);
    await expect(api.leads.update({ id: 99, name: 'X' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Lead não encontrado' });
    await expect(api.leads.get({ id: 99 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Lead não encontrado' });
  });

  it('deletes and logs; a missing lead is 404', async () => {
    const { api } = await as('lider');
    const lead = await api.leads.create(ana);
    expect(await api.leads.delete({ id: lead.id })).toEqual({ success: true });
    expect(await api.leads.list({})).toEqual([]);
    await expect(api.leads.delete({ id: lead.id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Lead não encontrado' });
    expect((await logs()).map((l) => [l.action, l.entityId, l.description])).toEqual([
      ['create', 1, 'Lead "Ana Souza" cadastrado (origem instagram)'],
      ['delete', 1, 'Lead "Ana Souza" excluído'],
    ]);
  });
});

describe('leads: convert, unconvert, convert again', () => {
  it('builds the patient of spec §3 field by field, marks the lead and logs both, in one go', async () => {
    const { user, api } = await as();
    const lead = await api.leads.create({ ...ana, name: 'Maria  da Silva Souza', origin: 'FB INCONTINÊNCIA', date: '2026-03-02' });
    const result = await api.leads.convert({ id: lead.id });
    expect(result).toEqual({
      firstName: 'Maria',
      lastName: 'da Silva Souza',
      patientId: 1,
      patientCreated: true,
      // The pipeline follows (issue #25): a new patient with no appointment yet is 'em contato'.
      lead: { ...lead, status: 'CONVERTIDO', conversionDate: '2026-05-10', patientId: 1, version: 2, stage: 'em_contato', firstContactAt: expect.any(String) },
    });
    const [patient] = await patients();
    expect(patient).toMatchObject({
      id: 1,
      firstName: 'Maria',
      lastName: 'da Silva Souza',
      phone: '(11) 98765-4321',
      email: null,
      address: null,
      origin: 'FB INCONTINÊNCIA',
      birthDate: '2026-05-10',
      profession: null,
      maritalStatus: 'single',
      cpf: null,
      status: 'Ativo',
      dysfunctions: [],
      originDate: '2026-03-02',
      conversionDate: '2026-05-10',
    });
    expect((await logs()).slice(1).map((l) => [l.action, l.entity, l.entityId, l.userId, l.description])).toEqual([
      ['create', 'patient', 1, user.id, 'Paciente "Maria da Silva Souza" cadastrado (status Ativo)'],
      ['convert', 'lead', lead.id, user.id, 'Lead "Maria  da Silva Souza" convertido no paciente "Maria da Silva Souza" (#1)'],
    ]);
    expect(await api.leads.get({ id: lead.id })).toEqual(result.lead);
  });

  it('a one-word name repeats as the last name; an empty name becomes Lead Lead', async () => {
    const { api } = await as();
    const one = await api.leads.create({ ...ana, name: 'Joana' });
    expect(await api.leads.convert({ id: one.id })).toMatchObject({ firstName: 'Joana', lastName: 'Joana' });
    // Rows older than the rules (or written by hand) may carry no name: spec §3 says 'Lead'.
    for (const name of ['', '   ']) {
      const row = await tdb.db.insertInto('leads').values({ name, whatsapp: '(11) 8765-4321', origin: 'outros', date: '2026-01-02' }).returning('id').executeTakeFirstOrThrow();
      expect(await api.leads.convert({ id: row.id })).toMatchObject({ firstName: 'Lead', lastName: 'Lead', patientCreated: true });
    }
    expect((await patients()).map((p) => [p.firstName, p.lastName, p.phone, p.originDate])).toEqual([
      ['Joana', 'Joana', '(11) 98765-4321', '2026-05-01'],
      ['Lead', 'Lead', '(11) 8765-4321', '2026-01-02'],
      ['Lead', 'Lead', '(11) 8765-4321', '2026-01-02'],
    ]);
  });

  it('409 on a converted lead; unconvert keeps the patient; converting again links the same patient', async () => {
    const { api } = await as('manager');
    const lead = await api.leads.create(ana);
    const first = await api.leads.convert({ id: lead.id });
    await expect(api.leads.convert({ id: lead.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Este lead já foi convertido em paciente',
    });
    const back = await api.leads.unconvert({ id: lead.id });
    expect(back).toEqual({
      ...lead,
      status: 'PENDENTE',
      conversionDate: null,
      patientId: first.patientId,
      version: 3,
      stage: 'em_contato',
      firstContactAt: first.lead.firstContactAt,
    });
    await expect(api.leads.unconvert({ id: lead.id })).rejects.toMatchObject({ code: 'CONFLICT', message: 'Este lead não está convertido' });
    expect(await patients()).toHaveLength(1);

    const again = await api.leads.convert({ id: lead.id });
    expect(again).toMatchObject({ firstName: 'Ana', lastName: 'Souza', patientId: first.patientId, patientCreated: false });
    expect(again.lead).toMatchObject({ status: 'CONVERTIDO', conversionDate: '2026-05-10', patientId: first.patientId });
    expect(await patients()).toHaveLength(1);
    expect((await logs()).map((l) => [l.action, l.entity, l.description])).toEqual([
      ['create', 'lead', 'Lead "Ana Souza" cadastrado (origem instagram)'],
      ['create', 'patient', 'Paciente "Ana Souza" cadastrado (status Ativo)'],
      ['convert', 'lead', 'Lead "Ana Souza" convertido no paciente "Ana Souza" (#1)'],
      ['unconvert', 'lead', 'Lead "Ana Souza" desconvertido: voltou ao status PENDENTE (paciente mantido)'],
      ['convert', 'lead', 'Lead "Ana Souza" convertido novamente: vinculado ao paciente existente "Ana Souza" (#1)'],
    ]);
    await expect(api.leads.convert({ id: 99 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Lead não encontrado' });
    await expect(api.leads.unconvert({ id: 99 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('converting again a lead whose patient was archived brings her back from the archive, logged', async () => {
    const { api } = await as('manager');
    const lead = await api.leads.create(ana);
    const first = await api.leads.convert({ id: lead.id });
    await api.leads.unconvert({ id: lead.id });
    await api.patients.archive({ id: first.patientId });
    expect(await api.patients.list({})).toEqual([]);
    const again = await api.leads.convert({ id: lead.id });
    expect(again).toMatchObject({ patientId: first.patientId, patientCreated: false });
    expect(await api.patients.list({ limit: 10 })).toMatchObject({ total: 1, items: [{ id: first.patientId, archivedAt: null }] });
    expect((await logs()).at(-2)).toMatchObject({
      action: 'update',
      entity: 'patient',
      description: 'Paciente "Ana Souza" reativado pela nova conversão do lead "Ana Souza"',
    });
  });

  it('a patient deleted later: the lead stays, unlinked, and converting again makes a new patient', async () => {
    const { api } = await as('admin');
    const lead = await api.leads.create(ana);
    const { patientId } = await api.leads.convert({ id: lead.id });
    await api.patients.delete({ id: patientId, forceCascade: false });
    expect(await api.leads.get({ id: lead.id })).toMatchObject({ status: 'CONVERTIDO', patientId: null });
    await api.leads.unconvert({ id: lead.id });
    const again = await api.leads.convert({ id: lead.id });
    expect(again).toMatchObject({ patientCreated: true, firstName: 'Ana' });
    expect(again.patientId).not.toBe(patientId);
    expect(await patients()).toHaveLength(1);
  });

  it('converts nothing when the conversion fails half-way (one transaction)', async () => {
    const { api } = await as();
    const lead = await api.leads.create(ana);
    // A row written with an explicit id leaves the identity at 1: the conversion's patient insert hits
    // the primary key after the lead was locked, and everything rolls back.
    await tdb.db.insertInto('patients').values({ id: 1, firstName: 'X', lastName: 'Y', phone: '1', birthDate: '2000-01-01' }).execute();
    await expect(api.leads.convert({ id: lead.id })).rejects.toBeDefined();
    expect(await api.leads.get({ id: lead.id })).toMatchObject({ status: 'PENDENTE', conversionDate: null, patientId: null });
    expect((await logs()).map((l) => l.action)).toEqual(['create']);
  });
});

describe('leads: list filters, paging and summary on the server', () => {
  async function fixture() {
    const { api } = await as();
    const add = (name: string, whatsapp: string, origin: string, date: string) => api.leads.create({ name, whatsapp, origin, date });
    const joao = await add('João Ávila', '(11) 91111-2222', 'indicacao', '2026-05-03');
    const maria = await add('Maria Conceição', '(21) 93333-4444', 'FB ENDOMETRIOSE', '2026-05-01');
    const lucia = await add('Lúcia Pereira', '(31) 5555-6666', 'Instagram Orgânico', '2026-04-30');
    const bia = await add('Bia Lima', '(41) 97777-8888', 'google', '2026-05-03');
    await api.leads.convert({ id: maria.id });
    return { api, joao, maria, lucia, bia };
  }
  const names = (result: unknown) => (result as Lead[]).map((l) => l.name);

  it('lists newest first (date, then newest row)', async () => {
    const { api } = await fixture();
    expect(names(await api.leads.list({}))).toEqual(['Bia Lima', 'João Ávila', 'Maria Conceição', 'Lúcia Pereira']);
  });

  it('searches name, WhatsApp digits or formatted and origin, ignoring case, accents and outer spaces', async () => {
    const { api } = await fixture();
    expect(names(await api.leads.list({ search: '  JOAO ' }))).toEqual(['João Ávila']);
    expect(names(await api.leads.list({ search: 'avila joão' }))).toEqual(['João Ávila']);
    expect(names(await api.leads.list({ search: 'conceicao' }))).toEqual(['Maria Conceição']);
    expect(names(await api.leads.list({ search: '3333' }))).toEqual(['Maria Conceição']);
    expect(names(await api.leads.list({ search: '(21) 93333-4444' }))).toEqual(['Maria Conceição']);
    expect(names(await api.leads.list({ search: '55556666' }))).toEqual(['Lúcia Pereira']);
    expect(names(await api.leads.list({ search: 'fb endometriose' }))).toEqual(['Maria Conceição']);
    expect(names(await api.leads.list({ search: 'ORGANICO' }))).toEqual(['Lúcia Pereira']);
    expect(names(await api.leads.list({ search: '%' }))).toEqual([]);
    expect(names(await api.leads.list({ search: '_' }))).toEqual([]);
    expect(names(await api.leads.list({ search: '   ' }))).toHaveLength(4);
  });

  it('start date from the start of that day, end date to its end; either or both', async () => {
    const { api } = await fixture();
    expect(names(await api.leads.list({ startDate: '2026-05-01' }))).toEqual(['Bia Lima', 'João Ávila', 'Maria Conceição']);
    expect(names(await api.leads.list({ endDate: '2026-05-01' }))).toEqual(['Maria Conceição', 'Lúcia Pereira']);
    expect(names(await api.leads.list({ startDate: '2026-05-01', endDate: '2026-05-01' }))).toEqual(['Maria Conceição']);
    expect(names(await api.leads.list({ startDate: '2026-05-04' }))).toEqual([]);
    await expectIssue(api.leads.list({ startDate: '01/05/2026' }), 'Data inválida (use aaaa-mm-dd)');
  });

  it('pages with a total and the summary of the same filter; the summary agrees with the list', async () => {
    const { api } = await fixture();
    const page = (await api.leads.list({ limit: 2, offset: 1 })) as LeadPage;
    expect(page.total).toBe(4);
    expect(names(page.items)).toEqual(['João Ávila', 'Maria Conceição']);
    expect(page.summary).toEqual({ total: 4, pending: 3, converted: 1, conversionRate: 25 });
    expect(await api.leads.summary({})).toEqual(page.summary);

    for (const filter of [{ startDate: '2026-05-01' }, { search: 'a' }, { search: 'maria', endDate: '2026-05-01' }, { search: 'nada' }]) {
      const all = (await api.leads.list(filter)) as Lead[];
      const converted = all.filter((l) => l.status === 'CONVERTIDO').length;
      const expected = {
        total: all.length,
        pending: all.length - converted,
        converted,
        conversionRate: all.length ? Math.round((converted / all.length) * 1000) / 10 : 0,
      };
      expect(await api.leads.summary(filter)).toEqual(expected);
      expect(((await api.leads.list({ ...filter, limit: 1 })) as LeadPage).summary).toEqual(expected);
    }
    expect(await api.leads.summary({ startDate: '2026-04-30', endDate: '2026-05-01' })).toEqual({
      total: 2,
      pending: 1,
      converted: 1,
      conversionRate: 50,
    });
    expect(await api.leads.summary({ search: 'ninguém' })).toEqual({ total: 0, pending: 0, converted: 0, conversionRate: 0 });
    await expect(api.leads.list({ limit: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.leads.list({ limit: 201 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('leads: a WhatsApp another lead has (issue 20, point 14)', () => {
  it('finds the leads with the number however it is written, leaving out the lead being edited', async () => {
    const { api } = await as();
    const first = await api.leads.create(ana);
    const second = await api.leads.create({ ...ana, name: 'Ana S.', date: '2026-05-02' });
    await api.leads.create({ ...ana, name: 'Bia Lima', whatsapp: '(21) 3456-7890' });
    const owner = (lead: Lead) => ({ id: lead.id, name: lead.name, whatsapp: lead.whatsapp, status: lead.status, date: lead.date });
    for (const whatsapp of ['(11) 98765-4321', '+55 11 98765-4321', '5511987654321', '11987654321', ' 11 98765 4321 ']) {
      expect(await api.leads.byWhatsapp({ whatsapp }), whatsapp).toEqual([owner(first), owner(second)]);
    }
    expect(await api.leads.byWhatsapp({ whatsapp: '(11) 98765-4321', excludeId: first.id })).toEqual([owner(second)]);
    expect(await api.leads.byWhatsapp({ whatsapp: '(21) 3456-7890' })).toMatchObject([{ name: 'Bia Lima' }]);
    for (const whatsapp of ['', '(11) 9876', '(11) 98765-4329', '+1 198765 4321', 'abc']) {
      expect(await api.leads.byWhatsapp({ whatsapp }), whatsapp).toEqual([]);
    }
    await expectIssue(api.leads.byWhatsapp({ whatsapp: '1'.repeat(31) }), 'Máximo de 30 caracteres');
    await expect(api.leads.byWhatsapp({ whatsapp: '11987654321', excludeId: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await logs()).toHaveLength(3);
  });

  it.each(['admin', 'manager', 'recepcionista', 'lider'] as const)('answers %s (who sees leads)', async (role) => {
    const { api: reception } = await as('recepcionista');
    await reception.leads.create(ana);
    const { api } = await as(role);
    expect(await api.leads.byWhatsapp({ whatsapp: ana.whatsapp })).toMatchObject([{ name: 'Ana Souza' }]);
  });

  it.each(['physiotherapist', 'financeiro'] as const)('refuses %s with 403', async (role) => {
    const { api: reception } = await as('recepcionista');
    await reception.leads.create(ana);
    const { api } = await as(role);
    await expect(api.leads.byWhatsapp({ whatsapp: ana.whatsapp })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Você não tem permissão para realizar esta ação.',
    });
  });

  it('refuses a caller who is not signed in', async () => {
    await expect(callerFor(tdb.db, null).leads.byWhatsapp({ whatsapp: ana.whatsapp })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('leads: roles', () => {
  it('admin, manager, recepcionista and lider work leads; physiotherapist and financeiro get 403 everywhere', async () => {
    const { api: reception } = await as('recepcionista');
    const lead = await reception.leads.create(ana);
    for (const role of ['admin', 'manager', 'recepcionista', 'lider'] as const) {
      const { api } = await as(role);
      expect(await api.leads.list({})).toHaveLength(1);
      expect(await api.leads.summary({})).toMatchObject({ total: 1 });
    }
    for (const role of ['physiotherapist', 'financeiro'] as const) {
      const { api } = await as(role);
      const calls = [
        api.leads.list({}),
        api.leads.summary({}),
        api.leads.get({ id: lead.id }),
        api.leads.create(ana),
        api.leads.update({ id: lead.id, name: 'X' }),
        api.leads.delete({ id: lead.id }),
        api.leads.convert({ id: lead.id }),
        api.leads.unconvert({ id: lead.id }),
      ];
      for (const call of calls) {
        await expect(call).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Você não tem permissão para realizar esta ação.' });
      }
    }
    await expect(reception.leads.delete({ id: lead.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(callerFor(tdb.db, null).leads.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await reception.leads.get({ id: lead.id })).toMatchObject({ name: 'Ana Souza' });
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('simultaneous converts on PostgreSQL', () => {
  it('20 simultaneous converts of one lead make exactly one patient; the others get 409', async () => {
    const { user, api } = await as();
    const lead = await api.leads.create(ana);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => callerFor(tdb.db, user, { now: () => TODAY }).leads.convert({ id: lead.id })),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.map((r) => (r.reason as { code: string }).code)).toEqual(Array(19).fill('CONFLICT'));
    expect(await patients()).toHaveLength(1);
    expect((await logs()).map((l) => l.action)).toEqual(['create', 'create', 'convert']);
  });
});
