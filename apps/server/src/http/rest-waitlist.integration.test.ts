import { seedUser } from '@clinic/api/testing';
import { seedPatients } from '@clinic/db/testing';
import { WAITLIST_TEXT, addDays, toIsoDate, weekdayOf } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient, signedInClient } from '../testing/test-server';

const { tdb, server } = useTestServer();

/** A day from tomorrow on that is not a Sunday (entries choose Monday to Saturday). */
const DAY = [1, 2].map((n) => addDays(toIsoDate(), n)).find((d) => weekdayOf(d) !== 0)!;

async function clinic() {
  const physio = await seedUser(tdb.db, { role: 'physiotherapist', firstName: 'Juliana', lastName: 'Prado' });
  const [room] = await tdb.db.insertInto('rooms').values([{ name: 'Sala 1' }]).returningAll().execute();
  const [ana, bia] = await seedPatients(tdb.db, [
    { firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', birthDate: '1990-05-10' },
    { firstName: 'Bia', lastName: 'Lima', phone: '(11) 98765-1111', birthDate: '1985-01-02' },
  ]);
  return { physio, room: room!, ana: ana!, bia: bia! };
}

describe('the waitlist over REST', () => {
  it('documents its paths, offers a freed slot and books the acceptance; a second acceptance hears "horário já preenchido"', async () => {
    const doc = (await new RestClient(server.baseUrl).get('/api/openapi.json')).body;
    const paths = Object.keys(doc.paths).map((p) => p.replace(/^\/api/, ''));
    for (const p of ['/waitlist', '/waitlist/{id}', '/waitlist/{id}/offer', '/waitlist/freed-slots', '/waitlist/offers/{id}/accept', '/waitlist/offers/{id}/decline']) {
      expect(paths).toContain(p);
    }
    const c = await clinic();
    const { client } = await signedInClient(server, tdb.db, 'recepcionista');
    const booked = await client.post('/api/appointments', { patientId: c.bia, physiotherapistId: c.physio.id, roomId: c.room.id, date: DAY, time: '09:00' });
    expect(booked.status).toBe(200);
    expect((await client.delete(`/api/appointments/${booked.body.id}`)).status).toBe(200);

    const entry = { availability: [{ weekday: weekdayOf(DAY), period: 'manha' }], dateFrom: toIsoDate(), dateTo: addDays(DAY, 7) };
    const ana = await client.post('/api/waitlist', { patientId: c.ana, urgent: true, ...entry });
    expect(ana.status).toBe(200);
    expect(ana.body).toMatchObject({ status: 'aguardando', urgent: true, physiotherapist: null });
    const bia = await client.post('/api/waitlist', { patientId: c.bia, ...entry });
    const freed = await client.get(`/api/waitlist/freed-slots?date=${DAY}`);
    expect(freed.body).toMatchObject([{ date: DAY, time: '09:00', roomId: c.room.id, matches: [{ id: ana.body.id }, { id: bia.body.id }] }]);

    const offerA = await client.post(`/api/waitlist/${ana.body.id}/offer`, { date: DAY, time: '09:00', roomId: c.room.id });
    const offerB = await client.post(`/api/waitlist/${bia.body.id}/offer`, { date: DAY, time: '09:00', roomId: c.room.id });
    expect(offerA.status).toBe(200);
    expect(offerA.body.whatsappLink).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    const accepted = await client.post(`/api/waitlist/offers/${offerA.body.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ outcome: 'agendado', appointment: { patientId: c.ana, date: DAY, time: '09:00', status: 'scheduled' } });
    const late = await client.post(`/api/waitlist/offers/${offerB.body.id}/accept`);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ outcome: 'preenchido', message: WAITLIST_TEXT.slotFilled, appointment: null });

    const list = await client.get('/api/waitlist?status=todas');
    expect(list.body.map((e: { id: number; status: string }) => [e.id, e.status])).toEqual([
      [ana.body.id, 'agendado'],
      [bia.body.id, 'aguardando'],
    ]);
    expect((await client.put(`/api/waitlist/${bia.body.id}`, { notes: 'qualquer horário' })).body).toMatchObject({ notes: 'qualquer horário' });
    expect((await client.delete(`/api/waitlist/${bia.body.id}`)).body).toEqual({ success: true });
  });

  it('answers 400 in Portuguese, 404 for unknown ids and 403 to roles outside the attendance row', async () => {
    const c = await clinic();
    const { client } = await signedInClient(server, tdb.db, 'physiotherapist');
    const bad = await client.post('/api/waitlist', { patientId: c.ana, availability: [], dateFrom: DAY, dateTo: DAY });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(WAITLIST_TEXT.availabilityRequired);
    const noDate = await client.get('/api/waitlist/freed-slots');
    expect(noDate.status).toBe(400);
    expect((await client.put('/api/waitlist/999999', { urgent: true })).status).toBe(404);
    expect((await client.delete('/api/waitlist/999999')).status).toBe(404);
    expect((await client.post('/api/waitlist/999999/offer', { date: DAY, time: '09:00', roomId: c.room.id })).status).toBe(404);
    const missing = await client.post('/api/waitlist/offers/999999/accept');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(WAITLIST_TEXT.offerNotFound);
    for (const role of ['financeiro', 'lider'] as const) {
      const other = (await signedInClient(server, tdb.db, role)).client;
      expect((await other.get('/api/waitlist')).status).toBe(403);
      expect((await other.post('/api/waitlist', { patientId: c.ana })).status).toBe(403);
    }
    expect((await new RestClient(server.baseUrl).get('/api/waitlist')).status).toBe(401);
  });
});
