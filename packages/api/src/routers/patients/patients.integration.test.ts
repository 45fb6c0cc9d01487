import { useTestDatabase } from '@clinic/db/test-hooks';
import type { PatientInput, Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { callerFor, expectIssue, seedUser } from '../../testing';

const tdb = useTestDatabase();

const logs = () => tdb.db.selectFrom('systemLogs').selectAll().orderBy('id').execute();
const count = async (table: 'patients' | 'appointments' | 'treatments' | 'leads') =>
  Number((await tdb.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

const ana: PatientInput = { firstName: 'Ana', lastName: 'Souza', phone: '11987654321', birthDate: '1990-05-10' };

async function admin() {
  const user = await seedUser(tdb.db, { role: 'admin' });
  return { user, api: callerFor(tdb.db, user) };
}

/** A room and a physiotherapist, and a helper that books real appointment rows. */
async function agenda() {
  const physio = await seedUser(tdb.db, { role: 'physiotherapist', firstName: 'Juliana', lastName: 'Prado', color: '#e64980' });
  const room = await tdb.db.insertInto('rooms').values({ name: 'Sala 1' }).returningAll().executeTakeFirstOrThrow();
  let minute = 0;
  const book = async (patientId: number, date: string, type: string, status: string, time?: string) => {
    minute += 1;
    return tdb.db
      .insertInto('appointments')
      .values({
        patientId,
        physiotherapistId: physio.id,
        roomId: room.id,
        date,
        time: time ?? `${String(8 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
        type,
        status,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  };
  return { physio, room, book };
}

describe('patients: create, read, update', () => {
  it('creates a patient with every field, trimmed and formatted, and logs it', async () => {
    const { user, api } = await admin();
    const created = await api.patients.create({
      ...ana,
      firstName: '  Ana ',
      email: ' ANA@Exemplo.com ',
      address: 'Rua A, 10',
      origin: 'Instagram',
      profession: '',
      maritalStatus: 'married',
      cpf: '52998224725',
      rg: '12.345.678-9',
      gender: 'feminino',
      sex: 'female',
      cep: '01310100',
      city: 'São Paulo',
      state: 'sp',
      dysfunctions: ['Dor pélvica', 'Prolapso'],
      originDate: '2026-01-05',
      conversionDate: '',
    });
    expect(created).toMatchObject({
      firstName: 'Ana',
      phone: '(11) 98765-4321',
      email: 'ana@exemplo.com',
      profession: null,
      cpf: '529.982.247-25',
      cep: '01310-100',
      state: 'SP',
      status: 'Ativo',
      dysfunctions: ['Dor pélvica', 'Prolapso'],
      originDate: '2026-01-05',
      conversionDate: null,
      consultationDoneDate: null,
      firstAttendanceDate: null,
      firstAppointmentDate: null,
    });
    expect(created.age).toBeGreaterThanOrEqual(36);
    expect(await api.patients.get({ id: created.id })).toEqual(created);
    const [log] = await logs();
    expect(log).toMatchObject({ action: 'create', entity: 'patient', entityId: created.id, userId: user.id });
    expect(log!.description).toBe('Paciente "Ana Souza" cadastrado (status Ativo)');
  });

  it('computes age in whole years on the clinic calendar', async () => {
    const { user } = await admin();
    const api = callerFor(tdb.db, user, { now: () => new Date(2026, 4, 9, 23, 30) });
    expect((await api.patients.create(ana)).age).toBe(35);
    const onBirthday = callerFor(tdb.db, user, { now: () => new Date(2026, 4, 10, 0, 5) });
    expect(((await onBirthday.patients.list({})) as { age: number }[])[0]!.age).toBe(36);
  });

  it('refuses a taken CPF with 409 "CPF já cadastrado", formatted or not, and logs nothing for it', async () => {
    const { api } = await admin();
    const first = await api.patients.create({ ...ana, cpf: '529.982.247-25' });
    await expect(api.patients.create({ ...ana, firstName: 'Bia', cpf: '52998224725' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'CPF já cadastrado',
    });
    const other = await api.patients.create({ ...ana, firstName: 'Bia', cpf: '111.444.777-35' });
    await expect(api.patients.update({ id: other.id, cpf: '52998224725' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'CPF já cadastrado',
    });
    expect(await api.patients.update({ id: first.id, cpf: '529.982.247-25' })).toMatchObject({ cpf: '529.982.247-25' });
    expect((await logs()).map((l) => l.action)).toEqual(['create', 'create']);
  });

  it('answers 400 naming the field, with the §5 messages, for each bad value', async () => {
    const { api } = await admin();
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, 'Nome é obrigatório'],
      [{ lastName: '   ' }, 'Sobrenome é obrigatório'],
      [{ phone: '' }, 'Telefone é obrigatório'],
      [{ birthDate: undefined }, 'Data de nascimento é obrigatória'],
      [{ birthDate: '10/05/1990' }, 'Data inválida (use aaaa-mm-dd)'],
      [{ cpf: '123.456.789-00' }, 'CPF inválido'],
      [{ state: 'XX' }, 'UF inválida'],
      [{ sex: 'm' }, 'Sexo inválido'],
      [{ maritalStatus: 'casada' }, 'Estado civil inválido'],
      [{ status: 'Inativo' }, 'Status inválido'],
      [{ dysfunctions: ['Dor Pélvica'] }, 'Disfunção inválida'],
      [{ email: 'ana@' }, 'Email inválido'],
      [{ cep: '0131' }, 'CEP inválido (use 00000-000)'],
      [{ firstName: 'x'.repeat(101) }, 'Máximo de 100 caracteres'],
      [{ address: 'x'.repeat(100_000) }, 'Máximo de 500 caracteres'],
      [{ city: 'São\u0000Paulo' }, 'Caractere inválido'],
    ];
    for (const [override, message] of cases) {
      const field = Object.keys(override)[0]!;
      await expect(api.patients.create({ ...ana, ...override } as PatientInput)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        cause: { issues: [expect.objectContaining({ path: expect.arrayContaining([field]), message })] },
      });
    }
    await expectIssue(api.patients.quickCreate({ firstName: 'A', lastName: 'B', phone: '', birthDate: '2000-01-01' }), 'Telefone é obrigatório');
    await expect(api.patients.update({ id: 2_147_483_648, firstName: 'X' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await count('patients')).toBe(0);
  });

  it('updates only the fields sent; an empty update answers the current row and logs nothing', async () => {
    const { api } = await admin();
    const created = await api.patients.create({ ...ana, city: 'Santos', profession: 'Professora' });
    expect(await api.patients.update({ id: created.id })).toEqual(created);
    const updated = await api.patients.update({ id: created.id, status: 'Alta', city: ' ', dischargeDate: '2026-06-01' });
    expect(updated).toMatchObject({ status: 'Alta', city: null, profession: 'Professora', dischargeDate: '2026-06-01', phone: created.phone });
    expect((await logs()).map((l) => l.description)).toEqual([
      'Paciente "Ana Souza" cadastrado (status Ativo)',
      'Paciente "Ana Souza" atualizado: cidade, status Ativo → Alta, data de alta',
    ]);
    await expect(api.patients.update({ id: 999, firstName: 'X' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Paciente não encontrado',
    });
  });

  it('quick-creates with the five fields and the same rules', async () => {
    const { api } = await admin();
    const quick = await api.patients.quickCreate({ firstName: 'Bia', lastName: 'Lima', phone: '(21) 3456-7890', email: '', birthDate: '1985-01-31' });
    expect(quick).toMatchObject({ firstName: 'Bia', phone: '(21) 3456-7890', email: null, status: 'Ativo', dysfunctions: [] });
    expect((await logs())[0]!.description).toBe('Paciente "Bia Lima" cadastrado (status Ativo)');
  });
});

describe('patients: derived dates from appointments', () => {
  it('consultation done, first attendance after it, and first appointment', async () => {
    const { api } = await admin();
    const { book } = await agenda();
    const p = await api.patients.create(ana);
    await book(p.id, '2026-03-01', 'consulta', 'cancelled');
    await book(p.id, '2026-03-05', 'atendimento', 'cancelled');
    await book(p.id, '2026-03-08', 'atendimento', 'completed'); // before the consulta
    await book(p.id, '2026-03-10', 'consulta', 'completed', '09:00');
    await book(p.id, '2026-03-10', 'atendimento', 'completed', '10:00');
    await book(p.id, '2026-03-20', 'consulta', 'completed');
    await book(p.id, '2026-04-01', 'atendimento', 'scheduled');
    expect(await api.patients.get({ id: p.id })).toMatchObject({
      consultationDoneDate: '2026-03-10',
      firstAttendanceDate: '2026-03-10',
      firstAppointmentDate: '2026-03-08',
    });

    const q = await api.patients.create({ ...ana, firstName: 'Bia', phone: '11912345678' });
    await book(q.id, '2026-05-02', 'atendimento', 'scheduled');
    await book(q.id, '2026-05-09', 'atendimento', 'completed');
    const [, bia] = (await api.patients.list({})) as { firstName: string; firstAttendanceDate: string | null; firstAppointmentDate: string | null }[];
    expect(bia).toMatchObject({ firstName: 'Bia', firstAttendanceDate: '2026-05-09', firstAppointmentDate: '2026-05-02' });
  });

  it('lists a patient\'s appointments newest first with physiotherapist and room names', async () => {
    const { api } = await admin();
    const { book, physio } = await agenda();
    const p = await api.patients.create(ana);
    const older = await book(p.id, '2026-03-01', 'consulta', 'completed', '09:00');
    const newer = await book(p.id, '2026-03-02', 'atendimento', 'scheduled', '10:00');
    const list = await api.appointments.listOfPatient({ id: p.id });
    expect(list.map((a) => a.id)).toEqual([newer.id, older.id]);
    expect(list[0]).toMatchObject({
      patientId: p.id,
      physiotherapistId: physio.id,
      date: '2026-03-02',
      time: '10:00',
      status: 'scheduled',
      type: 'atendimento',
      patient: { firstName: 'Ana', lastName: 'Souza' },
      physiotherapist: { firstName: 'Juliana', lastName: 'Prado', color: '#e64980' },
      room: { name: 'Sala 1' },
    });
    await expect(api.appointments.listOfPatient({ id: 999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('patients: list filters and paging on the server', () => {
  async function fixture() {
    const { api, user } = await admin();
    const { book } = await agenda();
    const joao = await api.patients.create({ ...ana, firstName: 'João', lastName: 'Ávila', phone: '(11) 91111-2222', email: 'joao@clinica.com', sex: 'male', dysfunctions: ['Disfunção erétil'] });
    const maria = await api.patients.create({ ...ana, firstName: 'Maria', lastName: 'Conceição', phone: '21933334444', sex: 'female', dysfunctions: ['Prolapso', 'Dor pélvica'], status: 'Alta' });
    const lucia = await api.patients.create({ ...ana, firstName: 'Lúcia', lastName: 'Pereira', phone: '31955556666', email: 'LUCIA@mail.com', sex: 'female', dysfunctions: ['Endometriose'], status: 'Pausa' });
    await book(joao.id, '2026-02-10', 'atendimento', 'scheduled');
    await book(maria.id, '2026-01-15', 'atendimento', 'completed');
    await book(maria.id, '2026-02-20', 'atendimento', 'scheduled');
    await book(lucia.id, '2026-01-01', 'atendimento', 'cancelled');
    await book(lucia.id, '2026-02-25', 'consulta', 'completed');
    return { api, user, joao, maria, lucia };
  }
  const names = (result: unknown) => (result as { firstName: string }[]).map((p) => p.firstName);

  it('searches name, phone digits and email, ignoring case, accents and outer spaces', async () => {
    const { api } = await fixture();
    expect(names(await api.patients.list({}))).toEqual(['João', 'Lúcia', 'Maria']);
    expect(names(await api.patients.list({ search: '  JOAO ' }))).toEqual(['João']);
    expect(names(await api.patients.list({ search: 'avila' }))).toEqual(['João']);
    expect(names(await api.patients.list({ search: 'conceicao maria' }))).toEqual(['Maria']);
    expect(names(await api.patients.list({ search: 'lucia pereira' }))).toEqual(['Lúcia']);
    expect(names(await api.patients.list({ search: '9333' }))).toEqual(['Maria']);
    expect(names(await api.patients.list({ search: '(21) 93333-4444' }))).toEqual(['Maria']);
    expect(names(await api.patients.list({ search: 'lucia@MAIL' }))).toEqual(['Lúcia']);
    expect(names(await api.patients.list({ search: '%' }))).toEqual([]);
    expect(names(await api.patients.list({ search: '_' }))).toEqual([]);
  });

  it('filters by sex, status, dysfunctions (any of) and first-appointment range', async () => {
    const { api } = await fixture();
    expect(names(await api.patients.list({ sex: 'female' }))).toEqual(['Lúcia', 'Maria']);
    expect(names(await api.patients.list({ status: 'Pausa' }))).toEqual(['Lúcia']);
    expect(names(await api.patients.list({ dysfunctions: ['Prolapso', 'Endometriose'] }))).toEqual(['Lúcia', 'Maria']);
    expect(names(await api.patients.list({ dysfunctions: 'Disfunção erétil' }))).toEqual(['João']);
    // Maria's first atendimento is 2026-01-15 (not her February one); Lúcia's only atendimento was cancelled.
    expect(names(await api.patients.list({ firstAppointmentFrom: '2026-02-01', firstAppointmentTo: '2026-02-28' }))).toEqual(['João']);
    expect(names(await api.patients.list({ firstAppointmentFrom: '2026-01-01' }))).toEqual(['João', 'Maria']);
    expect(names(await api.patients.list({ firstAppointmentTo: '2026-01-31' }))).toEqual(['Maria']);
    expect(names(await api.patients.list({ sex: 'female', search: 'maria', dysfunctions: ['Prolapso'] }))).toEqual(['Maria']);
  });

  it('treatment end: only status Alta, by creation date in the clinic time zone', async () => {
    const { api, joao, maria, lucia } = await fixture();
    await tdb.db.updateTable('patients').set({ status: 'Alta' }).where('id', '=', joao.id).execute();
    const at = (id: number, d: Date) => tdb.db.updateTable('patients').set({ createdAt: d } as never).where('id', '=', id).execute();
    await at(joao.id, new Date(2026, 2, 10, 23, 59));
    await at(maria.id, new Date(2026, 2, 11, 0, 0));
    await at(lucia.id, new Date(2026, 2, 10, 12, 0)); // status Pausa: never matches
    expect(names(await api.patients.list({ treatmentEndFrom: '2026-03-10', treatmentEndTo: '2026-03-10' }))).toEqual(['João']);
    expect(names(await api.patients.list({ treatmentEndFrom: '2026-03-11' }))).toEqual(['Maria']);
    expect(names(await api.patients.list({ treatmentEndTo: '2026-03-31' }))).toEqual(['João', 'Maria']);
  });

  it('answers an array without paging parameters and { total, items } with them', async () => {
    const { api } = await fixture();
    expect(Array.isArray(await api.patients.list({}))).toBe(true);
    const page = (await api.patients.list({ limit: 2, offset: 0 })) as { total: number; items: { firstName: string }[] };
    expect(page.total).toBe(3);
    expect(names(page.items)).toEqual(['João', 'Lúcia']);
    const second = (await api.patients.list({ limit: 2, offset: 2 })) as { total: number; items: unknown[] };
    expect(second.total).toBe(3);
    expect(names(second.items)).toEqual(['Maria']);
    const filtered = (await api.patients.list({ sex: 'female', offset: 1 })) as { total: number; items: unknown[] };
    expect([filtered.total, names(filtered.items)]).toEqual([2, ['Maria']]);
    await expect(api.patients.list({ limit: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.patients.list({ limit: 201 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('picker search: name, phone, CPF or email, at most 20', async () => {
    const { api } = await fixture();
    await api.patients.create({ ...ana, firstName: 'Carla', cpf: '529.982.247-25' });
    expect(await api.patients.search({ q: '52998' })).toEqual([
      expect.objectContaining({ firstName: 'Carla', cpf: '529.982.247-25', phone: '(11) 98765-4321', email: null }),
    ]);
    expect((await api.patients.search({ q: 'JOÃO' })).map((p) => p.firstName)).toEqual(['João']);
    expect((await api.patients.search({ q: 'joao@clinica' })).map((p) => p.firstName)).toEqual(['João']);
    expect(await api.patients.search({ q: '   ' })).toEqual([]);
    for (let i = 0; i < 25; i += 1) await api.patients.create({ ...ana, firstName: `Zélia ${i}` });
    expect(await api.patients.search({ q: 'zelia' })).toHaveLength(20);
  });

  it('two or more long words (matches found first, then sorted) keep the name order, the paging and the limit', async () => {
    const { api } = await fixture();
    const people = [
      ['Zélia Maria', 'Souza'],
      ['Ana', 'Maria Souza'],
      ['Maria', 'Souza Lima'],
      ['Maria', 'Alves Souza'],
      ['Bruna', 'Souza'], // not Maria
    ];
    for (const [firstName, lastName] of people) await api.patients.create({ ...ana, firstName: firstName!, lastName: lastName!, cpf: undefined });
    const full = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
    const expected = ['Ana Maria Souza', 'Maria Alves Souza', 'Maria Souza Lima', 'Zélia Maria Souza'];
    expect(((await api.patients.list({ search: 'souza maria' })) as { firstName: string; lastName: string }[]).map(full)).toEqual(expected);
    const page = (await api.patients.list({ search: 'MARIA souza', limit: 2, offset: 1 })) as { total: number; items: { firstName: string; lastName: string }[] };
    expect([page.total, page.items.map(full)]).toEqual([4, expected.slice(1, 3)]);
    expect((await api.patients.search({ q: 'maria souza' })).map(full)).toEqual(expected);
    for (let i = 0; i < 25; i += 1) await api.patients.create({ ...ana, firstName: `Maria ${i}`, lastName: 'Souza', cpf: undefined });
    expect(await api.patients.search({ q: 'maria souza' })).toHaveLength(20);
  });
});

describe('patients: delete', () => {
  it('removes a patient without history, logging once', async () => {
    const { api } = await admin();
    const p = await api.patients.create(ana);
    expect(await api.patients.relatedData({ id: p.id })).toEqual({ appointmentCount: 0, treatmentCount: 0, appointments: [] });
    expect(await api.patients.delete({ id: p.id })).toEqual({ success: true, deletedAppointments: 0, deletedTreatments: 0 });
    expect(await count('patients')).toBe(0);
    expect((await logs()).at(-1)!.description).toBe('Paciente "Ana Souza" excluído');
    await expect(api.patients.delete({ id: p.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('with history: 409 with the counts unless forceCascade, then everything in one transaction, one log row', async () => {
    const { api } = await admin();
    const { book, physio } = await agenda();
    const p = await api.patients.create(ana);
    const other = await api.patients.create({ ...ana, firstName: 'Outra' });
    const a1 = await book(p.id, '2026-03-01', 'consulta', 'completed', '09:00');
    await book(p.id, '2026-03-02', 'atendimento', 'scheduled', '10:00');
    const otherAppointment = await book(other.id, '2026-03-03', 'atendimento', 'scheduled');
    await tdb.db.insertInto('treatments').values({ patientId: p.id, physiotherapistId: physio.id, appointmentId: a1.id, date: '2026-03-01' }).execute();
    // Another patient's treatment pointing at this patient's appointment keeps its row, unlinked.
    const kept = await tdb.db
      .insertInto('treatments')
      .values({ patientId: other.id, physiotherapistId: physio.id, appointmentId: a1.id, date: '2026-03-01' })
      .returningAll()
      .executeTakeFirstOrThrow();
    await tdb.db.insertInto('leads').values({ name: 'Ana Souza', whatsapp: '(11) 98765-4321', origin: 'Instagram', date: '2026-01-05', status: 'CONVERTIDO' }).execute();

    const related = await api.patients.relatedData({ id: p.id });
    expect(related).toMatchObject({ appointmentCount: 2, treatmentCount: 1 });
    expect(related.appointments).toEqual([
      { id: expect.any(Number), date: '2026-03-02', time: '10:00', roomName: 'Sala 1' },
      { id: a1.id, date: '2026-03-01', time: '09:00', roomName: 'Sala 1' },
    ]);
    const logsBefore = (await logs()).length;
    await expect(api.patients.delete({ id: p.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Este paciente possui 2 agendamento(s) e 1 tratamento(s). Confirme a exclusão de tudo.',
    });
    await expect(api.patients.delete({ id: p.id, forceCascade: 'false' as never })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await count('patients')).toBe(2);

    expect(await api.patients.delete({ id: p.id, forceCascade: true })).toEqual({
      success: true,
      deletedAppointments: 2,
      deletedTreatments: 1,
    });
    expect(await tdb.db.selectFrom('appointments').select('id').execute()).toEqual([{ id: otherAppointment.id }]);
    expect(await tdb.db.selectFrom('treatments').select(['id', 'appointmentId']).execute()).toEqual([{ id: kept.id, appointmentId: null }]);
    expect(await tdb.db.selectFrom('patients').select('id').execute()).toEqual([{ id: other.id }]);
    expect(await count('leads')).toBe(1);
    const after = await logs();
    expect(after).toHaveLength(logsBefore + 1);
    expect(after.at(-1)).toMatchObject({
      action: 'delete',
      entity: 'patient',
      entityId: p.id,
      description: 'Paciente "Ana Souza" excluído com 2 agendamento(s) e 1 tratamento(s)',
    });
  });
});

describe('patients: roles', () => {
  const readers: Role[] = ['admin', 'manager', 'recepcionista', 'physiotherapist', 'financeiro', 'lider'];

  it('everyone signed in reads; nobody signed out does', async () => {
    const { api } = await admin();
    const p = await api.patients.create(ana);
    for (const role of readers) {
      const reader = callerFor(tdb.db, await seedUser(tdb.db, { role }));
      expect(await reader.patients.list({})).toHaveLength(1);
      expect(await reader.patients.search({ q: 'ana' })).toHaveLength(1);
      expect((await reader.patients.relatedData({ id: p.id })).appointmentCount).toBe(0);
      expect(await reader.appointments.listOfPatient({ id: p.id })).toEqual([]);
    }
    await expect(callerFor(tdb.db, null).patients.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each(['financeiro', 'lider'] as Role[])('%s may not create or edit (403)', async (role) => {
    const { api } = await admin();
    const p = await api.patients.create(ana);
    const refused = callerFor(tdb.db, await seedUser(tdb.db, { role }));
    await expect(refused.patients.create(ana)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(refused.patients.quickCreate(ana)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(refused.patients.update({ id: p.id, firstName: 'X' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(refused.patients.delete({ id: p.id, forceCascade: true })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it.each(['recepcionista', 'physiotherapist'] as Role[])('%s creates and edits but may not delete (403)', async (role) => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role }));
    const p = await api.patients.create(ana);
    expect(await api.patients.update({ id: p.id, status: 'Pausa' })).toMatchObject({ status: 'Pausa' });
    await expect(api.patients.delete({ id: p.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(api.patients.delete({ id: p.id, forceCascade: true })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await count('patients')).toBe(1);
  });

  it('manager deletes', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'manager' }));
    const p = await api.patients.create(ana);
    expect((await api.patients.delete({ id: p.id })).success).toBe(true);
  });
});

describe("patients: 'Cadastro incompleto' (issue 20, point 16)", () => {
  it("a converted lead's patient (birth date = today) is incomplete until the birth date is changed", async () => {
    const { api } = await admin();
    const lead = await api.leads.create({ name: 'Carla Dias', whatsapp: '(11) 97654-3210', origin: 'instagram', date: '2026-05-01' });
    const { patientId } = await api.leads.convert({ id: lead.id });
    const converted = await api.patients.get({ id: patientId });
    expect(converted).toMatchObject({ birthDate: converted.conversionDate, age: 0, registrationIncomplete: true });
    expect(await api.patients.list({})).toMatchObject([{ id: patientId, registrationIncomplete: true }]);

    // Another field changed: still incomplete. The birth date entered: complete.
    expect(await api.patients.update({ id: patientId, profession: 'Professora' })).toMatchObject({ registrationIncomplete: true });
    const fixed = await api.patients.update({ id: patientId, birthDate: '1988-07-14' });
    expect(fixed).toMatchObject({ birthDate: '1988-07-14', registrationIncomplete: false });
    expect((await api.patients.create(ana)).registrationIncomplete).toBe(false);
  });
});
