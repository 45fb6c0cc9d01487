import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { countLiveLedgerRows, findAppointmentWithNames, findPackageLedger, findPackageWithUse, insertPatientPackage } from './queries';
import { useTestDatabase } from './testing/test-hooks';
import { seedDesk } from './testing';

const tdb = useTestDatabase();
type Db = typeof tdb.db;

async function clinic(db: Db) {
  const {
    patients: [ana, bia],
    physio,
    room,
  } = await seedDesk(db, ['Ana', 'Bia']);
  const book = async (patientId: number, date: string, time = '08:00') =>
    (
      await db
        .insertInto('appointments')
        .values({ patientId, physiotherapistId: physio, roomId: room, date, time })
        .returning(['id', 'packageId'])
        .executeTakeFirstOrThrow()
    );
  return { ana: ana!, bia: bia!, book };
}

const sell = (db: Db, patientId: number, sessionsTotal = 3, more: { countsFaltou?: boolean; expiryDate?: string } = {}) =>
  insertPatientPackage(db, {
    patientId,
    name: 'Pacote pélvico',
    sessionsTotal,
    listPriceCents: 90000,
    priceCents: 90000,
    startDate: '2026-12-01',
    expiryDate: more.expiryDate ?? '2027-03-31',
    countsFaltou: more.countsFaltou ?? false,
    countsCanceladoTarde: false,
  });

const attend = (db: Db, id: number, attendanceStatus: string) =>
  db.updateTable('appointments').set({ attendanceStatus }).where('id', '=', id).execute();

describe('package ledger (triggers on appointments)', () => {
  it('links bookings to the package in force, up to its size, and numbers the sessions', async () => {
    const db = tdb.db;
    const { ana, bia, book } = await clinic(db);
    const pkg = await sell(db, ana, 2);
    const first = await book(ana, '2026-12-02');
    const second = await book(ana, '2026-12-09');
    const third = await book(ana, '2026-12-16');
    const other = await book(bia, '2026-12-02', '09:00');
    const before = await book(ana, '2026-11-20');
    expect([first.packageId, second.packageId, third.packageId, other.packageId, before.packageId]).toEqual([pkg.id, pkg.id, null, null, null]);
    const chip = await findAppointmentWithNames(db, second.id);
    expect([chip!.packageId, chip!.sessionNumber, chip!.sessionsTotal]).toEqual([pkg.id, 2, 2]);
    expect((await findAppointmentWithNames(db, third.id))!.sessionNumber).toBeNull();
  });

  it('writes one row when attended, reverses it when reverted, and derives used and status', async () => {
    const db = tdb.db;
    const { ana, book } = await clinic(db);
    const pkg = await sell(db, ana, 2);
    const a = await book(ana, '2026-12-02');
    const b = await book(ana, '2026-12-09');
    await attend(db, a.id, 'atendido');
    await attend(db, a.id, 'atendido');
    // The spec's old-style write of status reaches the ledger too (the attendance trigger translates it).
    await db.updateTable('appointments').set({ status: 'completed' }).where('id', '=', b.id).execute();
    let use = await findPackageWithUse(db, pkg.id, '2026-12-10');
    expect([use!.sessionsUsed, use!.status]).toEqual([2, 'esgotado']);
    await attend(db, b.id, 'agendado');
    use = await findPackageWithUse(db, pkg.id, '2026-12-10');
    expect([use!.sessionsUsed, use!.status]).toEqual([1, 'ativo']);
    expect((await findPackageWithUse(db, pkg.id, '2027-04-01'))!.status).toBe('expirado');
    const ledger = await findPackageLedger(db, pkg.id);
    expect(ledger.map((l) => [l.appointmentId, l.outcome, l.reversedByOutcome])).toEqual([
      [a.id, 'atendido', null],
      [b.id, 'atendido', 'agendado'],
    ]);
    await attend(db, b.id, 'atendido');
    expect(await countLiveLedgerRows(db, b.id)).toBe(1);
    expect((await findPackageWithUse(db, pkg.id, '2026-12-10'))!.sessionsUsed).toBe(2);
  });

  it("consumes 'faltou' only when the package says so", async () => {
    const db = tdb.db;
    const { ana, bia, book } = await clinic(db);
    const strict = await sell(db, ana, 5, { countsFaltou: true });
    const lenient = await sell(db, bia, 5, { countsFaltou: false });
    const a = await book(ana, '2026-12-02');
    const b = await book(bia, '2026-12-02', '09:00');
    await attend(db, a.id, 'faltou');
    await attend(db, b.id, 'faltou');
    expect((await findPackageWithUse(db, strict.id, '2026-12-10'))!.sessionsUsed).toBe(1);
    expect((await findPackageWithUse(db, lenient.id, '2026-12-10'))!.sessionsUsed).toBe(0);
    // faltou → atendido keeps one row (its outcome follows).
    await attend(db, a.id, 'atendido');
    expect((await findPackageLedger(db, strict.id)).map((l) => [l.outcome, l.reversedAt])).toEqual([['atendido', null]]);
  });

  it('counts one session when 20 connections complete the same appointment at once', async () => {
    const db = tdb.db;
    const { ana, book } = await clinic(db);
    const pkg = await sell(db, ana, 10);
    const a = await book(ana, '2026-12-02');
    await Promise.all(
      Array.from({ length: 20 }, () => db.transaction().execute((tx) => attend(tx as unknown as Db, a.id, 'atendido'))),
    );
    expect(await countLiveLedgerRows(db, a.id)).toBe(1);
    expect((await findPackageWithUse(db, pkg.id, '2026-12-10'))!.sessionsUsed).toBe(1);
  });

  it('refuses to change or delete a payment', async () => {
    const db = tdb.db;
    const { ana } = await clinic(db);
    const pkg = await sell(db, ana);
    const [user] = await db.selectFrom('users').select('id').execute();
    await sql`insert into payments (receipt_number, patient_id, package_id, amount_cents, method, paid_at, received_by_id)
      values (1, ${ana}, ${pkg.id}, 100, 'pix', '2026-12-01', ${user!.id})`.execute(db);
    await expect(sql`update payments set amount_cents = 1`.execute(db)).rejects.toThrow(/never changed/);
    await expect(sql`delete from payments`.execute(db)).rejects.toThrow(/never changed/);
  });
});

describe('the last session of a package under concurrency', () => {
  // Appointments booked before the package was sold are unlinked; attending them links them, and
  // the link counts the places left. With one place left, of N concurrent attendances exactly one
  // may take it (the others stay outside the package, unlinked).
  it('lets exactly one of 8 concurrent attendances consume the one session left', async () => {
    const db = tdb.db;
    const { ana, book } = await clinic(db);
    const booked = [];
    for (let i = 0; i < 8; i++) booked.push(await book(ana, '2026-12-02', `${String(8 + i).padStart(2, '0')}:00`));
    const pkg = await sell(db, ana, 1);
    expect(booked.every((a) => a.packageId === null)).toBe(true);
    const results = await Promise.allSettled(
      booked.map((a) =>
        db.transaction().execute(async (tx) => {
          await attend(tx as unknown as Db, a.id, 'atendido');
          // Hold the transaction open so the attendances really overlap (PostgreSQL; PGlite runs them one by one).
          await sql`select pg_sleep(0.1)`.execute(tx);
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const use = await findPackageWithUse(db, pkg.id, '2026-12-10');
    expect([use!.sessionsUsed, use!.status]).toEqual([1, 'esgotado']);
    expect((await findPackageLedger(db, pkg.id)).filter((l) => l.reversedAt === null)).toHaveLength(1);
    const linked = await db.selectFrom('appointments').select('id').where('packageId', '=', pkg.id).execute();
    expect(linked).toHaveLength(1);
  });
});
