/**
 * The demo clinic's treatment packages and cash (issue #24): packages in every status (ativo, one
 * about to need renewal, esgotado, expirado, cancelado), their past sessions, payments by every
 * method (one in instalments, one for a single appointment, one reversed) and today's takings.
 * Runs before the agenda and the attendance demo, so their appointments of these patients join the
 * packages in force; the sessions written here are older than the attendance demo's three weeks.
 */
import { type Executor, findPatients, findStaffOptions, updateClinicSettings } from '@clinic/db';
import { type PaymentMethod, ZServiceInput, addDays, toIsoDate } from '@clinic/domain';

import type { Actor } from '../../context';
import { insertAppointmentLogged } from '../appointments/book-appointments.service';
import { cancelPackageIn, sellPackageIn } from '../packages/packages.service';
import { recordPaymentIn, reversePaymentIn } from '../packages/payments.service';
import { insertServiceLogged } from '../services/services.service';

export const DEMO_CLINIC_NAME = 'Clínica Demo de Fisioterapia Pélvica';

interface DemoPackage {
  /** Days before today the package started. */
  startedDaysAgo: number;
  validityDays: number;
  /** The service: the 10-session package or the 4-session biofeedback one. */
  small: boolean;
  /** Days before today of the sessions attended (weekly; older than the attendance demo's weeks). */
  sessions: number[];
  payments: { method: PaymentMethod; amount: string; installments?: number; daysAgo: number }[];
  price?: { amount: string; reason: string };
  cancel?: string;
}

const PACKAGES: DemoPackage[] = [
  // ativo, half paid by card in 3x, the rest in PIX today
  { startedDaysAgo: 10, validityDays: 120, small: false, sessions: [], payments: [{ method: 'cartao_credito', amount: '800.00', installments: 3, daysAgo: 10 }, { method: 'pix', amount: '400.00', daysAgo: 0 }] },
  // ativo with a discount, paid in cash
  { startedDaysAgo: 8, validityDays: 120, small: false, sessions: [], price: { amount: '1440.00', reason: 'Desconto de 10% para pagamento à vista' }, payments: [{ method: 'dinheiro', amount: '1440.00', daysAgo: 8 }] },
  // ativo, expiring within the week: in 'Renovações'
  { startedDaysAgo: 115, validityDays: 120, small: false, sessions: [105, 98], payments: [{ method: 'cartao_debito', amount: '1600.00', daysAgo: 115 }] },
  // esgotado
  { startedDaysAgo: 60, validityDays: 120, small: true, sessions: [56, 49, 42, 35], payments: [{ method: 'transferencia', amount: '720.00', daysAgo: 60 }] },
  // expirado, paid by the health plan
  { startedDaysAgo: 150, validityDays: 120, small: false, sessions: [140, 133, 126], payments: [{ method: 'convenio', amount: '1600.00', daysAgo: 150 }] },
  // cancelado; its payment reversed below
  { startedDaysAgo: 40, validityDays: 120, small: true, sessions: [35], payments: [{ method: 'pix', amount: '720.00', daysAgo: 40 }], cancel: 'Mudou de cidade' },
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
  const patients = (await findPatients(tx, {})).filter((p) => p.status !== 'Alta' && p.status !== 'Desistência');
  if (!reception || !physio || roomIds.length === 0 || patients.length < PACKAGES.length + 1) return 0;
  const cashier = { ...actor, userId: reception.id };
  const today = toIsoDate(now);
  await updateClinicSettings(tx, { clinicName: DEMO_CLINIC_NAME, clinicDocument: '12.345.678/0001-90' });
  const big = (await insertServiceLogged(tx, actor, ZServiceInput.parse({ name: 'Pacote Fisioterapia Pélvica — 10 sessões', price: '1600.00', quantity: 10 }))).id;
  const small = (await insertServiceLogged(tx, actor, ZServiceInput.parse({ name: 'Pacote Biofeedback — 4 sessões', price: '720.00', quantity: 4 }))).id;
  const room = roomIds[roomIds.length > 1 ? 1 : 0]!;

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
        ...(demo.price ? { price: Number(demo.price.amount.replace('.', '')), priceReason: demo.price.reason } : {}),
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
    for (const p of demo.payments) {
      const amount = Number(p.amount.replace('.', ''));
      const paid = await recordPaymentIn(tx, cashier, { packageId: sold.id, amount, method: p.method, installments: p.installments ?? 1, paidAt: addDays(today, -p.daysAgo) }, now);
      if (demo.cancel) await reversePaymentIn(tx, cashier, paid.id, { reason: 'Pacote cancelado: valor devolvido' });
    }
    if (demo.cancel) await cancelPackageIn(tx, cashier, sold.id, demo.cancel, now);
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
