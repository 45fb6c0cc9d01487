import type { UserRow } from '@clinic/db';
import { useTestDatabase } from '@clinic/db/test-hooks';
import { UNWORKED_LEAD } from '@clinic/domain/testing';
import { describe, expect, it } from 'vitest';

import { callerFor, expectIssue, seedUser } from '../../testing';

const tdb = useTestDatabase();

/** Thursday 26/11/2026, 09:00 local. */
const NOW = new Date(2026, 10, 26, 9, 0);
const as = (user: UserRow) => callerFor(tdb.db, user, { now: () => NOW });
const logs = () => tdb.db.selectFrom('systemLogs').selectAll().orderBy('id').execute();
const timeline = (leadId: number) =>
  tdb.db.selectFrom('leadInteractions').selectAll().where('leadId', '=', leadId).orderBy('id').execute();
const leadRow = (id: number) => tdb.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function clinic() {
  const rita = await seedUser(tdb.db, { role: 'recepcionista', firstName: 'Rita', lastName: 'Recepção' });
  const admin = await seedUser(tdb.db, { role: 'admin' });
  const juliana = await seedUser(tdb.db, { role: 'physiotherapist', firstName: 'Juliana', lastName: 'Prado' });
  const [room] = await tdb.db.insertInto('rooms').values([{ name: 'Sala 1' }]).returning('id').execute();
  const lead = await as(rita).leads.create({ name: 'Ana Souza', whatsapp: '(11) 98765-4321', origin: 'Instagram', date: '2026-11-20' });
  return { rita, admin, juliana, room: room!.id, lead };
}

describe('lead pipeline: stage moves (issue #25)', () => {
  it('answers the pipeline fields beside the spec fields', async () => {
    const { lead } = await clinic();
    expect(lead).toMatchObject({ status: 'PENDENTE', ...UNWORKED_LEAD });
  });

  it('moves the stage with its etapa interaction and log row, and records the first contact once', async () => {
    const { rita, lead } = await clinic();
    const before = (await logs()).length;
    const moved = await as(rita).leads.moveStage({ id: lead.id, stage: 'em_contato' });
    expect(moved).toMatchObject({ stage: 'em_contato', status: 'PENDENTE', firstContactAt: expect.any(String) });
    const first = moved.firstContactAt;
    expect(await timeline(lead.id)).toMatchObject([{ kind: 'etapa', fromStage: 'novo', toStage: 'em_contato', userId: rita.id }]);
    expect((await logs()).slice(before)).toMatchObject([
      { action: 'update', entity: 'lead', entityId: lead.id, userId: rita.id, description: 'Lead "Ana Souza": etapa de Novo para Em contato' },
    ]);
    // Moving again to the same stage changes and logs nothing.
    await as(rita).leads.moveStage({ id: lead.id, stage: 'em_contato' });
    expect(await timeline(lead.id)).toHaveLength(1);
    const back = await as(rita).leads.moveStage({ id: lead.id, stage: 'novo' });
    await as(rita).leads.moveStage({ id: lead.id, stage: 'avaliacao_agendada' });
    expect(back.firstContactAt).toBe(first);
    expect((await leadRow(lead.id)).firstContactAt!.toISOString()).toBe(first);
  });

  it('refuses perdido without a reason (400 in Portuguese), keeps the reason, clears it on the way out', async () => {
    const { rita, lead } = await clinic();
    await expectIssue(as(rita).leads.moveStage({ id: lead.id, stage: 'perdido' }), 'Informe o motivo da perda para mover o lead para Perdido');
    await expectIssue(as(rita).leads.moveStage({ id: lead.id, stage: 'perdido', lostReason: '   ' }), 'Informe o motivo da perda para mover o lead para Perdido');
    await expectIssue(as(rita).leads.moveStage({ id: lead.id, stage: 'ganho' as never }), 'Etapa inválida (use novo, em_contato, avaliacao_agendada, avaliacao_realizada, convertido ou perdido)');
    expect(await timeline(lead.id)).toEqual([]);
    const lost = await as(rita).leads.moveStage({ id: lead.id, stage: 'perdido', lostReason: 'Achou caro' });
    expect(lost).toMatchObject({ stage: 'perdido', lostReason: 'Achou caro', firstContactAt: null });
    expect(await timeline(lead.id)).toMatchObject([{ kind: 'etapa', toStage: 'perdido', note: 'Achou caro' }]);
    expect((await logs()).at(-1)!.description).toBe('Lead "Ana Souza": etapa de Novo para Perdido (motivo: Achou caro)');
    const reopened = await as(rita).leads.moveStage({ id: lead.id, stage: 'em_contato' });
    expect(reopened).toMatchObject({ stage: 'em_contato', lostReason: null });
  });

  it('moving a PENDENTE lead to convertido converts it (patient created) in the same transaction', async () => {
    const { rita, lead } = await clinic();
    const moved = await as(rita).leads.moveStage({ id: lead.id, stage: 'convertido' });
    expect(moved).toMatchObject({ stage: 'convertido', status: 'CONVERTIDO', patientId: expect.any(Number), conversionDate: '2026-11-26' });
    expect(await timeline(lead.id)).toMatchObject([{ kind: 'etapa', fromStage: 'novo', toStage: 'convertido', userId: rita.id }]);
    expect((await logs()).map((l) => l.action)).toEqual(['create', 'create', 'convert', 'update']);
    // Unconvert: back to PENDENTE, the stage to what the (no) appointments show.
    const undone = await as(rita).leads.unconvert({ id: lead.id });
    expect(undone).toMatchObject({ status: 'PENDENTE', stage: 'em_contato' });
    expect((await timeline(lead.id)).at(-1)).toMatchObject({ fromStage: 'convertido', toStage: 'em_contato', note: 'Desconvertido' });
  });

  it('answers 404 for a lead that does not exist', async () => {
    const { rita } = await clinic();
    await expect(as(rita).leads.moveStage({ id: 999, stage: 'em_contato' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(as(rita).leads.interactions({ id: 999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('lead pipeline: interactions and follow-ups', () => {
  it('records a note, a call (first contact, novo → em contato) and sets the next contact', async () => {
    const { rita, lead } = await clinic();
    const note = await as(rita).leads.addInteraction({ id: lead.id, kind: 'nota', note: 'Veio pelo story' });
    expect(note).toMatchObject({ kind: 'nota', note: 'Veio pelo story', userId: rita.id, userName: 'Rita Recepção' });
    expect((await leadRow(lead.id)).firstContactAt).toBeNull();
    const call = await as(rita).leads.addInteraction({ id: lead.id, kind: 'ligacao', note: 'Sem resposta', nextContactAt: '2026-11-27T10:00' });
    expect(call.kind).toBe('ligacao');
    const after = await leadRow(lead.id);
    expect(after.stage).toBe('em_contato');
    expect(after.firstContactAt).not.toBeNull();
    expect(after.nextContactAt).toEqual(new Date(2026, 10, 27, 10, 0));
    const items = await as(rita).leads.interactions({ id: lead.id });
    expect(items.map((i) => i.kind)).toEqual(['etapa', 'ligacao', 'nota']);
    expect(items[0]).toMatchObject({ fromStage: 'novo', toStage: 'em_contato', note: 'Primeiro contato (Ligação)' });
    await expectIssue(as(rita).leads.addInteraction({ id: lead.id, kind: 'etapa' as never, note: 'x' }), 'Tipo de interação inválido (use nota, ligacao ou whatsapp)');
    await expectIssue(as(rita).leads.addInteraction({ id: lead.id, kind: 'nota', note: ' ' }), 'Descreva a interação');
    await expectIssue(as(rita).leads.setNextContact({ id: lead.id, nextContactAt: '2026-02-30T10:00' }), 'Data do próximo contato inválida (use aaaa-mm-ddThh:mm)');
  });

  it('lists follow-ups due on the day and overdue ones, leaving out lost leads and later ones', async () => {
    const { rita, lead } = await clinic();
    const api = as(rita);
    const mk = (name: string, whatsapp: string) => api.leads.create({ name, whatsapp, origin: 'Google', date: '2026-11-20' });
    const overdue = await mk('Bia Lima', '(11) 98765-0001');
    const later = await mk('Carla Dias', '(11) 98765-0002');
    const lost = await mk('Dora Reis', '(11) 98765-0003');
    await api.leads.setNextContact({ id: lead.id, nextContactAt: '2026-11-26T15:30' });
    await api.leads.setNextContact({ id: overdue.id, nextContactAt: '2026-11-24T09:00' });
    await api.leads.setNextContact({ id: later.id, nextContactAt: '2026-11-27T00:00' });
    await api.leads.setNextContact({ id: lost.id, nextContactAt: '2026-11-26T08:00' });
    await api.leads.moveStage({ id: lost.id, stage: 'perdido', lostReason: 'Mudou de cidade' });
    const due = await api.leads.followUps({ date: '2026-11-26' });
    expect(due.map((f) => [f.name, f.overdue])).toEqual([
      ['Bia Lima', true],
      ['Ana Souza', false],
    ]);
    expect((await api.leads.followUps({ date: '2026-11-23' })).map((f) => f.name)).toEqual([]);
    expect((await api.leads.followUps({ date: '2026-11-27' })).map((f) => f.name)).toEqual(['Bia Lima', 'Ana Souza', 'Carla Dias']);
    await expectIssue(api.leads.followUps({ date: '' }), 'Informe a data (aaaa-mm-dd)');
    const cleared = await api.leads.setNextContact({ id: lead.id, nextContactAt: null });
    expect(cleared.nextContactAt).toBeNull();
    expect((await logs()).at(-1)!.description).toBe('Lead "Ana Souza": próximo contato removido');
  });
});

describe('lead pipeline: automatic moves', () => {
  it('booking and attending the converted lead’s patient move the stage; a package sale converts', async () => {
    const { rita, admin, juliana, room, lead } = await clinic();
    const conversion = await as(rita).leads.convert({ id: lead.id });
    expect(conversion.lead).toMatchObject({ status: 'CONVERTIDO', stage: 'em_contato' });
    const appt = await as(admin).appointments.create({ patientId: conversion.patientId, physiotherapistId: juliana.id, roomId: room, date: '2026-11-30', time: '10:00' });
    expect((await leadRow(lead.id)).stage).toBe('avaliacao_agendada');
    await as(admin).appointments.setAttendance({ id: appt.id, attendanceStatus: 'presente' });
    expect((await leadRow(lead.id)).stage).toBe('avaliacao_realizada');
    // Booking another one never moves it back.
    await as(admin).appointments.create({ patientId: conversion.patientId, physiotherapistId: juliana.id, roomId: room, date: '2026-12-02', time: '10:00' });
    expect((await leadRow(lead.id)).stage).toBe('avaliacao_realizada');
    const steps = (await timeline(lead.id)).filter((i) => i.kind === 'etapa');
    expect(steps.map((i) => [i.fromStage, i.toStage, i.userId])).toEqual([
      ['novo', 'em_contato', rita.id],
      ['em_contato', 'avaliacao_agendada', null],
      ['avaliacao_agendada', 'avaliacao_realizada', null],
    ]);
    expect(steps[1]!.note).toBe(`Avaliação agendada (agendamento #${appt.id}, 30/11/2026)`);
    const autoLogs = (await logs()).filter((l) => l.userId === null && l.entity === 'lead');
    expect(autoLogs.map((l) => l.description)).toEqual([
      `Lead "Ana Souza": etapa movida automaticamente de em_contato para avaliacao_agendada (Avaliação agendada (agendamento #${appt.id}, 30/11/2026))`,
      `Lead "Ana Souza": etapa movida automaticamente de avaliacao_agendada para avaliacao_realizada (Avaliação realizada (agendamento #${appt.id}))`,
    ]);
    const service = await as(admin).services.create({ name: 'Pacote 10 sessões', price: '1500.00', quantity: 10 });
    await as(admin).packages.sell({ id: conversion.patientId, serviceId: service.id });
    expect((await leadRow(lead.id)).stage).toBe('convertido');
  });

  it('never moves a perdido lead, nor a PENDENTE one', async () => {
    const { rita, admin, juliana, room, lead } = await clinic();
    const conversion = await as(rita).leads.convert({ id: lead.id });
    await as(rita).leads.moveStage({ id: lead.id, stage: 'perdido', lostReason: 'Desistiu' });
    await as(admin).appointments.create({ patientId: conversion.patientId, physiotherapistId: juliana.id, roomId: room, date: '2026-11-30', time: '10:00' });
    expect(await leadRow(lead.id)).toMatchObject({ stage: 'perdido', lostReason: 'Desistiu' });
    await as(rita).leads.unconvert({ id: lead.id });
    expect((await leadRow(lead.id)).stage).toBe('perdido');
    const other = await as(rita).leads.create({ name: 'Bia Lima', whatsapp: '(11) 98765-0009', origin: 'Google', date: '2026-11-20' });
    await tdb.db.updateTable('leads').set({ patientId: conversion.patientId }).where('id', '=', other.id).execute();
    await as(admin).appointments.create({ patientId: conversion.patientId, physiotherapistId: juliana.id, roomId: room, date: '2026-12-01', time: '10:00' });
    expect((await leadRow(other.id)).stage).toBe('novo');
  });

  it('converting a lead whose patient was already attended moves it straight to avaliacao_realizada', async () => {
    const { rita, admin, juliana, room, lead } = await clinic();
    const conversion = await as(rita).leads.convert({ id: lead.id });
    await as(rita).leads.unconvert({ id: lead.id });
    const appt = await as(admin).appointments.create({ patientId: conversion.patientId, physiotherapistId: juliana.id, roomId: room, date: '2026-11-26', time: '08:00' });
    await as(admin).appointments.setAttendance({ id: appt.id, attendanceStatus: 'atendido' });
    expect((await leadRow(lead.id)).stage).toBe('em_contato');
    const again = await as(rita).leads.convert({ id: lead.id });
    expect(again.lead.stage).toBe('avaliacao_realizada');
  });

  it('keeps the rules on the database: convertido needs status CONVERTIDO', async () => {
    const { lead } = await clinic();
    await expect(tdb.db.updateTable('leads').set({ stage: 'convertido' }).where('id', '=', lead.id).execute()).rejects.toThrow();
  });
});
