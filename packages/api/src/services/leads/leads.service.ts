import {
  type Database,
  type Executor,
  type Kysely,
  type LeadFilter,
  countLeads,
  deleteLead,
  findLeadById,
  findLeads,
  findPatientById,
  hasChanges,
  insertLead,
  lockLead,
  setStageActor,
  updateLead,
  updatePatient,
} from '@clinic/db';
import {
  type Lead,
  type LeadChanges,
  type LeadConversion,
  type LeadFilter as LeadFilterQuery,
  type LeadListFilter,
  type LeadListResult,
  type LeadSummary,
  type LeadValues,
  conversionRate,
  fullName,
  leadToPatient,
  toIsoDate,
} from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError } from '../../errors';
import { deleteLogged, insertLogged, logActivity } from '../activity-log';
import { idempotencyScope, idempotentTransaction } from '../idempotency';
import { insertPatientLogged } from '../patients/patients.service';
import { missedUpdate, rowToUpdate } from '../versions';
import { describeLeadChanges, toLeadDto } from './lead-dto';

/** A lead's date is a calendar day, so the clinic-day bounds of §2 are the days themselves. */
function toFilter(query: LeadFilterQuery): LeadFilter {
  return { search: query.search, dateFrom: query.startDate, dateTo: query.endDate };
}

async function summarize(db: Executor, filter: LeadFilter): Promise<LeadSummary> {
  const counts = await countLeads(db, filter);
  return { ...counts, conversionRate: conversionRate(counts.converted, counts.total) };
}

/** The list, filtered on the server: the whole array, or one page with its total and summary when limit/offset are sent. */
export async function listLeads(db: Kysely<Database>, query: LeadListFilter): Promise<LeadListResult> {
  const filter = toFilter(query);
  if (query.limit === undefined && query.offset === undefined) return (await findLeads(db, filter)).map(toLeadDto);
  const [summary, rows] = await Promise.all([
    summarize(db, filter),
    findLeads(db, filter, { limit: query.limit ?? 50, offset: query.offset ?? 0 }),
  ]);
  return { total: summary.total, items: rows.map(toLeadDto), summary };
}

/** The summary cards over a filter (the same filter the list takes). */
export async function getLeadSummary(db: Kysely<Database>, query: LeadFilterQuery): Promise<LeadSummary> {
  return summarize(db, toFilter(query));
}

export async function getLead(db: Kysely<Database>, id: number): Promise<Lead> {
  const row = await findLeadById(db, id);
  if (!row) throw new AppError('LEAD_NOT_FOUND');
  return toLeadDto(row);
}

/** The insert-and-log step (inside the caller's transaction): the form, the import and demo data share it. */
export async function insertLeadLogged(tx: Executor, actor: Actor, values: LeadValues): Promise<number> {
  const lead = await insertLogged(tx, actor, 'lead', insertLead(tx, values), (row) => `Lead "${row.name}" cadastrado (origem ${row.origin})`);
  return lead.id;
}

/** With an Idempotency-Key, a retry with the same key and body answers the first lead and creates nothing. */
export async function createLead(db: Kysely<Database>, actor: Actor, values: LeadValues, idempotencyKey?: string): Promise<Lead> {
  return idempotentTransaction(db, { scope: idempotencyScope('leads.create', actor), key: idempotencyKey, body: values }, async (tx) => {
    const id = await insertLeadLogged(tx, actor, values);
    return toLeadDto((await findLeadById(tx, id))!);
  });
}

/** Changes only the fields sent; nothing sent (or nothing different) changes and logs nothing. */
export async function updateLeadById(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  changes: LeadChanges,
  expectedVersion?: number,
): Promise<Lead> {
  return db.transaction().execute(async (tx) => {
    const before = rowToUpdate(await lockLead(tx, id), 'LEAD_NOT_FOUND', expectedVersion);
    const described = describeLeadChanges(before, changes);
    if (described.length === 0 || !hasChanges(changes)) return toLeadDto(before);
    const after = await updateLead(tx, id, changes, expectedVersion);
    if (!after) throw missedUpdate(expectedVersion, 'LEAD_NOT_FOUND');
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'lead',
      entityId: id,
      description: `Lead "${after.name}" atualizado: ${described.join(', ')}`,
    });
    return toLeadDto((await findLeadById(tx, id))!);
  });
}

export async function deleteLeadById(db: Kysely<Database>, actor: Actor, id: number): Promise<void> {
  await deleteLogged(
    db,
    actor,
    { entity: 'lead', entityId: id, notFound: 'LEAD_NOT_FOUND' },
    (tx) => deleteLead(tx, id),
    (lead) => `Lead "${lead.name}" excluído`,
  );
}

/**
 * The conversion step inside the caller's transaction (the import and demo data reuse it): locks the
 * lead, refuses a converted one (409), creates the patient of spec §3 (logged as its own 'create') or
 * links the patient an earlier conversion made (reactivating her if she was archived), and marks the
 * lead CONVERTIDO today.
 */
export async function convertLeadLogged(
  tx: Executor,
  actor: Actor,
  id: number,
  now: Date,
  options: { stage?: 'convertido'; stageNote?: string } = {},
): Promise<LeadConversion> {
  const lead = await lockLead(tx, id);
  if (!lead) throw new AppError('LEAD_NOT_FOUND');
  if (lead.status === 'CONVERTIDO') throw new AppError('LEAD_ALREADY_CONVERTED');
  const today = toIsoDate(now);
  const earlier = lead.patientId === null ? undefined : await findPatientById(tx, lead.patientId);
  // Her processing is blocked (LGPD elimination asked, record retained): she never comes back to the lists.
  if (earlier?.processingBlockedAt) throw new AppError('PATIENT_PROCESSING_BLOCKED');
  const patientId = earlier?.id ?? (await insertPatientLogged(tx, actor, leadToPatient(lead, today)));
  const patient = earlier ?? (await findPatientById(tx, patientId))!;
  if (earlier && earlier.archivedAt !== null) {
    // She comes back as a patient: out of the archive, or she would stay hidden from every list.
    await updatePatient(tx, patientId, { archivedAt: null });
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'patient',
      entityId: patientId,
      description: `Paciente "${fullName(patient)}" reativado pela nova conversão do lead "${lead.name}"`,
    });
  }
  // The stage follows (migration 2026-11-27T0200): the 'etapa' interaction names who converted.
  await setStageActor(tx, actor.userId, options.stageNote ?? 'Convertido em paciente');
  const after = (await updateLead(tx, id, { status: 'CONVERTIDO', conversionDate: today, patientId, ...(options.stage ? { stage: options.stage } : {}) }))!;
  await setStageActor(tx, null, null);
  await logActivity(tx, actor, {
    action: 'convert',
    entity: 'lead',
    entityId: id,
    description: earlier
      ? `Lead "${lead.name}" convertido novamente: vinculado ao paciente existente "${fullName(patient)}" (#${patientId})`
      : `Lead "${lead.name}" convertido no paciente "${fullName(patient)}" (#${patientId})`,
  });
  return {
    firstName: patient.firstName,
    lastName: patient.lastName,
    patientId,
    patientCreated: !earlier,
    lead: toLeadDto({ ...after, searchText: lead.searchText }),
  };
}

/** Convert as one transaction: the patient, the lead's new status and both log rows, or nothing. */
export async function convertLead(db: Kysely<Database>, actor: Actor, id: number, now: Date): Promise<LeadConversion> {
  return db.transaction().execute((tx) => convertLeadLogged(tx, actor, id, now));
}

/** Back to PENDENTE without a conversion date; the patient (and the link to it) stays. */
export async function unconvertLead(db: Kysely<Database>, actor: Actor, id: number): Promise<Lead> {
  return db.transaction().execute(async (tx) => {
    const lead = await lockLead(tx, id);
    if (!lead) throw new AppError('LEAD_NOT_FOUND');
    if (lead.status !== 'CONVERTIDO') throw new AppError('LEAD_NOT_CONVERTED');
    await setStageActor(tx, actor.userId, 'Desconvertido');
    const after = (await updateLead(tx, id, { status: 'PENDENTE', conversionDate: null }))!;
    await setStageActor(tx, null, null);
    await logActivity(tx, actor, {
      action: 'unconvert',
      entity: 'lead',
      entityId: id,
      description: `Lead "${lead.name}" desconvertido: voltou ao status PENDENTE (paciente mantido)`,
    });
    return toLeadDto(after);
  });
}
