import { z } from 'zod';

import { queryChoice, requiredText } from '../common/fields';
import { ZId } from '../common/ids';
import { CLINICAL_RECORD_TEXT as TEXT } from './clinical-record.text';
import { QUESTION_TYPES, RECORD_KINDS, RECORD_TEMPLATE_IDS, latestTemplate } from './clinical-record.templates';
import { recordContentSchema } from './clinical-record.rules';
import { ZInstrumentScore } from '../instruments/instruments.schemas';
import { INSTRUMENT_IDS } from '../instruments/instruments.types';

export const RECORD_STATUSES = ['rascunho', 'assinado'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];
/** What a read of clinical content was: a view, a print, an export, or a read of the access log itself. */
export const RECORD_ACCESS_ACTIONS = ['view', 'print', 'export', 'access_log'] as const;
export type RecordAccessAction = (typeof RECORD_ACCESS_ACTIONS)[number];
/** The kinds a person creates directly (an addendum is created on a signed entry); an instrument's kind is its id. */
export const RECORD_WRITABLE_KINDS = ['avaliacao', 'evolucao', ...INSTRUMENT_IDS] as const;
export const RECORD_TEMPLATE_KINDS = ['avaliacao', 'evolucao'] as const;
export const isInstrumentKind = (kind: string): kind is (typeof INSTRUMENT_IDS)[number] =>
  (INSTRUMENT_IDS as readonly string[]).includes(kind);

export const ZRecordKind = z.enum(RECORD_KINDS, { error: 'Tipo de registro inválido' });
export const ZRecordStatus = z.enum(RECORD_STATUSES);

export const ZPerfectAnswer = z.object({
  power: z.number().nullish(),
  endurance: z.number().nullish(),
  repetitions: z.number().nullish(),
  fast: z.number().nullish(),
  ect: z.boolean().nullish(),
});
export const ZRecordAnswer = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), ZPerfectAnswer]);
/** Content as the server sends it: `{ answers: { [questionId]: answer } }` (see RecordContent). */
export const ZRecordContent = z.object({
  answers: z.record(z.string(), ZRecordAnswer),
  /** An instrument entry's score (computed by the server); absent on the other entries. */
  score: ZInstrumentScore.optional(),
});

/**
 * Content as a client sends it: the shape only; the answers are checked against the entry's
 * template (recordContentSchema) by the server, with messages naming each field.
 */
export const ZRecordContentInput = z
  .strictObject(
    {
      answers: z.record(z.string(), z.unknown(), { error: TEXT.answersInvalid }),
      /** Accepted and ignored: an instrument's score is always computed by the server. */
      score: z.unknown().optional(),
    },
    { error: TEXT.contentInvalid },
  )
  .transform(({ answers }) => ({ answers }));

/** The entries of a patient (GET /patients/{id}/record), optionally of one kind. */
export const ZPatientRecordQuery = z.object({ id: ZId, kind: queryChoice(RECORD_KINDS, 'Tipo de registro inválido') });

/**
 * A new draft (POST /patients/{id}/record). For an assessment or an evolution, `templateId` must
 * write `kind` (pelvic-assessment → avaliacao, evolution → evolucao) and the content is checked
 * against the template's latest version. For an instrument (`kind` = its id, no templateId) the
 * answers must score: the server computes the score itself (a score sent is ignored).
 */
export const ZCreateRecordEntryInput = z
  .object({
    id: ZId,
    kind: z.enum(RECORD_WRITABLE_KINDS, {
      error: `Tipo de registro inválido (avaliacao, evolucao ou um instrumento: ${INSTRUMENT_IDS.join(', ')})`,
    }),
    templateId: z.enum(RECORD_TEMPLATE_IDS, { error: TEXT.templateUnknown }).optional(),
    appointmentId: ZId.nullish(),
    content: ZRecordContentInput,
  })
  .superRefine((input, ctx) => {
    // An instrument's answers are checked against the instrument by the API (createInstrumentRefine):
    // the registry stays out of this module, which every screen's chunk loads.
    if (isInstrumentKind(input.kind)) return;
    if (input.templateId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['templateId'], message: TEXT.templateRequired });
      return;
    }
    const template = latestTemplate(input.templateId)!;
    if (template.kind !== input.kind) {
      ctx.addIssue({ code: 'custom', path: ['templateId'], message: TEXT.templateKindMismatch });
      return;
    }
    const parsed = recordContentSchema(template).safeParse(input.content);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['content', ...issue.path] as (string | number)[], message: issue.message });
      }
    }
  });
export type CreateRecordEntryInput = z.input<typeof ZCreateRecordEntryInput>;

/** A draft's new content (PUT /record-entries/{id}): checked against the entry's own template and version. */
export const ZUpdateRecordEntryInput = z.object({ id: ZId, content: ZRecordContentInput });
export type UpdateRecordEntryInput = z.input<typeof ZUpdateRecordEntryInput>;

export const ZRecordEntryIdInput = z.object({ id: ZId });

/** An addendum to a signed entry (POST /record-entries/{id}/addenda): a reason and free text. */
export const ZCreateAddendumInput = z.object({
  id: ZId,
  reason: requiredText(1000, TEXT.reasonRequired),
  content: requiredText(10_000, TEXT.addendumTextRequired),
});
export type CreateAddendumInput = z.input<typeof ZCreateAddendumInput>;

/** One entry of the record. `content` is null for roles that may see only that an entry exists. */
export const ZRecordEntry = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  kind: ZRecordKind,
  templateId: z.string(),
  templateVersion: z.number().int(),
  appointmentId: z.number().int().nullable(),
  /** The linked appointment's date (yyyy-MM-dd) and time (HH:mm); null without one. */
  appointmentDate: z.string().nullable(),
  appointmentTime: z.string().nullable(),
  /** The entry an addendum corrects (null for the others). */
  parentId: z.number().int().nullable(),
  status: ZRecordStatus,
  authorId: z.number().int(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  signedAt: z.string().nullable(),
  /** The author's CREFITO, copied when signing. */
  signedCrefito: z.string().nullable(),
  /** SHA-256 (hex) of the canonical JSON of the content, stamped when signing. */
  contentHash: z.string().nullable(),
  /** Why an addendum was written (null for the others). */
  reason: z.string().nullable(),
  content: ZRecordContent.nullable(),
});
export type RecordEntry = z.infer<typeof ZRecordEntry>;

export const ZRecordTemplateQuestion = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(QUESTION_TYPES),
  help: z.string().optional(),
  maxLength: z.number().optional(),
  choices: z.array(z.object({ id: z.string(), label: z.string() })).readonly().optional(),
  unit: z.string().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  integer: z.boolean().optional(),
  display: z.literal('perineometry').optional(),
});
export const ZRecordTemplate = z.object({
  id: z.enum(RECORD_TEMPLATE_IDS),
  version: z.number().int(),
  kind: ZRecordKind,
  title: z.string(),
  sections: z.array(z.object({ id: z.string(), title: z.string(), questions: z.array(ZRecordTemplateQuestion).readonly() })).readonly(),
});

/** One row of 'Acessos ao prontuário'. */
export const ZRecordAccess = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  role: z.string(),
  patientId: z.number().int(),
  entryId: z.number().int().nullable(),
  action: z.enum(RECORD_ACCESS_ACTIONS),
  ipAddress: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type RecordAccess = z.infer<typeof ZRecordAccess>;

/** The print view of the whole record, or of one entry (`entryId`) and its addenda. */
export const ZRecordPrintQuery = z.object({ id: ZId, entryId: ZId.optional() });
export const ZRecordPrint = z.object({
  clinicName: z.string(),
  printedAt: z.string(),
  patient: z.object({
    id: z.number().int(),
    name: z.string(),
    birthDate: z.string(),
    cpf: z.string().nullable(),
    phone: z.string(),
  }),
  entries: z.array(ZRecordEntry),
});
export type RecordPrint = z.infer<typeof ZRecordPrint>;

/** 'Evoluções pendentes' of the signed-in physiotherapist. */
export const ZRecordPending = z.object({
  /** Her past appointments of the last 30 days (not cancelled) with no signed evolution. */
  appointments: z.array(
    z.object({ id: z.number().int(), date: z.string(), time: z.string(), patientId: z.number().int(), patientName: z.string() }),
  ),
  /** Her drafts older than 24 hours. */
  drafts: z.array(
    z.object({
      id: z.number().int(),
      patientId: z.number().int(),
      patientName: z.string(),
      kind: ZRecordKind,
      createdAt: z.string(),
    }),
  ),
});
export type RecordPending = z.infer<typeof ZRecordPending>;

/** Days back and draft age of 'Evoluções pendentes'. */
export const RECORD_PENDING_DAYS = 30;
export const RECORD_DRAFT_STALE_HOURS = 24;
