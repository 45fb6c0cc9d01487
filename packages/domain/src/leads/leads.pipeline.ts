import { z } from 'zod';

import { isIsoDate } from '../common/dates';
import { requiredDate } from '../common/fields';

/**
 * The lead pipeline (issue #25), beside the spec's status (PENDENTE / CONVERTIDO, unchanged for
 * every REST client).
 *
 * How `stage` relates to `status` (decided here, enforced by the services and the triggers of
 * migration 2026-11-27T0200-lead-pipeline-rules):
 * - status CONVERTIDO keeps the spec's meaning: the lead became a patient (a patient row exists).
 *   The clinic books the assessment for that patient, so converting comes before the assessment.
 * - stage 'convertido' means the lead closed the treatment: a package was sold to her patient (the
 *   database moves the stage by itself) or someone marked it by hand. So stage 'convertido' always
 *   has status CONVERTIDO: moving a PENDENTE lead to 'convertido' runs the spec's convert in the same
 *   transaction, and unconvert takes the stage back to what the patient's appointments show.
 * - The spec's convert moves the stage forward to what the patient's history shows (at least
 *   'em_contato'); booking an appointment for the patient of a CONVERTIDO lead moves it to
 *   'avaliacao_agendada', attending one ('presente' or 'atendido') to 'avaliacao_realizada', a
 *   package sale to 'convertido'. These moves only go forward and never touch a 'perdido' lead:
 *   only a person takes a lead out of 'perdido'.
 */
export const LEAD_STAGES = ['novo', 'em_contato', 'avaliacao_agendada', 'avaliacao_realizada', 'convertido', 'perdido'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  novo: 'Novo',
  em_contato: 'Em contato',
  avaliacao_agendada: 'Avaliação agendada',
  avaliacao_realizada: 'Avaliação realizada',
  convertido: 'Convertido',
  perdido: 'Perdido',
};

export const LEAD_STAGE_COLORS: Record<LeadStage, string> = {
  novo: 'blue',
  em_contato: 'cyan',
  avaliacao_agendada: 'violet',
  avaliacao_realizada: 'grape',
  convertido: 'green',
  perdido: 'gray',
};

/** Interactions a person records ('etapa' and 'entrada' are written by the system). */
export const LEAD_INTERACTION_KINDS = ['nota', 'ligacao', 'whatsapp', 'etapa', 'entrada'] as const;
export type LeadInteractionKind = (typeof LEAD_INTERACTION_KINDS)[number];
export const LEAD_MANUAL_INTERACTION_KINDS = ['nota', 'ligacao', 'whatsapp'] as const;
export type LeadManualInteractionKind = (typeof LEAD_MANUAL_INTERACTION_KINDS)[number];

export const LEAD_INTERACTION_LABELS: Record<LeadInteractionKind, string> = {
  nota: 'Nota',
  ligacao: 'Ligação',
  whatsapp: 'WhatsApp',
  etapa: 'Mudança de etapa',
  entrada: 'Nova entrada',
};

export const LEAD_PIPELINE_LIMITS = { lostReason: 500, note: 2000 } as const;

export const LEAD_PIPELINE_MESSAGES = {
  stageInvalid: 'Etapa inválida (use novo, em_contato, avaliacao_agendada, avaliacao_realizada, convertido ou perdido)',
  lostReasonRequired: 'Informe o motivo da perda para mover o lead para Perdido',
  lostReasonMax: `Máximo de ${LEAD_PIPELINE_LIMITS.lostReason} caracteres`,
  kindInvalid: 'Tipo de interação inválido (use nota, ligacao ou whatsapp)',
  noteRequired: 'Descreva a interação',
  noteMax: `Máximo de ${LEAD_PIPELINE_LIMITS.note} caracteres`,
  nextContactInvalid: 'Data do próximo contato inválida (use aaaa-mm-ddThh:mm)',
  dateRequired: 'Informe a data (aaaa-mm-dd)',
} as const;

/** Where a stage sits in the forward order ('perdido' sits outside: -1). */
export function stageRank(stage: LeadStage): number {
  return stage === 'perdido' ? -1 : LEAD_STAGES.indexOf(stage);
}

/** The automatic moves: forward only, never out of 'perdido'. */
export function automaticStage(current: LeadStage, reached: LeadStage): LeadStage {
  if (current === 'perdido') return current;
  return stageRank(reached) > stageRank(current) ? reached : current;
}

/**
 * A moment typed as `yyyy-MM-ddThh:mm` (the clinic's local time, as the form sends it) or a full ISO
 * timestamp; a bare day means 09:00 of that day. Null clears it.
 */
const ZMoment = z
  .string({ error: LEAD_PIPELINE_MESSAGES.nextContactInvalid })
  .trim()
  .refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) &&
      isIsoDate(v.slice(0, 10)) &&
      !Number.isNaN(new Date(v.length === 10 ? `${v}T09:00` : v.replace(' ', 'T')).getTime()),
    LEAD_PIPELINE_MESSAGES.nextContactInvalid,
  )
  .transform((v) => new Date(v.length === 10 ? `${v}T09:00` : v.replace(' ', 'T')).toISOString());

export const ZNextContact = z.union([ZMoment, z.null()], { error: LEAD_PIPELINE_MESSAGES.nextContactInvalid });

/** PUT /api/leads/{id}/stage: the body's fields. */
export const leadStageMoveFields = {
  stage: z.enum(LEAD_STAGES, { error: LEAD_PIPELINE_MESSAGES.stageInvalid }),
  lostReason: z
    .string({ error: LEAD_PIPELINE_MESSAGES.lostReasonRequired })
    .trim()
    .max(LEAD_PIPELINE_LIMITS.lostReason, LEAD_PIPELINE_MESSAGES.lostReasonMax)
    .refine((v) => !v.includes('\u0000'), 'Caractere inválido')
    .nullish()
    .transform((v) => (v ? v : null)),
};

/** 'perdido' needs a reason (400 in Portuguese without one). */
export function requireLostReason(value: { stage: LeadStage; lostReason: string | null }, ctx: z.RefinementCtx): void {
  if (value.stage === 'perdido' && !value.lostReason) {
    ctx.addIssue({ code: 'custom', message: LEAD_PIPELINE_MESSAGES.lostReasonRequired, path: ['lostReason'] });
  }
}

export const ZLeadStageMove = z.object(leadStageMoveFields).superRefine(requireLostReason);
export type LeadStageMove = z.input<typeof ZLeadStageMove>;

/** POST /api/leads/{id}/interactions: a note, a call or a WhatsApp; `nextContactAt` (optional) sets or clears 'Próximo contato'. */
export const ZLeadInteractionInput = z.object({
  kind: z.enum(LEAD_MANUAL_INTERACTION_KINDS, { error: LEAD_PIPELINE_MESSAGES.kindInvalid }),
  note: z
    .string({ error: LEAD_PIPELINE_MESSAGES.noteRequired })
    .trim()
    .min(1, LEAD_PIPELINE_MESSAGES.noteRequired)
    .max(LEAD_PIPELINE_LIMITS.note, LEAD_PIPELINE_MESSAGES.noteMax)
    .refine((v) => !v.includes('\u0000'), 'Caractere inválido'),
  nextContactAt: ZNextContact.optional(),
});
export type LeadInteractionInput = z.input<typeof ZLeadInteractionInput>;
export type LeadInteractionValues = z.output<typeof ZLeadInteractionInput>;

/** PUT /api/leads/{id}/next-contact. */
export const ZLeadNextContactInput = z.object({ nextContactAt: ZNextContact });

export const ZLeadInteraction = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  kind: z.enum(LEAD_INTERACTION_KINDS),
  note: z.string().nullable(),
  fromStage: z.enum(LEAD_STAGES).nullable(),
  toStage: z.enum(LEAD_STAGES).nullable(),
  /** Who recorded it; null for the system's automatic moves. */
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadInteraction = z.infer<typeof ZLeadInteraction>;

/** GET /api/leads/follow-ups?date=: the leads whose 'Próximo contato' falls on that day or before (overdue). */
export const ZLeadFollowUpQuery = z.object({ date: requiredDate(LEAD_PIPELINE_MESSAGES.dateRequired) });

export const ZLeadFollowUp = z.object({
  id: z.number().int(),
  name: z.string(),
  whatsapp: z.string(),
  origin: z.string(),
  stage: z.enum(LEAD_STAGES),
  nextContactAt: z.string(),
  /** Due before the asked day. */
  overdue: z.boolean(),
});
export type LeadFollowUp = z.infer<typeof ZLeadFollowUp>;
