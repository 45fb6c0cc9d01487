import { z } from 'zod';

import { ATTENDANCE_STATUSES } from '../appointments';
import { optionalDate, requiredText } from '../common/fields';
import { ZId } from '../common/ids';
import { centsFromDecimal } from './packages.money';
import { PACKAGE_STATUSES, PACKAGE_TEXT as T, PAYMENT_METHODS } from './packages.text';

/** An amount typed as text ("150", "150,50"), carried as centavos after validation. */
const amountCents = (positive: boolean) =>
  z
    .string({ error: T.amountRequired })
    .trim()
    .min(1, T.amountRequired)
    .transform((value, ctx) => {
      const cents = centsFromDecimal(value);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: T.amountInvalid });
        return z.NEVER;
      }
      if (positive && cents <= 0) {
        ctx.addIssue({ code: 'custom', message: T.amountPositive });
        return z.NEVER;
      }
      return cents;
    });

/** Decimal strings ("150.00") in every answer, like the spec's prices. */
const ZMoney = z.string();

export const ZPatientPackage = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patient: z.object({ firstName: z.string(), lastName: z.string(), phone: z.string() }),
  serviceId: z.number().int().nullable(),
  name: z.string(),
  sessionsTotal: z.number().int(),
  sessionsUsed: z.number().int(),
  /** sessionsTotal − sessionsUsed (never below 0). */
  sessionsRemaining: z.number().int(),
  /** Appointments linked and still to happen. */
  sessionsBooked: z.number().int(),
  listPrice: ZMoney,
  price: ZMoney,
  priceReason: z.string().nullable(),
  paid: ZMoney,
  /** price − paid (0 when paid in full or more). */
  owed: ZMoney,
  startDate: z.string(),
  expiryDate: z.string(),
  countsFaltou: z.boolean(),
  countsCanceladoTarde: z.boolean(),
  /** Derived when read: cancelado, esgotado (no session left), expirado (past its expiry), ativo. */
  status: z.enum(PACKAGE_STATUSES),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
});
export type PatientPackage = z.infer<typeof ZPatientPackage>;

export const ZLedgerEntry = z.object({
  id: z.number().int(),
  appointmentId: z.number().int(),
  date: z.string(),
  time: z.string(),
  physiotherapist: z.object({ firstName: z.string(), lastName: z.string() }),
  outcome: z.enum(ATTENDANCE_STATUSES),
  createdAt: z.string(),
  /** Set when the outcome was reverted (the session given back); the row stays as history. */
  reversedAt: z.string().nullable(),
  reversedByOutcome: z.enum(ATTENDANCE_STATUSES).nullable(),
});
export type LedgerEntry = z.infer<typeof ZLedgerEntry>;

export const ZPayment = z.object({
  id: z.number().int(),
  receiptNumber: z.number().int(),
  patientId: z.number().int(),
  patient: z.object({ firstName: z.string(), lastName: z.string() }),
  packageId: z.number().int().nullable(),
  packageName: z.string().nullable(),
  appointmentId: z.number().int().nullable(),
  appointmentDate: z.string().nullable(),
  amount: ZMoney,
  /** Sum of its estornos. */
  reversed: ZMoney,
  method: z.enum(PAYMENT_METHODS),
  installments: z.number().int(),
  paidAt: z.string(),
  receivedBy: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof ZPayment>;

export const ZPackageDetail = ZPatientPackage.extend({ ledger: z.array(ZLedgerEntry), payments: z.array(ZPayment) });
export type PackageDetail = z.infer<typeof ZPackageDetail>;

export const ZSellPackageInput = z.object({
  serviceId: ZId,
  /** The price when it differs from the service's (a reason is then required). */
  price: amountCents(false).optional(),
  priceReason: z.string().trim().max(500).optional(),
  startDate: optionalDate,
  /** Days of validity from the start (the clinic's default when absent). */
  validityDays: z.number({ error: 'Validade inválida' }).int().min(1, 'Validade inválida').max(3650, 'Validade inválida').optional(),
  countsFaltou: z.boolean().optional(),
  countsCanceladoTarde: z.boolean().optional(),
});
export type SellPackageInput = z.infer<typeof ZSellPackageInput>;

export const ZCancelPackageInput = z.object({ reason: requiredText(500, T.reasonRequired) });

export const ZRecordPaymentInput = z
  .object({
    packageId: ZId.optional(),
    appointmentId: ZId.optional(),
    amount: amountCents(true),
    method: z.enum(PAYMENT_METHODS, { error: T.methodInvalid }),
    installments: z.number({ error: T.installmentsInvalid }).int(T.installmentsInvalid).min(1, T.installmentsInvalid).max(24, T.installmentsInvalid).default(1),
    paidAt: optionalDate,
  })
  .refine((v) => (v.packageId === undefined) !== (v.appointmentId === undefined), { message: T.paymentTarget, path: ['packageId'] });
export type RecordPaymentInput = z.infer<typeof ZRecordPaymentInput>;

export const ZReversalInput = z.object({
  reason: requiredText(500, T.reasonRequired),
  /** Default: what is left of the payment. */
  amount: amountCents(true).optional(),
});
export type ReversalInput = z.infer<typeof ZReversalInput>;

export const ZReceipt = z.object({
  number: z.number().int(),
  clinicName: z.string(),
  clinicDocument: z.string(),
  patientName: z.string(),
  patientCpf: z.string().nullable(),
  amount: ZMoney,
  amountInWords: z.string(),
  /** What it pays: the package or the appointment, in words. */
  reference: z.string(),
  method: z.enum(PAYMENT_METHODS),
  methodLabel: z.string(),
  installments: z.number().int(),
  paidAt: z.string(),
  receivedBy: z.string(),
  /** Estornos of this payment (the receipt says so when any). */
  reversed: ZMoney,
});
export type Receipt = z.infer<typeof ZReceipt>;

export const ZRenewal = ZPatientPackage.extend({ whatsappUrl: z.string() });
export type Renewal = z.infer<typeof ZRenewal>;

const ZMoneyLine = z.object({ count: z.number().int(), amount: ZMoney });
export const ZDailyReport = z.object({
  startDate: z.string(),
  endDate: z.string(),
  outcomes: z.array(z.object({ attendanceStatus: z.enum(ATTENDANCE_STATUSES), label: z.string(), count: z.number().int() })),
  payments: z.array(ZMoneyLine.extend({ method: z.enum(PAYMENT_METHODS), label: z.string() })),
  reversals: z.array(ZMoneyLine.extend({ method: z.enum(PAYMENT_METHODS), label: z.string() })),
  packagesSold: ZMoneyLine,
  totals: z.object({ received: ZMoney, reversed: ZMoney, net: ZMoney, appointments: z.number().int() }),
  production: z.array(
    z.object({ physiotherapistId: z.number().int(), name: z.string(), sessions: z.number().int(), value: ZMoney }),
  ),
});
export type DailyReport = z.infer<typeof ZDailyReport>;
