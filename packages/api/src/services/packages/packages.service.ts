import {
  type Database,
  type Executor,
  type Kysely,
  type LedgerEntry as LedgerRow,
  type PackageWithUse,
  type PaymentWithNames,
  cancelPackage,
  findClinicSettings,
  findPackageLedger,
  findPackageWithUse,
  findPackagesOfPatient,
  findPatientById,
  findPayments,
  findRenewals,
  findServiceById,
  insertPatientPackage,
  lockPackage,
} from '@clinic/db';
import {
  type AttendanceStatus,
  type LedgerEntry,
  PACKAGE_TEXT,
  type PackageDetail,
  type PatientPackage,
  type Payment,
  type PaymentMethod,
  type Renewal,
  type SellPackageInput,
  addDays,
  centsFromDecimal,
  decimalFromCents,
  formatCents,
  formatIsoDate,
  fullName,
  toIsoDate,
  whatsappLink,
} from '@clinic/domain';

import { pickFields } from '../row-fields';
import type { Actor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';

export function toPackageDto(row: PackageWithUse): PatientPackage {
  return {
    id: row.id,
    patientId: row.patientId,
    patient: { firstName: row.patientFirstName, lastName: row.patientLastName, phone: row.patientPhone },
    serviceId: row.serviceId,
    name: row.name,
    sessionsTotal: row.sessionsTotal,
    sessionsUsed: row.sessionsUsed,
    sessionsRemaining: Math.max(0, row.sessionsTotal - row.sessionsUsed),
    sessionsBooked: row.sessionsBooked,
    listPrice: decimalFromCents(row.listPriceCents),
    price: decimalFromCents(row.priceCents),
    priceReason: row.priceReason,
    paid: decimalFromCents(row.paidCents),
    owed: decimalFromCents(Math.max(0, row.priceCents - row.paidCents)),
    startDate: row.startDate,
    expiryDate: row.expiryDate,
    countsFaltou: row.countsFaltou,
    countsCanceladoTarde: row.countsCanceladoTarde,
    status: row.status,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPaymentDto(row: PaymentWithNames): Payment {
  return {
    id: row.id,
    receiptNumber: row.receiptNumber,
    patientId: row.patientId,
    patient: { firstName: row.patientFirstName, lastName: row.patientLastName },
    packageId: row.packageId,
    packageName: row.packageName,
    appointmentId: row.appointmentId,
    appointmentDate: row.appointmentDate,
    amount: decimalFromCents(row.amountCents),
    reversed: decimalFromCents(row.reversedCents),
    method: row.method as PaymentMethod,
    installments: row.installments,
    paidAt: row.paidAt,
    receivedBy: { id: row.receivedById, firstName: row.receivedByFirstName, lastName: row.receivedByLastName },
    createdAt: row.createdAt.toISOString(),
  };
}

function toLedgerDto(row: LedgerRow): LedgerEntry {
  return {
    ...pickFields(row, ['id', 'appointmentId', 'date', 'time']),
    physiotherapist: { firstName: row.physiotherapistFirstName, lastName: row.physiotherapistLastName },
    outcome: row.outcome as AttendanceStatus,
    createdAt: row.createdAt.toISOString(),
    reversedAt: row.reversedAt?.toISOString() ?? null,
    reversedByOutcome: row.reversedByOutcome as AttendanceStatus | null,
  };
}

export async function listPatientPackages(db: Kysely<Database>, patientId: number, now: Date): Promise<PatientPackage[]> {
  if (!(await findPatientById(db, patientId))) throw new AppError('PATIENT_NOT_FOUND');
  return (await findPackagesOfPatient(db, patientId, toIsoDate(now))).map(toPackageDto);
}

export async function getPackage(db: Kysely<Database>, id: number, now: Date): Promise<PackageDetail> {
  const row = await findPackageWithUse(db, id, toIsoDate(now));
  if (!row) throw new AppError('PACKAGE_NOT_FOUND');
  const [ledger, payments] = await Promise.all([findPackageLedger(db, id), findPayments(db, { packageId: id })]);
  return { ...toPackageDto(row), ledger: ledger.map(toLedgerDto), payments: payments.map(toPaymentDto) };
}

/**
 * Sells a package from a service: its quantity is the number of sessions, its price the price
 * (another price needs a reason), valid from the start for the clinic's default days unless given.
 * Appointments of the patient booked afterwards within its validity are linked to it by the
 * database (the weekly series included), up to its size.
 */
export async function sellPackage(
  db: Kysely<Database>,
  actor: Actor,
  patientId: number,
  input: SellPackageInput,
  now: Date,
): Promise<PatientPackage> {
  return db.transaction().execute((tx) => sellPackageIn(tx, actor, patientId, input, now));
}

/** `sellPackage` in the caller's transaction (the demo clinic sells through it too). */
export async function sellPackageIn(tx: Executor, actor: Actor, patientId: number, input: SellPackageInput, now: Date): Promise<PatientPackage> {
  const patient = await findPatientById(tx, patientId);
  if (!patient) throw new AppError('PATIENT_NOT_FOUND');
  const service = await findServiceById(tx, input.serviceId);
  if (!service) throw new AppError('SERVICE_NOT_FOUND');
  if (!service.isActive) throw new AppError('PACKAGE_SERVICE_INACTIVE');
  if (service.quantity < 1) throw new AppError('PACKAGE_SERVICE_NO_SESSIONS');
  const listPriceCents = centsFromDecimal(service.price) ?? 0;
  const priceCents = input.price ?? listPriceCents;
  const priceReason = input.priceReason?.trim() || null;
  if (priceCents !== listPriceCents && !priceReason) throw new AppError('PACKAGE_PRICE_REASON_REQUIRED');
  const settings = await findClinicSettings(tx);
  const startDate = input.startDate ?? toIsoDate(now);
  const row = await insertPatientPackage(tx, {
    patientId,
    serviceId: service.id,
    name: service.name,
    sessionsTotal: service.quantity,
    listPriceCents,
    priceCents,
    priceReason: priceCents === listPriceCents ? null : priceReason,
    startDate,
    expiryDate: addDays(startDate, input.validityDays ?? settings.packageValidityDays),
    countsFaltou: input.countsFaltou ?? settings.packageCountsFaltou,
    countsCanceladoTarde: input.countsCanceladoTarde ?? settings.packageCountsCanceladoTarde,
    soldById: actor.userId,
  });
  await logActivity(tx, actor, {
    action: 'create',
    entity: 'package',
    entityId: row.id,
    description:
      `Pacote "${row.name}" vendido para ${fullName(patient)}: ${row.sessionsTotal} sessões, ` +
      `${formatCents(priceCents)}${row.priceReason ? ` (preço ajustado de ${formatCents(listPriceCents)}: ${row.priceReason})` : ''}, ` +
      `de ${formatIsoDate(row.startDate)} a ${formatIsoDate(row.expiryDate)}`,
  });
  return toPackageDto((await findPackageWithUse(tx, row.id, toIsoDate(now)))!);
}

/** Cancels a package (sessions used stay used; appointments still to happen leave it). */
export async function cancelPatientPackage(db: Kysely<Database>, actor: Actor, id: number, reason: string, now: Date): Promise<PatientPackage> {
  return db.transaction().execute((tx) => cancelPackageIn(tx, actor, id, reason, now));
}

export async function cancelPackageIn(tx: Executor, actor: Actor, id: number, reason: string, now: Date): Promise<PatientPackage> {
  const row = await lockPackage(tx, id);
  if (!row) throw new AppError('PACKAGE_NOT_FOUND');
  if (row.cancelledAt) throw new AppError('PACKAGE_ALREADY_CANCELLED');
  await cancelPackage(tx, id, reason);
  await logActivity(tx, actor, { action: 'cancel', entity: 'package', entityId: id, description: `Pacote "${row.name}" cancelado: ${reason}` });
  return toPackageDto((await findPackageWithUse(tx, id, toIsoDate(now)))!);
}

/** Renewal offers: two sessions or fewer left, or expiring within 7 days. */
export const RENEWAL_SESSIONS_LEFT = 2;
export const RENEWAL_DAYS = 7;

export async function listRenewals(db: Kysely<Database>, now: Date): Promise<Renewal[]> {
  const rows = await findRenewals(db, toIsoDate(now), RENEWAL_SESSIONS_LEFT, RENEWAL_DAYS);
  return rows.map((row) => {
    const dto = toPackageDto(row);
    return {
      ...dto,
      whatsappUrl: whatsappLink(row.patientPhone, PACKAGE_TEXT.renewalMessage(row.patientFirstName, dto.sessionsRemaining, formatIsoDate(row.expiryDate))),
    };
  });
}
