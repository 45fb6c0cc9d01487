import { useTestDatabase } from '@clinic/db/test-hooks';
import type { PatientInput, Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { callerFor, seedUser } from '../../testing';

const tdb = useTestDatabase();

const logs = () => tdb.db.selectFrom('systemLogs').selectAll().orderBy('id').execute();
const names = (result: unknown) => (result as { firstName: string }[]).map((p) => p.firstName);
const NOW = new Date('2026-11-26T13:45:00.000Z');

const ana: PatientInput = { firstName: 'Ana', lastName: 'Souza', phone: '11987654321', birthDate: '1990-05-10' };
const bia: PatientInput = { firstName: 'Bia', lastName: 'Souza', phone: '11912345678', birthDate: '1985-01-31', cpf: '52998224725' };

async function fixture(role: Role = 'admin') {
  const user = await seedUser(tdb.db, { role });
  const api = callerFor(tdb.db, user, { now: () => NOW });
  const admin = callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin' }), { now: () => NOW });
  const a = await admin.patients.create(ana);
  const b = await admin.patients.create(bia);
  return { user, api, admin, ana: a, bia: b };
}

describe('patients: archive and reactivate', () => {
  it('archiving hides the patient from the list, its pages, the pickers and the search; the filter shows her', async () => {
    const { api, bia } = await fixture();
    const archived = await api.patients.archive({ id: bia.id });
    expect(archived).toEqual({ ...bia, archivedAt: NOW.toISOString(), version: archived.version });
    expect(archived.version).toBeGreaterThan(bia.version);

    expect(names(await api.patients.list({}))).toEqual(['Ana']);
    expect(names(await api.patients.list({ archived: false }))).toEqual(['Ana']);
    expect(await api.patients.list({ limit: 10 })).toMatchObject({ total: 1, items: [{ firstName: 'Ana' }] });
    expect(names(await api.patients.list({ search: 'souza' }))).toEqual(['Ana']);
    expect(await api.patients.search({ q: 'souza' })).toEqual([expect.objectContaining({ firstName: 'Ana' })]);
    expect(await api.patients.search({ q: '52998' })).toEqual([]);
    expect(await api.patients.search({ q: 'bia souza' })).toEqual([]);

    expect(await api.patients.list({ archived: true })).toEqual([archived]);
    expect(await api.patients.list({ archived: true, limit: 10 })).toEqual({ total: 1, items: [archived] });
    expect(names(await api.patients.list({ archived: true, search: 'ana' }))).toEqual([]);
    // Her page still opens.
    expect(await api.patients.get({ id: bia.id })).toEqual(archived);
  });

  it('reactivating brings her back everywhere', async () => {
    const { api, bia } = await fixture();
    await api.patients.archive({ id: bia.id });
    const back = await api.patients.reactivate({ id: bia.id });
    expect(back).toMatchObject({ id: bia.id, archivedAt: null });
    expect(names(await api.patients.list({}))).toEqual(['Ana', 'Bia']);
    expect(names(await api.patients.search({ q: '52998' }))).toEqual(['Bia']);
    expect(await api.patients.list({ archived: true })).toEqual([]);
  });

  it('an archived patient cannot be booked by id (409) until reactivated; her existing appointments stay editable', async () => {
    const { api, bia } = await fixture();
    const physio = await seedUser(tdb.db, { role: 'physiotherapist' });
    const room = await tdb.db.insertInto('rooms').values({ name: 'Sala 1' }).returning('id').executeTakeFirstOrThrow();
    const slot = { physiotherapistId: physio.id, roomId: room.id, date: '2026-12-01', time: '10:00' };
    const kept = await api.appointments.create({ ...slot, patientId: bia.id });
    await api.patients.archive({ id: bia.id });
    const refused = await api.appointments.create({ ...slot, time: '11:00', patientId: bia.id }).catch((e: { code: string; message: string }) => e);
    expect(refused).toMatchObject({ code: 'CONFLICT', message: 'Paciente arquivado: reative o cadastro para agendar' });
    expect(await api.appointments.update({ id: kept.id, ...slot, time: '09:00', patientId: bia.id, version: kept.version })).toMatchObject({
      time: '09:00',
    });
    await api.patients.reactivate({ id: bia.id });
    expect(await api.appointments.create({ ...slot, time: '11:00', patientId: bia.id })).toMatchObject({ patientId: bia.id });
  });

  it('logs each change in the activity log, in its own words; a repeat changes and logs nothing', async () => {
    const { api, user, bia } = await fixture();
    const before = (await logs()).length;
    const archived = await api.patients.archive({ id: bia.id });
    expect(await api.patients.archive({ id: bia.id })).toEqual(archived);
    await api.patients.reactivate({ id: bia.id });
    expect(await api.patients.reactivate({ id: bia.id })).toMatchObject({ archivedAt: null });
    const added = (await logs()).slice(before);
    expect(added.map(({ action, entity, entityId, userId, description }) => ({ action, entity, entityId, userId, description }))).toEqual([
      { action: 'update', entity: 'patient', entityId: bia.id, userId: user.id, description: 'Paciente "Bia Souza" arquivado' },
      { action: 'update', entity: 'patient', entityId: bia.id, userId: user.id, description: 'Paciente "Bia Souza" reativado' },
    ]);
  });

  it('answers 404 for an unknown patient, and 400 for a bad id', async () => {
    const { api } = await fixture();
    await expect(api.patients.archive({ id: 999 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Paciente não encontrado' });
    await expect(api.patients.reactivate({ id: 999 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Paciente não encontrado' });
    await expect(api.patients.archive({ id: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.patients.list({ archived: 'talvez' as unknown as boolean })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('manager archives and reactivates', async () => {
    const { api, bia } = await fixture('manager');
    expect(await api.patients.archive({ id: bia.id })).toMatchObject({ archivedAt: NOW.toISOString() });
    expect(await api.patients.reactivate({ id: bia.id })).toMatchObject({ archivedAt: null });
  });

  it.each(['recepcionista', 'physiotherapist', 'financeiro', 'lider'] as Role[])('%s may not archive nor reactivate (403), and nothing changes', async (role) => {
    const { api, admin, ana, bia } = await fixture(role);
    await admin.patients.archive({ id: bia.id });
    const before = (await logs()).length;
    await expect(api.patients.archive({ id: ana.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(api.patients.reactivate({ id: bia.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(names(await api.patients.list({}))).toEqual(['Ana']);
    expect(names(await api.patients.list({ archived: true }))).toEqual(['Bia']);
    expect(await logs()).toHaveLength(before);
  });
});
