import type { UserRow } from '@clinic/db';
import { useTestDatabase } from '@clinic/db/test-hooks';
import { seedPatients } from '@clinic/db/testing';
import { WAITLIST_TEXT } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { acceptWaitlistOffer, declineWaitlistOffer } from '../../services/waitlist/waitlist-offers.service';
import { createWhatsappActionRegistry } from '../../whatsapp-actions';
import { callerFor, expectIssue, seedUser } from '../../testing';

const tdb = useTestDatabase();

/** Monday 2026-11-30, 09:00 in São Paulo. The freed slot: Tuesday 2026-12-01 at 09:00 (manhã). */
const NOW = new Date('2026-11-30T12:00:00Z');
const DAY = '2026-12-01';
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const logs = () => tdb.db.selectFrom('systemLogs').selectAll().where('entity', '=', 'waitlist').orderBy('id').execute();
const bookedAt = (time: string, date = DAY) =>
  tdb.db.selectFrom('appointments').selectAll().where('date', '=', date).where('time', '=', time).where('status', '<>', 'cancelled').execute();

interface Clinic {
  reception: UserRow;
  juliana: UserRow;
  renata: UserRow;
  room: number;
  patients: number[];
}

async function clinic(patientCount = 4): Promise<Clinic> {
  const reception = await seedUser(tdb.db, { role: 'recepcionista' });
  const juliana = await seedUser(tdb.db, { role: 'physiotherapist', firstName: 'Juliana', lastName: 'Prado' });
  const renata = await seedUser(tdb.db, { role: 'physiotherapist', firstName: 'Renata', lastName: 'Alves' });
  const [room] = await tdb.db.insertInto('rooms').values([{ name: 'Sala 1' }, { name: 'Sala 2' }]).returning('id').execute();
  const patients = await seedPatients(
    tdb.db,
    Array.from({ length: patientCount }, (_, i) => ({
      firstName: ['Ana', 'Bia', 'Carla', 'Dora', 'Eva', 'Flor', 'Gal', 'Hana', 'Iara', 'Jade', 'Kika'][i % 11]!,
      lastName: `Souza ${i + 1}`,
      phone: `(11) 98765-${String(1000 + i)}`,
      birthDate: '1990-05-10',
    })),
  );
  return { reception, juliana, renata, room: room!.id, patients };
}

const api = (c: Clinic, now = NOW) => callerFor(tdb.db, c.reception, { now: () => now });

const entryFor = (patientId: number, overrides: Record<string, unknown> = {}) => ({
  patientId,
  availability: [{ weekday: 2, period: 'manha' as const }],
  dateFrom: '2026-11-30',
  dateTo: '2026-12-11',
  ...overrides,
});

/** Juliana's appointment at DAY 09:00 in the room, cancelled: the freed cell. */
async function freeTheSlot(c: Clinic, patientId: number) {
  const booked = await api(c).appointments.create({ patientId, physiotherapistId: c.juliana.id, roomId: c.room, date: DAY, time: '09:00' });
  await api(c).appointments.cancel({ id: booked.id });
}

/** The 09:00 slot freed, waited for by Ana's entry (a) and Bia's (b); Ana's is offered it. */
async function twoEntriesOnAFreedSlot() {
  const c = await clinic();
  const [ana, bia] = c.patients as [number, number];
  await freeTheSlot(c, c.patients[3]!);
  const a = await api(c).waitlist.create(entryFor(ana));
  const b = await api(c).waitlist.create(entryFor(bia));
  const offerA = await api(c).waitlist.offer({ id: a.id, date: DAY, time: '09:00', roomId: c.room });
  return { c, a, b, offerA };
}

describe('waitlist entries', () => {
  it('creates, lists, edits and removes an entry, logging each change; removed entries stay as removido', async () => {
    const c = await clinic();
    const created = await api(c).waitlist.create(entryFor(c.patients[0]!, { urgent: true, notes: '  prefere cedo ' }));
    expect(created).toMatchObject({
      patientId: c.patients[0],
      patient: { firstName: 'Ana', lastName: 'Souza 1', phone: '(11) 98765-1000' },
      physiotherapistId: null,
      physiotherapist: null,
      availability: [{ weekday: 2, period: 'manha' }],
      urgent: true,
      notes: 'prefere cedo',
      status: 'aguardando',
      lastOffer: null,
      version: 1,
    });
    expect(await api(c).waitlist.list({})).toEqual([created]);

    const edited = await api(c).waitlist.update({ id: created.id, version: 1, physiotherapistId: c.juliana.id, urgent: false });
    expect(edited).toMatchObject({ physiotherapist: { firstName: 'Juliana' }, urgent: false, version: 2 });
    await expect(api(c).waitlist.update({ id: created.id, version: 1, urgent: true })).rejects.toMatchObject({ code: 'CONFLICT' });
    // Nothing to change: the entry as it is, no new version and no log line (the list below has none).
    expect(await api(c).waitlist.update({ id: created.id, version: 2 })).toEqual(edited);
    await expect(api(c).waitlist.update({ id: created.id, version: 1 })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(api(c).waitlist.update({ id: created.id, dateTo: '2026-11-01' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: WAITLIST_TEXT.rangeInverted,
    });

    await api(c).waitlist.delete({ id: created.id });
    await api(c).waitlist.delete({ id: created.id });
    expect(await api(c).waitlist.list({})).toEqual([]);
    expect((await api(c).waitlist.list({ status: 'removido' })).map((e) => e.id)).toEqual([created.id]);
    await expect(api(c).waitlist.update({ id: created.id, urgent: true })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await logs()).map((l) => [l.action, l.userId, l.description])).toEqual([
      ['create', c.reception.id, 'Lista de espera: Ana Souza 1 (qualquer fisioterapeuta, 30/11/2026 a 11/12/2026, urgente) adicionada'],
      ['update', c.reception.id, 'Lista de espera: Ana Souza 1 (com Juliana, 30/11/2026 a 11/12/2026) atualizada'],
      ['delete', c.reception.id, 'Lista de espera: Ana Souza 1 (com Juliana, 30/11/2026 a 11/12/2026) removida'],
    ]);
  });

  it('refuses bad input with Portuguese messages, unknown ids with 404, and roles outside the table with 403', async () => {
    const c = await clinic();
    await expectIssue(api(c).waitlist.create(entryFor(c.patients[0]!, { availability: [] })), WAITLIST_TEXT.availabilityRequired);
    await expectIssue(api(c).waitlist.create(entryFor(c.patients[0]!, { dateTo: '2026-11-01' })), WAITLIST_TEXT.rangeInverted);
    await expect(api(c).waitlist.create(entryFor(999))).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Paciente não encontrado' });
    await expect(api(c).waitlist.create(entryFor(c.patients[0]!, { physiotherapistId: c.reception.id }))).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api(c).waitlist.update({ id: 999, urgent: true })).rejects.toMatchObject({ code: 'NOT_FOUND', message: WAITLIST_TEXT.entryNotFound });
    await expect(api(c).waitlist.delete({ id: 999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api(c).waitlist.offer({ id: 999, date: DAY, time: '09:00', roomId: c.room })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api(c).waitlist.acceptOffer({ id: 999 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: WAITLIST_TEXT.offerNotFound });
    await expect(api(c).waitlist.declineOffer({ id: 999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const physio = callerFor(tdb.db, c.juliana, { now: () => NOW });
    expect(await physio.waitlist.create(entryFor(c.patients[0]!))).toMatchObject({ status: 'aguardando' });
    for (const role of ['financeiro', 'lider'] as const) {
      const other = callerFor(tdb.db, await seedUser(tdb.db, { role }));
      await expect(other.waitlist.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(other.waitlist.create(entryFor(c.patients[0]!))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('reads an entry past its range as expirado (nothing deleted), refuses offering it, and reopens it when its range is extended', async () => {
    const c = await clinic();
    const entry = await api(c).waitlist.create(entryFor(c.patients[0]!, { dateFrom: '2026-11-20', dateTo: '2026-11-29' }));
    expect(await api(c).waitlist.list({})).toEqual([]);
    expect(await api(c).waitlist.list({ status: 'expirado' })).toMatchObject([{ id: entry.id, status: 'expirado' }]);
    expect(await api(c).waitlist.list({ status: 'todas' })).toHaveLength(1);
    await freeTheSlot(c, c.patients[1]!);
    expect(await api(c).waitlist.freedSlots({ date: DAY })).toEqual([]);
    await expect(api(c).waitlist.offer({ id: entry.id, date: DAY, time: '09:00', roomId: c.room })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: WAITLIST_TEXT.entryClosed,
    });
    expect(await api(c).waitlist.update({ id: entry.id, dateTo: '2026-12-05' })).toMatchObject({ status: 'aguardando' });
    expect(await api(c).waitlist.freedSlots({ date: DAY })).toMatchObject([{ time: '09:00', matches: [{ id: entry.id }] }]);
  });
});

describe('freed slots and offers', () => {
  it('lists the entries fitting a freed cell: urgent first, then the oldest; the wrong period, physiotherapist or a busy patient left out', async () => {
    const c = await clinic(6);
    const [ana, bia, carla, dora, eva, flor] = c.patients as [number, number, number, number, number, number];
    const first = await api(c).waitlist.create(entryFor(ana));
    const second = await api(c).waitlist.create(entryFor(bia, { physiotherapistId: c.juliana.id }));
    const urgent = await api(c).waitlist.create(entryFor(carla, { urgent: true }));
    await api(c).waitlist.create(entryFor(dora, { physiotherapistId: c.renata.id }));
    await api(c).waitlist.create(entryFor(eva, { availability: [{ weekday: 2, period: 'tarde' }] }));
    await api(c).waitlist.create(entryFor(flor));
    // Flor is booked elsewhere at 09:00 that day.
    const [, room2] = await tdb.db.selectFrom('rooms').select('id').orderBy('id').execute();
    await api(c).appointments.create({ patientId: flor, physiotherapistId: c.renata.id, roomId: room2!.id, date: DAY, time: '09:00' });
    expect(await api(c).waitlist.freedSlots({ date: DAY })).toEqual([]);

    await freeTheSlot(c, ana);
    const cells = await api(c).waitlist.freedSlots({ date: DAY });
    expect(cells.map((cell) => [cell.date, cell.time, cell.roomId, cell.physiotherapistId])).toEqual([[DAY, '09:00', c.room, c.juliana.id]]);
    expect(cells[0]!.matches.map((m) => m.id)).toEqual([urgent.id, first.id, second.id]);
    // Past days and the hours already gone show nothing.
    expect(await api(c, new Date('2026-12-01T12:30:00Z')).waitlist.freedSlots({ date: DAY })).toEqual([]);
    expect(await api(c).waitlist.freedSlots({ date: '2026-11-29' })).toEqual([]);
    await expectIssue(api(c).waitlist.freedSlots({ date: '01/12/2026' }), 'Data inválida (use aaaa-mm-dd)');
  });

  it('counts as freed a patient cancellation, a future "faltou" and a removed block, and only while nothing holds the slot', async () => {
    const c = await clinic();
    const [ana, bia] = c.patients as [number, number];
    await api(c).waitlist.create(entryFor(ana, { availability: [{ weekday: 2, period: 'manha' }, { weekday: 2, period: 'tarde' }] }));
    const book = (patientId: number, time: string) =>
      api(c).appointments.create({ patientId, physiotherapistId: c.juliana.id, roomId: c.room, date: DAY, time });
    const cancelled = await book(bia, '09:00');
    await api(c).appointments.setAttendance({ id: cancelled.id, attendanceStatus: 'cancelado_paciente', reason: 'viagem' });
    const missed = await book(bia, '10:00');
    await api(c).appointments.setAttendance({ id: missed.id, attendanceStatus: 'faltou' });
    const block = await book(0, '15:00');
    await api(c).appointments.cancel({ id: block.id });
    const times = async () => (await api(c).waitlist.freedSlots({ date: DAY })).map((cell) => [cell.time, cell.matches.length]);
    expect(await times()).toEqual([
      ['09:00', 1],
      ['10:00', 1],
      ['15:00', 1],
    ]);
    // Booked again at the desk: no longer free.
    await book(c.patients[2]!, '10:00');
    expect(await times()).toEqual([
      ['09:00', 1],
      ['15:00', 1],
    ]);
  });

  it('offers a freed slot with a wa.me link, books the first acceptance and tells a later one "horário já preenchido"', async () => {
    const { c, a, b, offerA } = await twoEntriesOnAFreedSlot();
    const offerB = await api(c).waitlist.offer({ id: b.id, date: DAY, time: '09:00', roomId: c.room });
    expect(offerA).toMatchObject({
      entryId: a.id,
      physiotherapistId: c.juliana.id,
      physiotherapist: { firstName: 'Juliana' },
      roomName: 'Sala 1',
      status: 'pendente',
      expiresAt: '2026-11-30T12:15:00.000Z',
    });
    expect(offerA.message).toContain('terça-feira, 01/12/2026 às 09:00, com Juliana');
    expect(offerA.whatsappLink).toBe(`https://wa.me/5511987651000?text=${encodeURIComponent(offerA.message)}`);
    expect((await api(c).waitlist.list({})).map((e) => [e.id, e.status, e.lastOffer?.id])).toEqual([
      [a.id, 'oferecido', offerA.id],
      [b.id, 'oferecido', offerB.id],
    ]);

    const won = await api(c, at(5)).waitlist.acceptOffer({ id: offerB.id });
    expect(won).toMatchObject({ outcome: 'agendado', offer: { status: 'aceita' }, appointment: { patientId: c.patients[1], physiotherapistId: c.juliana.id, status: 'scheduled' } });
    expect(await bookedAt('09:00')).toHaveLength(1);
    // Accepting again answers the same booking.
    expect((await api(c, at(6)).waitlist.acceptOffer({ id: offerB.id })).appointment?.id).toBe(won.appointment?.id);
    expect(await api(c, at(6)).waitlist.acceptOffer({ id: offerA.id })).toMatchObject({
      outcome: 'preenchido',
      message: WAITLIST_TEXT.slotFilled,
      offer: { status: 'preenchida' },
      appointment: null,
    });
    expect(WAITLIST_TEXT.slotFilled).toContain('horário já preenchido');
    const entries = await api(c, at(6)).waitlist.list({ status: 'todas' });
    expect(entries.map((e) => [e.id, e.status, e.lastOffer?.status])).toEqual([
      [a.id, 'aguardando', 'preenchida'],
      [b.id, 'agendado', 'aceita'],
    ]);
    expect(await api(c, at(6)).waitlist.freedSlots({ date: DAY })).toEqual([]);
    await expect(api(c, at(6)).waitlist.offer({ id: a.id, date: DAY, time: '09:00', roomId: c.room })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: WAITLIST_TEXT.slotFilled,
    });
  });

  it('records a decline, lets an offer expire after 15 minutes, and checks the nonce a WhatsApp reply carries', async () => {
    const { c, a, b, offerA } = await twoEntriesOnAFreedSlot();
    expect(await api(c, at(1)).waitlist.declineOffer({ id: offerA.id })).toMatchObject({ outcome: 'recusado', offer: { status: 'recusada' } });
    expect(await api(c, at(2)).waitlist.declineOffer({ id: offerA.id })).toMatchObject({ outcome: 'recusado' });
    await expect(api(c, at(2)).waitlist.acceptOffer({ id: offerA.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await api(c, at(2)).waitlist.list({ status: 'recusado' })).map((e) => e.id)).toEqual([a.id]);

    const offerB = await api(c).waitlist.offer({ id: b.id, date: DAY, time: '09:00', roomId: c.room });
    await expect(api(c, at(15)).waitlist.acceptOffer({ id: offerB.id })).rejects.toMatchObject({ code: 'CONFLICT', message: WAITLIST_TEXT.offerExpired });
    expect(await api(c, at(15)).waitlist.list({})).toMatchObject([{ id: b.id, status: 'aguardando', lastOffer: { status: 'expirada' } }]);
    expect(await bookedAt('09:00')).toEqual([]);

    // The webhook's path: the nonce must match; the service answers instead of throwing.
    const again = await api(c, at(20)).waitlist.offer({ id: b.id, date: DAY, time: '09:00', roomId: c.room });
    const nonce = (await tdb.db.selectFrom('waitlistOffers').select('nonce').where('id', '=', again.id).executeTakeFirstOrThrow()).nonce;
    const webhook = { userId: null, ipAddress: null, userAgent: 'WhatsApp' };
    expect(await acceptWaitlistOffer(tdb.db, webhook, again.id, at(21), { nonce: 'forged' })).toMatchObject({ outcome: 'invalida' });
    expect(await acceptWaitlistOffer(tdb.db, webhook, again.id, at(21), { nonce })).toMatchObject({ outcome: 'agendado', message: WAITLIST_TEXT.acceptedReply });
    expect(await declineWaitlistOffer(tdb.db, webhook, again.id, at(22), { nonce })).toMatchObject({ outcome: 'agendado' });
    expect(await bookedAt('09:00')).toHaveLength(1);
  });

  it("answers the WhatsApp quick replies OFERTA_SIM / OFERTA_NAO through the webhook's action registry", async () => {
    const c = await clinic();
    const [ana, bia] = c.patients as [number, number];
    await freeTheSlot(c, c.patients[3]!);
    const [a, b] = [await api(c).waitlist.create(entryFor(ana)), await api(c).waitlist.create(entryFor(bia))];
    const [offerA, offerB] = [
      await api(c).waitlist.offer({ id: a.id, date: DAY, time: '09:00', roomId: c.room }),
      await api(c).waitlist.offer({ id: b.id, date: DAY, time: '09:00', roomId: c.room }),
    ];
    const nonces = Object.fromEntries((await tdb.db.selectFrom('waitlistOffers').select(['id', 'nonce']).execute()).map((o) => [o.id, o.nonce]));
    const ignored: string[] = [];
    const context = { db: tdb.db, actor: { userId: null, ipAddress: null, userAgent: 'WhatsApp' }, now: at(2), ignore: async (reason: string) => void ignored.push(reason) };
    const registry = createWhatsappActionRegistry();
    const tap = (action: 'OFERTA_SIM' | 'OFERTA_NAO') => (reply: { id: string; nonce: string }) =>
      registry.get(action)!({ action, ...reply, from: '5511987651000', messageId: `wamid.${action}.${reply.id}`, contextId: null, text: '' }, context);
    const [acceptOfferReply, declineOfferReply] = [tap('OFERTA_SIM'), tap('OFERTA_NAO')];
    await declineOfferReply({ id: String(offerA.id), nonce: 'forged' });
    await acceptOfferReply({ id: '999', nonce: 'x' });
    await acceptOfferReply({ id: '1e3', nonce: 'x' });
    await declineOfferReply({ id: String(offerA.id), nonce: nonces[offerA.id]! });
    await acceptOfferReply({ id: String(offerB.id), nonce: nonces[offerB.id]! });
    expect(ignored).toEqual([
      `Resposta à oferta ${offerA.id} da lista de espera com código inválido`,
      'Oferta 999 da lista de espera não encontrada',
      'Oferta da lista de espera inválida: "1e3"',
    ]);
    expect((await api(c, at(2)).waitlist.list({ status: 'todas' })).map((e) => e.status)).toEqual(['recusado', 'agendado']);
    expect(await bookedAt('09:00')).toMatchObject([{ patientId: bia }]);
  });

  it('refuses offering a day outside the range, an hour gone, or a taken slot', async () => {
    const c = await clinic();
    const a = await api(c).waitlist.create(entryFor(c.patients[0]!, { dateTo: '2026-12-01' }));
    await expect(api(c).waitlist.offer({ id: a.id, date: '2026-12-02', time: '09:00', roomId: c.room })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: WAITLIST_TEXT.offerOutOfRange,
    });
    await expect(api(c).waitlist.offer({ id: a.id, date: '2026-11-30', time: '08:00', roomId: c.room })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: WAITLIST_TEXT.offerInPast,
    });
    await expect(api(c).waitlist.offer({ id: a.id, date: DAY, time: '10:00', roomId: c.room })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: WAITLIST_TEXT.offerPhysiotherapistRequired,
    });
    await api(c).appointments.create({ patientId: c.patients[1]!, physiotherapistId: c.juliana.id, roomId: c.room, date: DAY, time: '10:00' });
    await expect(api(c).waitlist.offer({ id: a.id, date: DAY, time: '10:00', roomId: c.room, physiotherapistId: c.renata.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expectIssue(api(c).waitlist.offer({ id: a.id, date: DAY, time: '10:30', roomId: c.room }), 'Horário inválido: escolha um horário da grade, de 08:00 a 19:00, de hora em hora');
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('the waitlist race on PostgreSQL', () => {
  it('10 simultaneous acceptances of one offered slot (10 entries) make exactly one booking; the others hear "horário já preenchido"', async () => {
    const c = await clinic(11);
    await freeTheSlot(c, c.patients[10]!);
    const offers = [];
    for (const patientId of c.patients.slice(0, 10)) {
      const entry = await api(c).waitlist.create(entryFor(patientId));
      offers.push(await api(c).waitlist.offer({ id: entry.id, date: DAY, time: '09:00', roomId: c.room }));
    }
    const results = await Promise.all(offers.map((offer) => api(c, at(3)).waitlist.acceptOffer({ id: offer.id })));
    expect(results.filter((r) => r.outcome === 'agendado')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'preenchido').map((r) => r.message)).toEqual(Array(9).fill(WAITLIST_TEXT.slotFilled));
    expect(await bookedAt('09:00')).toHaveLength(1);
    const statuses = (await api(c, at(3)).waitlist.list({ status: 'todas' })).map((e) => e.status).sort();
    expect(statuses).toEqual(['agendado', ...Array(9).fill('aguardando')]);
  });

  it('10 simultaneous acceptances of the same offer make one booking and all answer it', async () => {
    const c = await clinic();
    await freeTheSlot(c, c.patients[3]!);
    const entry = await api(c).waitlist.create(entryFor(c.patients[0]!));
    const offer = await api(c).waitlist.offer({ id: entry.id, date: DAY, time: '09:00', roomId: c.room });
    const results = await Promise.all(Array.from({ length: 10 }, () => api(c, at(3)).waitlist.acceptOffer({ id: offer.id })));
    expect(new Set(results.map((r) => r.appointment?.id)).size).toBe(1);
    expect(await bookedAt('09:00')).toHaveLength(1);
  });
});
