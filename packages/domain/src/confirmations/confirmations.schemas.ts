import { z } from 'zod';

import { ZIsoDate } from '../common/fields';
import { CONFIRMATION_STATES } from './confirmations.constants';

export const ZConfirmationState = z.enum(CONFIRMATION_STATES);

export const ZConfirmationsQuery = z.object({ date: ZIsoDate.optional() });

export const ZConfirmationItem = z.object({
  appointmentId: z.number().int(),
  date: z.string(),
  time: z.string(),
  patientId: z.number().int(),
  patientName: z.string(),
  physiotherapistName: z.string(),
  roomName: z.string(),
  confirmation: ZConfirmationState,
  /** The wa.me link with the reminder text prefilled (manual mode); null without a phone. */
  whatsappLink: z.string().nullable(),
});
export type ConfirmationItem = z.infer<typeof ZConfirmationItem>;

export const ZInboxItem = z.object({
  id: z.string(),
  kind: z.enum(['remarcar', 'verificar']),
  text: z.string(),
  fromPhone: z.string(),
  receivedAt: z.string(),
  appointmentId: z.number().int().nullable(),
  patientName: z.string().nullable(),
});
export type InboxItem = z.infer<typeof ZInboxItem>;

export const ZConfirmationsDay = z.object({
  date: z.string(),
  items: z.array(ZConfirmationItem),
  inbox: z.array(ZInboxItem),
});
export type ConfirmationsDay = z.infer<typeof ZConfirmationsDay>;

export const ZConfirmationCounts = z.object({ date: z.string(), confirmed: z.number().int(), pending: z.number().int() });
export type ConfirmationCounts = z.infer<typeof ZConfirmationCounts>;
