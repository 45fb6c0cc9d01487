/**
 * Offering a freed slot to a waitlist entry, and the patient's answer. An offer holds 15 minutes;
 * several entries may be offered the same slot. The first acceptance books through the booking
 * service (the database's unique indexes decide); the later ones find the slot taken and are told
 * 'horário já preenchido'. `acceptWaitlistOffer` and `declineWaitlistOffer` are what the WhatsApp
 * webhook's registry calls for `OFERTA_SIM` / `OFERTA_NAO` (with the payload's nonce).
 */
import { randomBytes } from 'node:crypto';

import {
  type Database,
  type Executor,
  type Kysely,
  fillOtherOffersOfSlot,
  findAppointmentWithNames,
  findFreedCellPhysiotherapist,
  findRoomById,
  findSlotHolder,
  findUserById,
  findWaitlistOfferWithNames,
  hasLiveWaitlistOffer,
  insertWaitlistOffer,
  lockWaitlistEntry,
  lockWaitlistOffer,
  updateWaitlistEntry,
  updateWaitlistOffer,
} from '@clinic/db';
import {
  WAITLIST_TEXT as T,
  type WaitlistAnswer,
  type WaitlistAnswerOutcome,
  type WaitlistOffer,
  type WaitlistOfferValues,
  type WaitlistStatus,
  effectiveEntryStatus,
  formatClockTime,
  formatIsoDate,
  offerExpiresAt,
  slotSpan,
  toIsoDate,
} from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError, constraintCode } from '../../errors';
import { logActivity } from '../activity-log';
import { toAppointmentDto } from '../appointments/appointment-dto';
import { bookAppointmentIn } from '../appointments/book-appointments.service';
import { toWaitlistOfferDto } from './waitlist-dto';

async function offerDto(db: Executor, id: number, now: Date): Promise<WaitlistOffer> {
  const row = await findWaitlistOfferWithNames(db, id);
  if (!row) throw new AppError('WAITLIST_OFFER_NOT_FOUND');
  return toWaitlistOfferDto(row, now);
}

const slotWords = (o: { date: string; time: string }, roomName: string) => `${formatIsoDate(o.date)}, ${slotSpan(o.time)}, ${roomName}`;

/**
 * POST /api/waitlist/{id}/offer: offers a slot to an open entry (its range holds the day, the slot
 * is ahead and free). The physiotherapist is the entry's, else the one sent, else the one of the
 * appointment that freed the cell. Answers the offer with its text and wa.me link.
 */
export async function offerWaitlistSlot(
  db: Kysely<Database>,
  actor: Actor,
  entryId: number,
  values: WaitlistOfferValues,
  now: Date,
): Promise<WaitlistOffer> {
  return db.transaction().execute(async (tx) => {
    const entry = await lockWaitlistEntry(tx, entryId);
    if (!entry) throw new AppError('WAITLIST_ENTRY_NOT_FOUND');
    const today = toIsoDate(now);
    const status = effectiveEntryStatus(entry.status as WaitlistStatus, entry.dateTo, today, await hasLiveWaitlistOffer(tx, entryId, now));
    if (status !== 'aguardando' && status !== 'oferecido') throw new AppError('WAITLIST_ENTRY_CLOSED');
    if (values.date < entry.dateFrom || values.date > entry.dateTo) throw new AppError('WAITLIST_OFFER_INVALID');
    if (values.date < today || (values.date === today && values.time <= formatClockTime(now))) {
      throw new AppError('WAITLIST_OFFER_INVALID', { message: T.offerInPast });
    }
    const room = await findRoomById(tx, values.roomId);
    if (!room || !room.isActive) throw new AppError('APPOINTMENT_ROOM_INVALID');
    const physiotherapistId =
      entry.physiotherapistId ?? values.physiotherapistId ?? (await findFreedCellPhysiotherapist(tx, values));
    if (physiotherapistId === undefined) throw new AppError('WAITLIST_OFFER_INVALID', { message: T.offerPhysiotherapistRequired });
    const physio = await findUserById(tx, physiotherapistId);
    if (!physio || physio.role !== 'physiotherapist' || !physio.isActive) throw new AppError('APPOINTMENT_PHYSIOTHERAPIST_INVALID');
    const slot = { date: values.date, time: values.time };
    if ((await findSlotHolder(tx, { ...slot, roomId: room.id })) || (await findSlotHolder(tx, { ...slot, physiotherapistId }))) {
      throw new AppError('WAITLIST_SLOT_FILLED');
    }
    const offer = await insertWaitlistOffer(tx, {
      entryId,
      date: values.date,
      time: values.time,
      roomId: room.id,
      physiotherapistId,
      nonce: randomBytes(16).toString('base64url'),
      expiresAt: offerExpiresAt(now),
      createdBy: actor.userId,
    });
    await updateWaitlistEntry(tx, entryId, { status: 'oferecido' });
    const dto = await offerDto(tx, offer.id, now);
    await logActivity(tx, actor, {
      action: 'create',
      entity: 'waitlist',
      entityId: entryId,
      description: `Lista de espera: horário ${slotWords(offer, room.name)} com ${physio.firstName} oferecido (oferta ${offer.id}, válida até ${formatClockTime(offer.expiresAt)})`,
    });
    return dto;
  });
}

export interface AnswerOptions {
  /** The nonce a WhatsApp quick reply carried: another one answers 'invalida' and changes nothing. */
  nonce?: string;
}

const answer = (outcome: WaitlistAnswerOutcome, message: string, offer: WaitlistOffer, appointment: WaitlistAnswer['appointment'] = null): WaitlistAnswer => ({
  outcome,
  message,
  offer,
  appointment,
});

/** What an offer that is not (or no longer) pending answers, without changing anything. */
async function settled(tx: Executor, offerId: number, status: string, expiresAt: Date, now: Date, appointmentId: number | null): Promise<WaitlistAnswer | undefined> {
  const dto = await offerDto(tx, offerId, now);
  if (status === 'aceita') {
    const appointment = appointmentId === null ? undefined : await findAppointmentWithNames(tx, appointmentId);
    return answer('agendado', T.acceptedReply, dto, appointment ? toAppointmentDto(appointment) : null);
  }
  if (status === 'preenchida') return answer('preenchido', T.slotFilled, dto);
  if (status === 'recusada') return answer('recusado', T.declinedReply, dto);
  if (status !== 'pendente') return answer('respondida', T.offerClosed, dto);
  if (expiresAt.getTime() <= now.getTime()) return answer('expirada', T.offerExpired, dto);
  return undefined;
}

/**
 * 'Quero este horário': books the slot for the entry's patient through the booking service. The
 * first acceptance of a slot wins; a later one (another entry offered the same slot, or the slot
 * booked at the desk meanwhile) answers 'preenchido' and the entry keeps waiting. Accepting an
 * accepted offer again answers the same booking.
 */
export async function acceptWaitlistOffer(db: Kysely<Database>, actor: Actor, offerId: number, now: Date, options: AnswerOptions = {}): Promise<WaitlistAnswer> {
  try {
    const result = await db.transaction().execute(async (tx) => {
      const offer = await lockWaitlistOffer(tx, offerId);
      if (!offer) throw new AppError('WAITLIST_OFFER_NOT_FOUND');
      if (options.nonce !== undefined && options.nonce !== offer.nonce) return answer('invalida', T.offerClosed, await offerDto(tx, offerId, now));
      const done = await settled(tx, offerId, offer.status, offer.expiresAt, now, offer.appointmentId);
      if (done) return done;
      const entry = (await lockWaitlistEntry(tx, offer.entryId))!;
      if (entry.status !== 'aguardando' && entry.status !== 'oferecido') {
        return answer('respondida', T.entryClosed, await offerDto(tx, offerId, now));
      }
      const slot = { date: offer.date, time: offer.time };
      if ((await findSlotHolder(tx, { ...slot, roomId: offer.roomId })) || (await findSlotHolder(tx, { ...slot, physiotherapistId: offer.physiotherapistId }))) {
        throw new AppError('WAITLIST_SLOT_FILLED');
      }
      const appointment = await bookAppointmentIn(tx, actor, {
        patientId: entry.patientId,
        physiotherapistId: offer.physiotherapistId,
        roomId: offer.roomId,
        date: offer.date,
        time: offer.time,
        notes: 'Agendado pela lista de espera',
        type: 'atendimento',
        paymentPercentage: 0,
        reminderDays: 1,
      });
      await updateWaitlistOffer(tx, offerId, { status: 'aceita', appointmentId: appointment.id, answeredAt: now });
      await updateWaitlistEntry(tx, entry.id, { status: 'agendado', appointmentId: appointment.id });
      const dto = await offerDto(tx, offerId, now);
      await logActivity(tx, actor, {
        action: 'update',
        entity: 'waitlist',
        entityId: entry.id,
        description: `Lista de espera: oferta ${offerId} aceita, horário ${slotWords(offer, dto.roomName)} agendado`,
      });
      return answer('agendado', T.acceptedReply, dto, toAppointmentDto((await findAppointmentWithNames(tx, appointment.id))!));
    });
    // After the booking commits: the slot's other pending offers read 'preenchida' (see fillOtherOffersOfSlot).
    if (result.outcome === 'agendado') await fillOtherOffersOfSlot(db, { date: result.offer.date, time: result.offer.time, roomId: result.offer.roomId }, offerId, now);
    return result;
  } catch (error) {
    const code = error instanceof AppError ? error.code : constraintCode(error);
    if (code !== 'WAITLIST_SLOT_FILLED' && code !== 'ROOM_SLOT_TAKEN' && code !== 'PHYSIOTHERAPIST_SLOT_TAKEN') throw error;
    return markFilled(db, actor, offerId, now);
  }
}

/** The slot went to someone else: the offer reads 'preenchida' and its entry keeps waiting. */
async function markFilled(db: Kysely<Database>, actor: Actor, offerId: number, now: Date): Promise<WaitlistAnswer> {
  return db.transaction().execute(async (tx) => {
    const offer = (await lockWaitlistOffer(tx, offerId))!;
    if (offer.status === 'pendente') {
      await updateWaitlistOffer(tx, offerId, { status: 'preenchida', answeredAt: now });
      await logActivity(tx, actor, {
        action: 'update',
        entity: 'waitlist',
        entityId: offer.entryId,
        description: `Lista de espera: oferta ${offerId} aceita, mas o horário já estava preenchido`,
      });
    }
    return answer('preenchido', T.slotFilled, await offerDto(tx, offerId, now));
  });
}

/** 'Não posso': the offer is declined and the entry reads 'recusado'. Declining twice changes nothing. */
export async function declineWaitlistOffer(db: Kysely<Database>, actor: Actor, offerId: number, now: Date, options: AnswerOptions = {}): Promise<WaitlistAnswer> {
  return db.transaction().execute(async (tx) => {
    const offer = await lockWaitlistOffer(tx, offerId);
    if (!offer) throw new AppError('WAITLIST_OFFER_NOT_FOUND');
    if (options.nonce !== undefined && options.nonce !== offer.nonce) return answer('invalida', T.offerClosed, await offerDto(tx, offerId, now));
    const done = await settled(tx, offerId, offer.status, offer.expiresAt, now, offer.appointmentId);
    if (done) return done;
    await updateWaitlistOffer(tx, offerId, { status: 'recusada', answeredAt: now });
    const entry = (await lockWaitlistEntry(tx, offer.entryId))!;
    if (entry.status === 'aguardando' || entry.status === 'oferecido') await updateWaitlistEntry(tx, entry.id, { status: 'recusado' });
    const dto = await offerDto(tx, offerId, now);
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'waitlist',
      entityId: entry.id,
      description: `Lista de espera: oferta ${offerId} recusada (${slotWords(offer, dto.roomName)})`,
    });
    return answer('recusado', T.declinedReply, dto);
  });
}

/**
 * The error a REST or tRPC caller gets for an answer that did not do what was asked and changed
 * nothing. An acceptance that found the slot taken is not one: it closed the offer ('preenchida')
 * and answers 200 with outcome 'preenchido' and the polite 'horário já preenchido'.
 */
export function refusalOf(result: WaitlistAnswer, wanted: WaitlistAnswerOutcome): AppError | undefined {
  if (result.outcome === wanted || (wanted === 'agendado' && result.outcome === 'preenchido')) return undefined;
  if (result.outcome === 'preenchido') return new AppError('WAITLIST_SLOT_FILLED');
  if (result.outcome === 'expirada') return new AppError('WAITLIST_OFFER_EXPIRED');
  return new AppError('WAITLIST_OFFER_CLOSED', { message: result.message });
}
