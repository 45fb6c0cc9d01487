import {
  type Database,
  type Executor,
  type Kysely,
  findAppointmentWithNames,
  findClinicSettings,
  findDailyReport,
  findPackageWithUse,
  findPaymentWithNames,
  findPayments,
  insertPayment,
  insertPaymentReversal,
  lockPackage,
  lockPayment,
  sumReversals,
  takeReceiptNumber,
} from '@clinic/db';
import {
  ATTENDANCE_LABELS,
  type AttendanceStatus,
  type DailyReport,
  PAYMENT_METHOD_LABELS,
  type Payment,
  type PaymentMethod,
  type Receipt,
  type RecordPaymentInput,
  type ReversalInput,
  addDays,
  amountInWords,
  decimalFromCents,
  formatCents,
  formatIsoDate,
  fullName,
  toIsoDate,
} from '@clinic/domain';

import type { Actor, SignedInActor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { toPaymentDto } from './packages.service';

export async function listPayments(
  db: Kysely<Database>,
  filter: { patientId?: number; packageId?: number; appointmentId?: number; startDate?: string; endDate?: string },
): Promise<Payment[]> {
  const rows = await findPayments(db, { ...filter, from: filter.startDate, to: filter.endDate });
  return rows.map(toPaymentDto);
}

export async function getPayment(db: Kysely<Database>, id: number): Promise<Payment> {
  const row = await findPaymentWithNames(db, id);
  if (!row) throw new AppError('PAYMENT_NOT_FOUND');
  return toPaymentDto(row);
}

/**
 * Records a payment against a package or an appointment, in one transaction with its receipt
 * number and its log line. The receipt number is taken last, just before the insert: the counter
 * row stays locked only for the rest of this transaction, and a failure gives the number back.
 */
export async function recordPayment(db: Kysely<Database>, actor: SignedInActor, input: RecordPaymentInput, now: Date): Promise<Payment> {
  return db.transaction().execute((tx) => recordPaymentIn(tx, actor, input, now));
}

/** `recordPayment` in the caller's transaction; `actor` is who received it. */
export async function recordPaymentIn(tx: Executor, actor: Actor & { userId: number }, input: RecordPaymentInput, now: Date): Promise<Payment> {
  let patientId: number;
  let what: string;
  if (input.packageId !== undefined) {
    // The package row stays locked to the end of the payment: a cancellation waits for it, or it waits for the cancellation.
    if (!(await lockPackage(tx, input.packageId))) throw new AppError('PAYMENT_TARGET_NOT_FOUND');
    const pkg = await findPackageWithUse(tx, input.packageId, toIsoDate(now));
    if (!pkg) throw new AppError('PAYMENT_TARGET_NOT_FOUND');
    if (pkg.status === 'cancelado') throw new AppError('PAYMENT_PACKAGE_CANCELLED');
    patientId = pkg.patientId;
    what = `pacote "${pkg.name}" de ${pkg.patientFirstName} ${pkg.patientLastName}`;
  } else {
    const appointment = await findAppointmentWithNames(tx, input.appointmentId!);
    if (!appointment || appointment.patientId === null) throw new AppError('PAYMENT_TARGET_NOT_FOUND');
    patientId = appointment.patientId;
    what = `atendimento de ${appointment.patientFirstName} ${appointment.patientLastName ?? ''} em ${formatIsoDate(appointment.date)}`;
  }
  const receiptNumber = await takeReceiptNumber(tx);
  const row = await insertPayment(tx, {
    receiptNumber,
    patientId,
    packageId: input.packageId ?? null,
    appointmentId: input.appointmentId ?? null,
    amountCents: input.amount,
    method: input.method,
    installments: input.installments,
    paidAt: input.paidAt ?? toIsoDate(now),
    receivedById: actor.userId,
  });
  await logActivity(tx, actor, {
    action: 'create',
    entity: 'payment',
    entityId: row.id,
    description:
      `Pagamento (recibo nº ${receiptNumber}) de ${formatCents(input.amount)} por ${PAYMENT_METHOD_LABELS[input.method]}` +
      `${input.installments > 1 ? ` em ${input.installments}x` : ''}: ${what}`,
  });
  return toPaymentDto((await findPaymentWithNames(tx, row.id))!);
}

/** An estorno: never beyond what is left of the payment (earlier estornos counted); the payment row is locked meanwhile. */
export async function reversePayment(db: Kysely<Database>, actor: SignedInActor, id: number, input: ReversalInput, now: Date): Promise<Payment> {
  return db.transaction().execute((tx) => reversePaymentIn(tx, actor, id, input, now));
}

/**
 * `reversePayment` in the caller's transaction. `at` is when the estorno was made: the request's clock
 * (as a payment's date), or an earlier moment for the demo clinic's past ones.
 */
export async function reversePaymentIn(tx: Executor, actor: Actor & { userId: number }, id: number, input: ReversalInput, at: Date): Promise<Payment> {
  const payment = await lockPayment(tx, id);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  const left = payment.amountCents - (await sumReversals(tx, id));
  const amount = input.amount ?? left;
  if (amount <= 0 || amount > left) throw new AppError('PAYMENT_REVERSAL_BEYOND_PAID');
  await insertPaymentReversal(tx, { paymentId: id, amountCents: amount, reason: input.reason, reversedById: actor.userId }, at);
  await logActivity(tx, actor, {
    action: 'update',
    entity: 'payment',
    entityId: id,
    description: `Estorno de ${formatCents(amount)} do pagamento recibo nº ${payment.receiptNumber} (${formatCents(payment.amountCents)}): ${input.reason}`,
  });
  return toPaymentDto((await findPaymentWithNames(tx, id))!);
}

export async function paymentReceipt(db: Kysely<Database>, id: number): Promise<Receipt> {
  const row = await findPaymentWithNames(db, id);
  if (!row) throw new AppError('PAYMENT_NOT_FOUND');
  const settings = await findClinicSettings(db);
  const method = row.method as PaymentMethod;
  return {
    number: row.receiptNumber,
    clinicName: settings.clinicName,
    clinicDocument: settings.clinicDocument,
    patientName: `${row.patientFirstName} ${row.patientLastName}`,
    patientCpf: row.patientCpf,
    amount: decimalFromCents(row.amountCents),
    amountInWords: amountInWords(row.amountCents),
    reference:
      row.packageId !== null
        ? `Pacote de sessões "${row.packageName}"`
        : `Atendimento em ${formatIsoDate(row.appointmentDate)}${row.appointmentTime ? ` às ${row.appointmentTime}` : ''}`,
    method,
    methodLabel: PAYMENT_METHOD_LABELS[method],
    installments: row.installments,
    paidAt: row.paidAt,
    receivedBy: `${row.receivedByFirstName} ${row.receivedByLastName}`,
    reversed: decimalFromCents(row.reversedCents),
  };
}

/** At most a year and a day per report. */
const MAX_REPORT_DAYS = 366;

export async function dailyReport(db: Kysely<Database>, startDate: string, endDate: string): Promise<DailyReport> {
  if (endDate < startDate || addDays(startDate, MAX_REPORT_DAYS) < endDate) throw new AppError('REPORT_PERIOD_INVALID');
  const rows = await findDailyReport(db, startDate, endDate);
  const line = (r: { method: string; n: number; cents: number }) => ({
    method: r.method as PaymentMethod,
    label: PAYMENT_METHOD_LABELS[r.method as PaymentMethod],
    count: r.n,
    amount: decimalFromCents(r.cents),
  });
  const received = rows.payments.reduce((sum, r) => sum + r.cents, 0);
  const reversed = rows.reversals.reduce((sum, r) => sum + r.cents, 0);
  return {
    startDate,
    endDate,
    outcomes: rows.outcomes.map((r) => ({
      attendanceStatus: r.attendanceStatus as AttendanceStatus,
      label: ATTENDANCE_LABELS[r.attendanceStatus as AttendanceStatus],
      count: r.n,
    })),
    payments: rows.payments.map(line),
    reversals: rows.reversals.map(line),
    packagesSold: { count: rows.packagesSold.n, amount: decimalFromCents(rows.packagesSold.cents) },
    totals: {
      received: decimalFromCents(received),
      reversed: decimalFromCents(reversed),
      net: decimalFromCents(received - reversed),
      appointments: rows.outcomes.reduce((sum, r) => sum + r.n, 0),
    },
    production: rows.production.map((p) => ({
      physiotherapistId: p.physiotherapistId,
      name: fullName(p),
      sessions: p.sessions,
      value: decimalFromCents(p.valueCents),
    })),
  };
}

