import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

import type { CreatedAt, WithCreatedAt } from './columns';

/**
 * A treatment package sold to a patient (issue #24). Sessions used and the status are derived when
 * read (see the packages migration); money is integer centavos.
 */
export interface PatientPackagesTable extends WithCreatedAt {
  id: Generated<number>;
  patientId: number;
  serviceId: number | null;
  name: string;
  sessionsTotal: number;
  listPriceCents: number;
  priceCents: number;
  /** Why the price differs from the service's (required then). */
  priceReason: string | null;
  startDate: string;
  expiryDate: string;
  /** Whether 'faltou' and late cancellations consume a session ('atendido' always does). */
  countsFaltou: boolean;
  countsCanceladoTarde: boolean;
  soldById: number | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
}
export type PatientPackageRow = Selectable<PatientPackagesTable>;
export type NewPatientPackageRow = Insertable<PatientPackagesTable>;

/** One row per appointment that consumed a session; written and reversed by triggers only. */
export interface PackageLedgerTable {
  id: Generated<number>;
  packageId: number;
  appointmentId: number;
  outcome: string;
  createdAt: CreatedAt;
  reversedAt: Date | null;
  reversedByOutcome: string | null;
}

/** A payment: never changed or deleted (a trigger refuses it); mistakes are reversals. */
export interface PaymentsTable extends WithCreatedAt {
  id: Generated<number>;
  receiptNumber: number;
  patientId: number;
  packageId: number | null;
  appointmentId: number | null;
  amountCents: number;
  method: string;
  installments: number;
  paidAt: string;
  receivedById: number;
}
export type PaymentRow = Selectable<PaymentsTable>;
export type NewPaymentRow = Insertable<PaymentsTable>;

export interface PaymentReversalsTable extends WithCreatedAt {
  id: Generated<number>;
  paymentId: number;
  amountCents: number;
  reason: string;
  reversedById: number;
}
export type PaymentReversalRow = Selectable<PaymentReversalsTable>;

/** The receipt numbers' one counter row (gapless: incremented in the payment's transaction). */
export interface ReceiptCounterTable {
  id: ColumnType<boolean, never, never>;
  lastNumber: number;
}
