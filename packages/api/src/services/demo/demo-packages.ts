/**
 * The demo clinic's treatment packages and cash (issue #24): packages in every status (ativo, one
 * about to need renewal, esgotado, expirado, cancelado), their past sessions, payments by every
 * method (in instalments, one for a single appointment, three estornos) and today's takings, whose
 * net is positive.
 * Runs before the agenda and the attendance demo, so their appointments of these patients join the
 * packages in force; the sessions written here are older than the attendance demo's three weeks.
 */
import { type Executor, findStaffOptions, updateClinicSettings } from '@clinic/db';
import { type PaymentMethod, ZServiceInput, addDays, toIsoDate } from '@clinic/domain';

import type { Actor } from '../../context';
import { insertAppointmentLogged } from '../appointments/book-appointments.service';
import { cancelPackageIn, sellPackageIn } from '../packages/packages.service';
import { recordPaymentIn, reversePaymentIn } from '../packages/payments.service';
import { insertServiceLogged } from '../services/services.service';
import { findPatientsInTreatment } from './demo-staffing';

export const DEMO_CLINIC_NAME = 'Clínica Demo de Fisioterapia Pélvica';

interface DemoPayment {
  method: PaymentMethod;
  amount: string;
  installments?: number;
  daysAgo: number;
  /** An estorno of it (all of it unless `amount`), made `daysAgo` days before today. */
  reversal?: { amount?: string; reason: string; daysAgo: number };
}

interface DemoPackage {
  /** Days before today the package started. */
  startedDaysAgo: number;
  validityDays: number;
  /** The service: the 10-session package or the 4-session biofeedback one. */
  small: boolean;
  /** Days before today of the sessions attended (weekly; older than the attendance demo's weeks). */
  sessions: number[];
  payments: DemoPayment[];
  price?: { amount: string; reason: string };
  /** Cancelled today, with the unused sessions' value given back (an estorno of its payment). */
  cancel?: { reason: string; refund: string; refundReason: string };
  /** The patient renews today: a new 10-session package, paid today. */
  renewedToday?: DemoPayment;
}

/**
 * A believable cash story: takings spread over the months, today's among them (a PIX balance and
 * a renewal by card), and three estornos for the usual reasons (a payment made twice, a card
 * charged too much, a cancelled package's unused sessions given back), so the day closes positive.
 */
const PACKAGES: DemoPackage[] = [
  // ativo: card in 3x (charged R$ 80 too much, given back the same day), the balance in PIX today
  {
    startedDaysAgo: 10,
    validityDays: 120,
    small: false,
    sessions: [],
    payments: [
      { method: 'cartao_credito', amount: '880.00', installments: 3, daysAgo: 10, reversal: { amount: '80.00', reason: 'Valor cobrado a maior na maquininha', daysAgo: 10 } },
      { method: 'pix', amount: '400.00', daysAgo: 0 },
    ],
  },
  // ativo with a discount, paid in cash; a PIX of the same value the day before was made by mistake and given back
  {
    startedDaysAgo: 8,
    validityDays: 120,
    small: false,
    sessions: [],
    price: { amount: '1440.00', reason: 'Desconto de 10% para pagamento à vista' },
    payments: [
      { method: 'pix', amount: '1440.00', daysAgo: 8, reversal: { reason: 'Pagamento em duplicidade: a paciente pagou em dinheiro', daysAgo: 7 } },
      { method: 'dinheiro', amount: '1440.00', daysAgo: 8 },
    ],
  },
  // ativo, expiring within the week: in 'Renovações'
  { startedDaysAgo: 115, validityDays: 120, small: false, sessions: [105, 98], payments: [{ method: 'cartao_debito', amount: '1600.00', daysAgo: 115 }] },
  // esgotado
  { startedDaysAgo: 60, validityDays: 120, small: true, sessions: [56, 49, 42, 35], payments: [{ method: 'transferencia', amount: '720.00', daysAgo: 60 }] },
  // expirado, paid by the health plan; renewed today by card
  {
    startedDaysAgo: 150,
    validityDays: 120,
    small: false,
    sessions: [140, 133, 126],
    payments: [{ method: 'convenio', amount: '1600.00', daysAgo: 150 }],
    renewedToday: { method: 'cartao_credito', amount: '1600.00', installments: 4, daysAgo: 0 },
  },
  // cancelado today after one session: the three unused sessions given back
  {
    startedDaysAgo: 40,
    validityDays: 120,
    small: true,
    sessions: [35],
    payments: [{ method: 'pix', amount: '720.00', daysAgo: 40 }],
    cancel: { reason: 'Mudou de cidade', refund: '540.00', refundReason: 'Pacote cancelado: devolvidas as 3 sessões não usadas' },
  },
];

/** The working day on or before `date` (sessions are not on weekends). */
function weekdayOnOrBefore(date: string): string {
  const day = new Date(`${date}T12:00:00`).getDay();
  return day === 0 ? addDays(date, -2) : day === 6 ? addDays(date, -1) : date;
}

export async function seedDemoPackages(tx: Executor, actor: Actor, roomIds: number[], now: Date): Promise<number> {
  const staff = await findStaffOptions(tx);
  const reception = staff.find((s) => s.role === 'recepcionista');
  const physio = staff.find((s) => s.role === 'physiotherapist' && s.shift !== 'tarde');
  const patients = await findPatientsInTreatment(tx);
  if (!reception || !physio || roomIds.length === 0 || patients.length < PACKAGES.length + 1) return 0;
  const cashier = { ...actor, userId: reception.id };
  const today = toIsoDate(now);
  await updateClinicSettings(tx, { clinicName: DEMO_CLINIC_NAME, clinicDocument: '11.222.333/0001-81' });
  const big = (await insertServiceLogged(tx, actor, ZServiceInput.parse({ name: 'Pacote Fisioterapia Pélvica — 10 sessões', price: '1600.00', quantity: 10 }))).id;
  const small = (await insertServiceLogged(tx, actor, ZServiceInput.parse({ name: 'Pacote Biofeedback — 4 sessões', price: '720.00', quantity: 4 }))).id;
  const room = roomIds[roomIds.length > 1 ? 1 : 0]!;
  const cents = (amount: string) => Number(amount.replace('.', ''));
  /** A payment (and its estorno, dated when it was made); answers the payment's id. */
  const pay = async (packageId: number, p: DemoPayment) => {
    const paidAt = addDays(today, -p.daysAgo);
    const paid = await recordPaymentIn(tx, cashier, { packageId, amount: cents(p.amount), method: p.method, installments: p.installments ?? 1, paidAt }, now);
    if (p.reversal) {
      const at = p.reversal.daysAgo === 0 ? now : new Date(`${addDays(today, -p.reversal.daysAgo)}T17:30:00`);
      await reversePaymentIn(tx, cashier, paid.id, { reason: p.reversal.reason, amount: p.reversal.amount ? cents(p.reversal.amount) : undefined }, at);
    }
    return paid.id;
  };

  for (const [i, demo] of PACKAGES.entries()) {
    const patientId = patients[i]!.id;
    const sold = await sellPackageIn(
      tx,
      cashier,
      patientId,
      {
        serviceId: demo.small ? small : big,
        startDate: addDays(today, -demo.startedDaysAgo),
        validityDays: demo.validityDays,
        ...(demo.price ? { price: cents(demo.price.amount), priceReason: demo.price.reason } : {}),
      },
      now,
    );
    // Past weekly sessions, attended: the database writes their ledger rows.
    for (const daysAgo of demo.sessions) {
      await insertAppointmentLogged(tx, actor, {
        patientId,
        physiotherapistId: physio.id,
        roomId: room,
        date: weekdayOnOrBefore(addDays(today, -daysAgo)),
        time: `${String(8 + i).padStart(2, '0')}:00`,
        status: 'completed',
        type: 'atendimento',
      });
    }
    const paidIds: number[] = [];
    for (const p of demo.payments) paidIds.push(await pay(sold.id, p));
    if (demo.cancel) {
      await reversePaymentIn(tx, cashier, paidIds[0]!, { reason: demo.cancel.refundReason, amount: cents(demo.cancel.refund) }, now);
      await cancelPackageIn(tx, cashier, sold.id, demo.cancel.reason, now);
    }
    if (demo.renewedToday) {
      const renewal = await sellPackageIn(tx, cashier, patientId, { serviceId: big, startDate: today }, now);
      await pay(renewal.id, demo.renewedToday);
    }
  }

  // A single session outside any package, paid in cash six weeks ago.
  const single = await insertAppointmentLogged(tx, actor, {
    patientId: patients[PACKAGES.length]!.id,
    physiotherapistId: physio.id,
    roomId: room,
    date: weekdayOnOrBefore(addDays(today, -42)),
    // 09:00: the hour of the second package, which has no past session of its own.
    time: '09:00',
    status: 'completed',
    type: 'atendimento',
  });
  await recordPaymentIn(tx, cashier, { appointmentId: single.id, amount: 18000, method: 'dinheiro', installments: 1, paidAt: weekdayOnOrBefore(addDays(today, -42)) }, now);
  return PACKAGES.length;
}
