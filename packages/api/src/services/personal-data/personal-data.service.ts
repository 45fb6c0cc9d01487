/**
 * The holder's data (LGPD, issue #27 items 2, 4 and 6), all walked from the data map:
 * - export: a durable job builds a ZIP (dados.json + dados.html) of every row reaching the patient;
 *   the requester downloads it once, within 24 hours; asking is logged as a record access;
 * - anonymisation: in ONE transaction, the data map's placeholders replace her data in every row
 *   about her, and her name, CPF, phone and email are scrubbed from every free text of every table;
 *   a patient with a signed record is refused (Lei 13.787/2018) and blocked instead;
 * - leads never converted are anonymised after the clinic's period (clinic_settings).
 */
import {
  type Database,
  type Executor,
  type Kysely,
  anonymizeSubjectRows,
  blockPatientProcessing,
  deleteDraftEntriesOfPatient,
  digitsPattern,
  findActiveConsent,
  findClinicSettings,
  findLastSignedEntryAt,
  findLeadsOfPatient,
  findPatientById,
  findPersonalDataExport,
  findStaleLeadIds,
  findSubjectRows,
  finishPersonalDataExport,
  insertPersonalDataExport,
  linkedTables,
  literalPattern,
  lockLead,
  lockPatient,
  markLeadAnonymized,
  markPatientAnonymized,
  purgeExpiredExports,
  revokePatientLinks,
  scrubEverywhere,
  setPersonalDataExportJob,
  takePersonalDataExportFile,
  updateClinicSettings,
} from '@clinic/db';
import {
  type AnonymizeResult,
  CONSENT_PURPOSES,
  DATA_MAP,
  EXPORT_TTL_HOURS,
  PERSONAL_DATA_TEXT,
  type PersonalDataExport,
  type PersonalDataSettings,
  type ProcessingRecord,
  RECORD_RETENTION_YEARS,
  fullName,
  processingRecordRows,
  recordRetainedUntil,
} from '@clinic/domain';
import { strToU8, zipSync } from 'fflate';

import type { Actor, SignedInActor } from '../../context';
import { AppError } from '../../errors';
import { enqueueJob } from '../../infra/jobs/job-queue';
import type { JobHandler } from '../../infra/jobs/job-registry';
import { logActivity } from '../activity-log';
import { type RecordReader, logRecordAccess } from '../clinical-record/record-access';
import { revokeConsentIn } from '../privacy/consents.service';
import { type ExportDocument, exportHtml, exportReplacer, sectionOf } from './export-document';

/** The durable job that builds one export (payload `{ exportId }`). */
export const PERSONAL_DATA_EXPORT_JOB = 'personal-data.export';

type ExportRow = NonNullable<Awaited<ReturnType<typeof findPersonalDataExport>>>;

function toExportDto(row: ExportRow, contentBase64: string | null = null): PersonalDataExport {
  return {
    id: row.id,
    patientId: row.patientId,
    status: row.status,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    downloadedAt: row.downloadedAt?.toISOString() ?? null,
    contentBase64,
  };
}

/** 'Exportar dados': queues the job, logs the request as a record access and in the activity log. */
export async function requestPatientExport(
  db: Kysely<Database>,
  reader: RecordReader,
  patientId: number,
  now: Date,
): Promise<PersonalDataExport> {
  return db.transaction().execute(async (tx) => {
    const patient = await findPatientById(tx, patientId);
    if (!patient) throw new AppError('PATIENT_NOT_FOUND');
    const row = await insertPersonalDataExport(tx, {
      patientId,
      requestedBy: reader.actor.userId,
      expiresAt: new Date(now.getTime() + EXPORT_TTL_HOURS * 3_600_000),
    });
    const job = await enqueueJob(tx, PERSONAL_DATA_EXPORT_JOB, { exportId: row.id }, { maxAttempts: 3 });
    await setPersonalDataExportJob(tx, row.id, job.id);
    await logRecordAccess(tx, reader, patientId, null, 'export');
    await logActivity(tx, reader.actor, { action: 'create', entity: 'patient', entityId: patientId, description: PERSONAL_DATA_TEXT.exportLog(fullName(patient)) });
    return toExportDto((await findPersonalDataExport(tx, row.id))!);
  });
}

/** The export's status; with `download`, the file, once, to whoever asked for it, before it expires. */
export async function getPatientExport(db: Kysely<Database>, actor: SignedInActor, id: number, download: boolean, now: Date): Promise<PersonalDataExport> {
  return db.transaction().execute(async (tx) => {
    const row = await findPersonalDataExport(tx, id);
    if (!row) throw new AppError('EXPORT_NOT_FOUND');
    if (!download) return toExportDto(row);
    if (row.requestedBy !== actor.userId) throw new AppError('EXPORT_NOT_REQUESTER');
    if (row.downloadedAt) throw new AppError('EXPORT_ALREADY_DOWNLOADED');
    if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('EXPORT_EXPIRED');
    if (row.status !== 'ready') throw new AppError('EXPORT_NOT_READY');
    const taken = await takePersonalDataExportFile(tx, id, now);
    if (!taken) throw new AppError('EXPORT_ALREADY_DOWNLOADED');
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'patient',
      entityId: row.patientId,
      description: `Exportação #${id} dos dados pessoais baixada (LGPD)`,
    });
    return toExportDto((await findPersonalDataExport(tx, id))!, Buffer.from(taken.file).toString('base64'));
  });
}

/** Everything the product holds about the patient, table by table (the data map's patient links). */
export async function collectPatientData(db: Executor, patientId: number, now: Date): Promise<ExportDocument> {
  const patient = await findPatientById(db, patientId);
  if (!patient) throw new AppError('PATIENT_NOT_FOUND');
  const tabelas: ExportDocument['tabelas'] = {};
  for (const table of linkedTables(DATA_MAP, 'patient')) {
    tabelas[table] = { ...sectionOf(table), linhas: await findSubjectRows(db, DATA_MAP, table, 'patient', patientId) };
  }
  return { geradoEm: now.toISOString(), titular: { id: patientId, nome: fullName(patient) }, tabelas };
}

/** The ZIP of one export: dados.json (machine-readable) and dados.html (readable). */
export function buildExportZip(document: ExportDocument): Uint8Array {
  return zipSync({
    'dados.json': strToU8(JSON.stringify(document, exportReplacer, 2)),
    'dados.html': strToU8(exportHtml(document)),
  });
}

export function personalDataExportJobHandler(clock: () => Date = () => new Date()): JobHandler<{ exportId: number }> {
  return {
    async run({ db, payload }) {
      const row = await findPersonalDataExport(db, payload.exportId);
      if (!row || row.status !== 'pending') return { outcome: 'skipped' };
      const document = await collectPatientData(db, row.patientId, clock());
      const file = buildExportZip(document);
      await finishPersonalDataExport(db, row.id, { status: 'ready', file, fileName: `dados-paciente-${row.patientId}-${row.id}.zip` });
      return { outcome: 'ready', bytes: file.byteLength };
    },
    async onFinalFailure(db, job, message) {
      const exportId = (job.payload as { exportId?: number }).exportId;
      if (typeof exportId === 'number') await finishPersonalDataExport(db, exportId, { status: 'failed', error: message.slice(0, 500) });
    },
  };
}

/** What identifies a person in free text: the patterns scrubbed everywhere. */
const personPatterns = (values: { name?: string | null; cpf?: string | null; phone?: string | null; email?: string | null; rg?: string | null }) => [
  literalPattern(values.name, 5),
  literalPattern(values.email, 5),
  digitsPattern(values.cpf, 8),
  digitsPattern(values.phone, 8),
  digitsPattern(values.rg, 6),
];

/**
 * 'Anonimizar' a patient: without a signed record, in one transaction (her rows, every free text,
 * her leads, her drafts; logged). With one, refused with the legal reason, and her processing is
 * blocked (out of lists, pickers and reminders) in a transaction of its own, committed before the answer.
 */
export async function anonymizePatient(db: Kysely<Database>, actor: Actor, patientId: number, now: Date): Promise<AnonymizeResult> {
  const refusal = await db.transaction().execute(async (tx) => {
    const patient = await lockPatient(tx, patientId);
    if (!patient) throw new AppError('PATIENT_NOT_FOUND');
    if (patient.anonymizedAt) throw new AppError('ALREADY_ANONYMIZED');
    const lastEntry = await findLastSignedEntryAt(tx, patientId);
    if (lastEntry) {
      if (!patient.processingBlockedAt) {
        await blockPatientProcessing(tx, patientId, now);
        await logActivity(tx, actor, { action: 'update', entity: 'patient', entityId: patientId, description: PERSONAL_DATA_TEXT.blockLog(patientId) });
      }
      // No more reminders, marketing or other use: each active consent is revoked (kept, as proof, with the date and who).
      for (const purpose of CONSENT_PURPOSES) {
        const active = await findActiveConsent(tx, { patientId }, purpose);
        if (active) await revokeConsentIn(tx, actor, active, fullName(patient), { at: now, method: null });
      }
      // Her diary and questionnaire links still open close: the record is kept, not extended.
      await revokePatientLinks(tx, { patientId }, now);
      return PERSONAL_DATA_TEXT.retained(recordRetainedUntil(lastEntry, RECORD_RETENTION_YEARS));
    }
    const leads = await findLeadsOfPatient(tx, patientId);
    await revokePatientLinks(tx, { patientId }, now);
    await deleteDraftEntriesOfPatient(tx, patientId);
    await anonymizeSubjectRows(tx, DATA_MAP, 'patient', patientId);
    await scrubEverywhere(
      tx,
      DATA_MAP,
      [
        ...personPatterns({ name: fullName(patient), cpf: patient.cpf, phone: patient.phone, email: patient.email, rg: patient.rg }),
        ...leads.flatMap((lead) => personPatterns({ name: lead.name, phone: lead.whatsapp })),
      ],
      PERSONAL_DATA_TEXT.scrubbed,
    );
    for (const lead of leads) await markLeadAnonymized(tx, lead.id, now);
    await markPatientAnonymized(tx, patientId, now);
    await logActivity(tx, actor, { action: 'update', entity: 'patient', entityId: patientId, description: PERSONAL_DATA_TEXT.anonymizeLogPatient(patientId) });
    return null;
  });
  if (refusal) throw new AppError('PATIENT_RECORD_RETAINED', { message: refusal });
  return { id: patientId, anonymizedAt: now.toISOString() };
}

/** 'Anonimizar' a lead never converted (a converted one is anonymised with her patient). */
export async function anonymizeLead(db: Kysely<Database>, actor: Actor, leadId: number, now: Date, auto?: { months: number }): Promise<AnonymizeResult> {
  return db.transaction().execute(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) throw new AppError('LEAD_NOT_FOUND');
    if (lead.anonymizedAt) throw new AppError('ALREADY_ANONYMIZED');
    if (lead.patientId !== null || lead.conversionDate !== null) throw new AppError('LEAD_CONVERTED_ANONYMIZE');
    await anonymizeSubjectRows(tx, DATA_MAP, 'lead', leadId);
    await scrubEverywhere(tx, DATA_MAP, personPatterns({ name: lead.name, phone: lead.whatsapp }), PERSONAL_DATA_TEXT.scrubbed);
    await markLeadAnonymized(tx, leadId, now);
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'lead',
      entityId: leadId,
      description: auto ? PERSONAL_DATA_TEXT.anonymizeLogLeadAuto(leadId, auto.months) : PERSONAL_DATA_TEXT.anonymizeLogLead(leadId),
    });
    return { id: leadId, anonymizedAt: now.toISOString() };
  });
}

/** Subtracts calendar months (the clinic's period). */
export function monthsBefore(now: Date, months: number): Date {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - months);
  return before;
}

const SYSTEM_ACTOR: Actor = { userId: null, ipAddress: null, userAgent: null };

/**
 * The scheduled sweep: leads never converted and idle for the clinic's period are anonymised (each
 * in its own transaction, logged), and expired exports lose their file. Answers how many leads.
 */
export async function sweepPersonalData(db: Kysely<Database>, now: Date): Promise<number> {
  await purgeExpiredExports(db, now);
  const months = (await findClinicSettings(db)).leadAnonymizeMonths;
  let count = 0;
  for (const id of await findStaleLeadIds(db, monthsBefore(now, months))) {
    try {
      await anonymizeLead(db, SYSTEM_ACTOR, id, now, { months });
      count += 1;
    } catch (error) {
      // Converted or anonymised meanwhile: nothing to do for this one.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return count;
}

/** Runs the sweep every `intervalMs` (default an hour) on this server; answers a stop function. */
export function startPersonalDataScheduler(db: Kysely<Database>, options: { intervalMs?: number; onError?: (error: unknown) => void } = {}): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    sweepPersonalData(db, new Date())
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? 3_600_000);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}

/** 'Registro das operações de tratamento' (art. 37), generated from the data map. */
export function processingRecord(now: Date): ProcessingRecord {
  return { generatedAt: now.toISOString(), rows: processingRecordRows() };
}

export async function getPersonalDataSettings(db: Kysely<Database>): Promise<PersonalDataSettings> {
  const { leadAnonymizeMonths } = await findClinicSettings(db);
  return { leadAnonymizeMonths };
}

/** Changes the leads' period (logged as a settings change). */
export async function updatePersonalDataSettings(db: Kysely<Database>, actor: Actor, input: PersonalDataSettings): Promise<PersonalDataSettings> {
  return db.transaction().execute(async (tx) => {
    const before = await findClinicSettings(tx);
    if (before.leadAnonymizeMonths === input.leadAnonymizeMonths) return { leadAnonymizeMonths: before.leadAnonymizeMonths };
    const row = await updateClinicSettings(tx, { leadAnonymizeMonths: input.leadAnonymizeMonths });
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'settings',
      entityId: null,
      description: `LGPD: leads não convertidos anonimizados após ${row.leadAnonymizeMonths} meses (antes ${before.leadAnonymizeMonths})`,
    });
    return { leadAnonymizeMonths: row.leadAnonymizeMonths };
  });
}
