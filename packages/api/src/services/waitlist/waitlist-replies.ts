/**
 * The waitlist's WhatsApp quick replies, for the webhook's action registry (one line in its
 * composition root: `.register('OFERTA_SIM', acceptOfferReply).register('OFERTA_NAO', declineOfferReply)`).
 * Typed by shape, so this feature needs nothing of the webhook: the reply carries the payload's
 * offer id and nonce (`OFERTA_SIM:<offerId>:<nonce>`).
 */
import type { Database, Kysely } from '@clinic/db';
import { MAX_ID, type WaitlistAnswer } from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError } from '../../errors';
import { acceptWaitlistOffer, declineWaitlistOffer } from './waitlist-offers.service';

export interface OfferReply {
  id: string;
  nonce: string;
}

export interface OfferReplyContext {
  db: Kysely<Database>;
  actor: Actor;
  now: Date;
  /** Logs a reply that changed nothing (unknown offer, wrong nonce). */
  ignore(reason: string): Promise<void>;
}

type Answer = (db: Kysely<Database>, actor: Actor, offerId: number, now: Date, options: { nonce: string }) => Promise<WaitlistAnswer>;

async function answerOffer(answer: Answer, reply: OfferReply, context: OfferReplyContext): Promise<WaitlistAnswer | undefined> {
  const offerId = Number(reply.id);
  if (!/^[1-9]\d{0,9}$/.test(reply.id) || offerId > MAX_ID) {
    await context.ignore(`Oferta da lista de espera inválida: "${reply.id}"`);
    return undefined;
  }
  try {
    const result = await answer(context.db, context.actor, offerId, context.now, { nonce: reply.nonce });
    if (result.outcome === 'invalida') await context.ignore(`Resposta à oferta ${offerId} da lista de espera com código inválido`);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.code === 'WAITLIST_OFFER_NOT_FOUND') {
      await context.ignore(`Oferta ${offerId} da lista de espera não encontrada`);
      return undefined;
    }
    throw error;
  }
}

/** 'Quero este horário': books it, or leaves the offer 'preenchida' / 'expirada' (the answer says which). */
export async function acceptOfferReply(reply: OfferReply, context: OfferReplyContext): Promise<void> {
  await answerOffer(acceptWaitlistOffer, reply, context);
}

/** 'Não posso'. */
export async function declineOfferReply(reply: OfferReply, context: OfferReplyContext): Promise<void> {
  await answerOffer(declineWaitlistOffer, reply, context);
}
