import { sql } from 'kysely';

import type { Executor } from '../executor';
import type { NewPatientPackageRow, NewPaymentRow, PatientPackageRow, PaymentReversalRow, PaymentRow } from '../tables';

/** A package as lists show it: sessions used (live ledger rows), its status today, money in centavos. */
export interface PackageWithUse extends PatientPackageRow {
  sessionsUsed: number;
  /** Appointments linked and still to happen (agendado, confirmado, presente). */
  sessionsBooked: number;
  status: 'ativo' | 'esgotado' | 'expirado' | 'cancelado';
  paidCents: number;
  patientFirstName: string;
  patientLastName: string;
  patientPhone: string;
}

const paidOf = (column: 'package_id' | 'appointment_id', ref: string) =>
  sql<number>`(select (coalesce(sum(p.amount_cents), 0) - coalesce(sum((select sum(r.amount_cents) from payment_reversals r where r.payment_id = p.id)), 0))::bigint
    from payments p where p.${sql.raw(column)} = ${sql.raw(ref)})`;

/** Packages with their derived use and status on `today` (yyyy-MM-dd). */
function packagesWithUse(db: Executor, today: string) {
  return db
    .selectFrom('patientPackages as pp')
    .innerJoin('patients as pt', 'pt.id', 'pp.patientId')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('packageLedger as l')
          .select(sql<number>`count(*)::int`.as('used'))
          .whereRef('l.packageId', '=', 'pp.id')
          .where('l.reversedAt', 'is', null)
          .as('u'),
      (join) => join.onTrue(),
    )
    .selectAll('pp')
    .select([
      'u.used as sessionsUsed',
      sql<number>`(select count(*)::int from appointments a where a.package_id = pp.id
        and a.attendance_status in ('agendado', 'confirmado', 'presente'))`.as('sessionsBooked'),
      sql<PackageWithUse['status']>`case when pp.cancelled_at is not null then 'cancelado'
        when u.used >= pp.sessions_total then 'esgotado'
        when pp.expiry_date < ${today}::date then 'expirado' else 'ativo' end`.as('status'),
      paidOf('package_id', 'pp.id').as('paidCents'),
      'pt.firstName as patientFirstName',
      'pt.lastName as patientLastName',
      'pt.phone as patientPhone',
    ]);
}

export async function insertPatientPackage(db: Executor, values: NewPatientPackageRow): Promise<PatientPackageRow> {
  return db.insertInto('patientPackages').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A patient's packages, newest first. */
export async function findPackagesOfPatient(db: Executor, patientId: number, today: string): Promise<PackageWithUse[]> {
  return packagesWithUse(db, today).where('pp.patientId', '=', patientId).orderBy('pp.startDate', 'desc').orderBy('pp.id', 'desc').execute();
}

export async function findPackageWithUse(db: Executor, id: number, today: string): Promise<PackageWithUse | undefined> {
  return packagesWithUse(db, today).where('pp.id', '=', id).executeTakeFirst();
}

/** The row, locked until the transaction ends. */
export async function lockPackage(db: Executor, id: number): Promise<PatientPackageRow | undefined> {
  return db.selectFrom('patientPackages').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * Packages in force that need a renewal offer: at most `sessionsLeft` sessions left or expiring
 * within `days` days of `today`; the soonest first.
 */
export async function findRenewals(db: Executor, today: string, sessionsLeft: number, days: number): Promise<PackageWithUse[]> {
  return packagesWithUse(db, today)
    .where('pp.cancelledAt', 'is', null)
    .where(sql<boolean>`pp.expiry_date >= ${today}::date`)
    .where(sql<boolean>`u.used < pp.sessions_total`)
    .where(sql<boolean>`(pp.sessions_total - u.used <= ${sessionsLeft} or pp.expiry_date <= ${today}::date + ${days}::int)`)
    .orderBy('pp.expiryDate')
    .orderBy('pp.id')
    .execute();
}

/** Cancels a package: its appointments still to happen are unlinked (they no longer belong to it). */
export async function cancelPackage(db: Executor, id: number, reason: string): Promise<void> {
  await db.updateTable('patientPackages').set({ cancelledAt: new Date(), cancelReason: reason }).where('id', '=', id).execute();
  await db
    .updateTable('appointments')
    .set({ packageId: null })
    .where('packageId', '=', id)
    .where('attendanceStatus', 'in', ['agendado', 'confirmado', 'presente'])
    .execute();
}

export interface LedgerEntry {
  id: number;
  appointmentId: number;
  outcome: string;
  createdAt: Date;
  reversedAt: Date | null;
  reversedByOutcome: string | null;
  date: string;
  time: string;
  physiotherapistFirstName: string;
  physiotherapistLastName: string;
}

/** A package's ledger, reversed rows included, by appointment date. */
export async function findPackageLedger(db: Executor, packageId: number): Promise<LedgerEntry[]> {
  return db
    .selectFrom('packageLedger as l')
    .innerJoin('appointments as a', 'a.id', 'l.appointmentId')
    .innerJoin('users as u', 'u.id', 'a.physiotherapistId')
    .select([
      'l.id',
      'l.appointmentId',
      'l.outcome',
      'l.createdAt',
      'l.reversedAt',
      'l.reversedByOutcome',
      'a.date',
      'a.time',
      'u.firstName as physiotherapistFirstName',
      'u.lastName as physiotherapistLastName',
    ])
    .where('l.packageId', '=', packageId)
    .orderBy('a.date')
    .orderBy('a.time')
    .orderBy('l.id')
    .execute();
}

/** Live ledger rows of an appointment (0 or 1: a unique index keeps it so). */
export async function countLiveLedgerRows(db: Executor, appointmentId: number): Promise<number> {
  const row = await db
    .selectFrom('packageLedger')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('appointmentId', '=', appointmentId)
    .where('reversedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

// ---- payments ----

/** The next receipt number: the counter row is locked until the transaction ends (gapless). */
export async function takeReceiptNumber(db: Executor): Promise<number> {
  const row = await db
    .updateTable('receiptCounter')
    .set((eb) => ({ lastNumber: eb('lastNumber', '+', 1) }))
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return row.lastNumber;
}

export async function insertPayment(db: Executor, values: NewPaymentRow): Promise<PaymentRow> {
  return db.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function insertPaymentReversal(
  db: Executor,
  values: { paymentId: number; amountCents: number; reason: string; reversedById: number },
  /** When the estorno was made: the request's clock, or the demo clinic's past moments. */
  at: Date,
): Promise<PaymentReversalRow> {
  const row = { ...values, createdAt: at };
  return db
    .insertInto('paymentReversals')
    .values(row as typeof values)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A payment with what it pays and who, and how much of it was reversed. */
export interface PaymentWithNames extends PaymentRow {
  reversedCents: number;
  patientFirstName: string;
  patientLastName: string;
  patientCpf: string | null;
  receivedByFirstName: string;
  receivedByLastName: string;
  packageName: string | null;
  appointmentDate: string | null;
  appointmentTime: string | null;
}

function paymentsWithNames(db: Executor) {
  return db
    .selectFrom('payments as p')
    .innerJoin('patients as pt', 'pt.id', 'p.patientId')
    .innerJoin('users as u', 'u.id', 'p.receivedById')
    .leftJoin('patientPackages as pp', 'pp.id', 'p.packageId')
    .leftJoin('appointments as a', 'a.id', 'p.appointmentId')
    .selectAll('p')
    .select([
      sql<number>`(select coalesce(sum(r.amount_cents), 0)::bigint from payment_reversals r where r.payment_id = p.id)`.as('reversedCents'),
      'pt.firstName as patientFirstName',
      'pt.lastName as patientLastName',
      'pt.cpf as patientCpf',
      'u.firstName as receivedByFirstName',
      'u.lastName as receivedByLastName',
      'pp.name as packageName',
      'a.date as appointmentDate',
      'a.time as appointmentTime',
    ]);
}

export async function findPaymentWithNames(db: Executor, id: number): Promise<PaymentWithNames | undefined> {
  return paymentsWithNames(db).where('p.id', '=', id).executeTakeFirst();
}

export interface PaymentFilter {
  patientId?: number;
  packageId?: number;
  appointmentId?: number;
  from?: string;
  to?: string;
}

/** Payments, newest first. */
export async function findPayments(db: Executor, filter: PaymentFilter): Promise<PaymentWithNames[]> {
  let query = paymentsWithNames(db);
  if (filter.patientId !== undefined) query = query.where('p.patientId', '=', filter.patientId);
  if (filter.packageId !== undefined) query = query.where('p.packageId', '=', filter.packageId);
  if (filter.appointmentId !== undefined) query = query.where('p.appointmentId', '=', filter.appointmentId);
  if (filter.from !== undefined) query = query.where('p.paidAt', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('p.paidAt', '<=', filter.to);
  return query.orderBy('p.paidAt', 'desc').orderBy('p.id', 'desc').limit(500).execute();
}

/** The payment row, locked until the transaction ends (estornos of one payment queue up). */
export async function lockPayment(db: Executor, id: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function sumReversals(db: Executor, paymentId: number): Promise<number> {
  const row = await db
    .selectFrom('paymentReversals')
    .select(sql<number>`coalesce(sum(amount_cents), 0)::bigint`.as('n'))
    .where('paymentId', '=', paymentId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Net paid (payments less estornos) against an appointment, in centavos. */
export async function paidForAppointment(db: Executor, appointmentId: number): Promise<number> {
  const result = await sql<{ n: number }>`select ${paidOf('appointment_id', 'x.id')} as n from (select ${appointmentId}::int as id) x`.execute(db);
  return result.rows[0]!.n;
}

// ---- the daily report ----

export interface DailyReportRows {
  outcomes: { attendanceStatus: string; n: number }[];
  payments: { method: string; n: number; cents: number }[];
  reversals: { method: string; n: number; cents: number }[];
  packagesSold: { n: number; cents: number };
  production: { physiotherapistId: number; firstName: string; lastName: string; sessions: number; valueCents: number }[];
}

/**
 * The report of a period (inclusive dates): appointments by outcome (blocks left out), payments by
 * method on their date, estornos by their date, packages sold (by start date), and per
 * physiotherapist the sessions attended and their value (a package's price divided by its
 * sessions, rounded to the centavo; outside a package, what was paid for the appointment).
 */
export async function findDailyReport(db: Executor, from: string, to: string): Promise<DailyReportRows> {
  const outcomes = await db
    .selectFrom('appointments')
    .select(['attendanceStatus', sql<number>`count(*)::int`.as('n')])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .where('patientId', 'is not', null)
    .groupBy('attendanceStatus')
    .orderBy('attendanceStatus')
    .execute();
  const payments = await db
    .selectFrom('payments')
    .select(['method', sql<number>`count(*)::int`.as('n'), sql<number>`sum(amount_cents)::bigint`.as('cents')])
    .where('paidAt', '>=', from)
    .where('paidAt', '<=', to)
    .groupBy('method')
    .orderBy('method')
    .execute();
  const reversals = await db
    .selectFrom('paymentReversals as r')
    .innerJoin('payments as p', 'p.id', 'r.paymentId')
    .select(['p.method', sql<number>`count(*)::int`.as('n'), sql<number>`sum(r.amount_cents)::bigint`.as('cents')])
    .where(sql<boolean>`(r.created_at at time zone 'America/Sao_Paulo')::date between ${from}::date and ${to}::date`)
    .groupBy('p.method')
    .orderBy('p.method')
    .execute();
  const packagesSold = await db
    .selectFrom('patientPackages')
    .select([sql<number>`count(*)::int`.as('n'), sql<number>`coalesce(sum(price_cents), 0)::bigint`.as('cents')])
    .where('startDate', '>=', from)
    .where('startDate', '<=', to)
    .executeTakeFirstOrThrow();
  const production = await sql<DailyReportRows['production'][number]>`
    select u.id as "physiotherapistId", u.first_name as "firstName", u.last_name as "lastName",
      count(*)::int as sessions,
      coalesce(sum(case when pp.id is not null then round(pp.price_cents::numeric / pp.sessions_total)
        else ${paidOf('appointment_id', 'a.id')} end), 0)::bigint as "valueCents"
    from appointments a
    join users u on u.id = a.physiotherapist_id
    left join patient_packages pp on pp.id = a.package_id
    where a.date between ${from}::date and ${to}::date and a.attendance_status = 'atendido'
    group by u.id, u.first_name, u.last_name
    order by u.first_name, u.last_name, u.id
  `.execute(db);
  return { outcomes, payments, reversals, packagesSold, production: production.rows };
}
