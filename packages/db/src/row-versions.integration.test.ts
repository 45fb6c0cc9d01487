import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { updateAppointment, updateLead, updatePatient, updateRoom, updateService, updateUser } from './queries';
import { useTestDatabase } from './testing/test-hooks';

const tdb = useTestDatabase();

async function seed() {
  const db = tdb.db;
  const user = await db
    .insertInto('users')
    .values({ email: 'f@clinica.com', firstName: 'F', lastName: 'G', passwordHash: 'x', role: 'physiotherapist' })
    .returningAll()
    .executeTakeFirstOrThrow();
  const room = await db.insertInto('rooms').values({ name: 'Sala 1' }).returningAll().executeTakeFirstOrThrow();
  const patient = await db
    .insertInto('patients')
    .values({ firstName: 'Ana', lastName: 'Lima', phone: '(11) 99999-0001', birthDate: '1990-01-01' })
    .returningAll()
    .executeTakeFirstOrThrow();
  const appointment = await db
    .insertInto('appointments')
    .values({ patientId: patient.id, physiotherapistId: user.id, roomId: room.id, date: '2026-12-01', time: '09:00', type: 'atendimento' })
    .returningAll()
    .executeTakeFirstOrThrow();
  const lead = await db
    .insertInto('leads')
    .values({ name: 'Carla', whatsapp: '(11) 98888-0000', origin: 'Instagram', date: '2026-11-20', patientId: patient.id })
    .returningAll()
    .executeTakeFirstOrThrow();
  const service = await db
    .insertInto('services')
    .values({ name: 'Avaliação', price: '150.00' })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user, room, patient, appointment, lead, service };
}

const versionOf = async (table: 'appointments' | 'patients' | 'leads' | 'users' | 'services' | 'rooms', id: number) =>
  (await tdb.db.selectFrom(table).select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;

describe('row versions (trigger bump_row_version)', () => {
  it('start at 1 and rise by one with every change, whoever writes it', async () => {
    const s = await seed();
    for (const [table, id] of [
      ['appointments', s.appointment.id],
      ['patients', s.patient.id],
      ['leads', s.lead.id],
      ['users', s.user.id],
      ['services', s.service.id],
      ['rooms', s.room.id],
    ] as const) {
      expect(await versionOf(table, id)).toBe(1);
    }
    // Hand-written SQL counts like the app's queries; so does a status change.
    await sql`update appointments set status = 'cancelled' where id = ${s.appointment.id}`.execute(tdb.db);
    await updateAppointment(tdb.db, s.appointment.id, { notes: 'Trazer exames' });
    expect(await versionOf('appointments', s.appointment.id)).toBe(3);
    await updateRoom(tdb.db, s.room.id, { isActive: false });
    expect(await versionOf('rooms', s.room.id)).toBe(2);
    await updateService(tdb.db, s.service.id, { price: '180.00' });
    expect(await versionOf('services', s.service.id)).toBe(2);
    await updateLead(tdb.db, s.lead.id, { status: 'CONVERTIDO' });
    expect(await versionOf('leads', s.lead.id)).toBe(2);
    await updateUser(tdb.db, s.user.id, { isActive: false });
    expect(await versionOf('users', s.user.id)).toBe(2);
    await updatePatient(tdb.db, s.patient.id, { phone: '(11) 99999-0002' });
    expect(await versionOf('patients', s.patient.id)).toBe(2);
  });

  it('stay put when nothing a form shows changed: same values, bookkeeping columns', async () => {
    const s = await seed();
    await updateRoom(tdb.db, s.room.id, { name: 'Sala 1' });
    expect(await versionOf('rooms', s.room.id)).toBe(1);
    // services.updated_at moves on every save; alone it is no change.
    await updateService(tdb.db, s.service.id, {});
    expect(await versionOf('services', s.service.id)).toBe(1);
    // A password reset changes nothing an edit form holds.
    await updateUser(tdb.db, s.user.id, { passwordHash: 'y' });
    expect(await versionOf('users', s.user.id)).toBe(1);
    // Booking another appointment refreshes the patient's first_appointment_date through a trigger.
    await tdb.db
      .insertInto('appointments')
      .values({ patientId: s.patient.id, physiotherapistId: s.user.id, roomId: s.room.id, date: '2026-11-28', time: '10:00', type: 'atendimento' })
      .execute();
    const patient = await tdb.db.selectFrom('patients').selectAll().where('id', '=', s.patient.id).executeTakeFirstOrThrow();
    expect(patient.firstAppointmentDate).toBe('2026-11-28');
    expect(patient.version).toBe(1);
    // Deleting the patient clears the lead's link through the foreign key.
    await tdb.db.deleteFrom('appointments').where('patientId', '=', s.patient.id).execute();
    await tdb.db.deleteFrom('patients').where('id', '=', s.patient.id).execute();
    const lead = await tdb.db.selectFrom('leads').selectAll().where('id', '=', s.lead.id).executeTakeFirstOrThrow();
    expect(lead.patientId).toBeNull();
    expect(lead.version).toBe(1);
  });

  it('cannot be set by hand', async () => {
    const s = await seed();
    await sql`update rooms set version = 40 where id = ${s.room.id}`.execute(tdb.db);
    expect(await versionOf('rooms', s.room.id)).toBe(1);
    await sql`update rooms set version = 40, name = 'Sala A' where id = ${s.room.id}`.execute(tdb.db);
    expect(await versionOf('rooms', s.room.id)).toBe(2);
  });

  it('an update given the version it read changes the row only while it is still at that version', async () => {
    const s = await seed();
    expect(await updateRoom(tdb.db, s.room.id, { name: 'Sala A' }, 1)).toMatchObject({ name: 'Sala A', version: 2 });
    expect(await updateRoom(tdb.db, s.room.id, { name: 'Sala B' }, 1)).toBeUndefined();
    expect(await updateRoom(tdb.db, s.room.id, {}, 1)).toBeUndefined();
    expect(await updateRoom(tdb.db, s.room.id, {}, 2)).toMatchObject({ name: 'Sala A', version: 2 });
    expect(await updateAppointment(tdb.db, s.appointment.id, { notes: 'x' }, 2)).toBeUndefined();
    expect(await updateAppointment(tdb.db, s.appointment.id, { notes: 'x' }, 1)).toMatchObject({ notes: 'x', version: 2 });
    expect(await updatePatient(tdb.db, s.patient.id, { city: 'Santos' }, 3)).toBeUndefined();
    expect(await updateLead(tdb.db, s.lead.id, { origin: 'Site' }, 3)).toBeUndefined();
    expect(await updateUser(tdb.db, s.user.id, { phone: '1' }, 3)).toBeUndefined();
    expect(await updateService(tdb.db, s.service.id, { quantity: 3 }, 3)).toBeUndefined();
    // Without a version the last write wins, as before versions existed.
    expect(await updateRoom(tdb.db, s.room.id, { name: 'Sala C' })).toMatchObject({ name: 'Sala C', version: 3 });
  });
});
