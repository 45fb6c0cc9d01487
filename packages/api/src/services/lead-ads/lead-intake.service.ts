/**
 * Lead Ads intake: every leadgen_id once (its `lead_intake` row is the key, so a notification
 * delivered twice, or 20 times at once, queues one job), the job that fetches the lead from the
 * Graph API and stores it, 'Falhas de importação' and 'Tentar novamente', and the backfill.
 * A lead whose WhatsApp already belongs to a lead created in the last 30 days becomes an 'entrada'
 * on that lead instead of a second lead.
 */
import {
  type Database,
  type Executor,
  type Kysely,
  type LeadIntakeRow,
  type NewLeadIntake,
  findFailedLeadIntakes,
  findLeadIntakeById,
  findLeadIntakeByLeadgenId,
  insertLead,
  insertLeadIntake,
  insertLeadInteraction,
  findRecentLeadByWhatsapp,
  lockLeadIntake,
  lockText,
  updateLeadIntake,
} from '@clinic/db';
import {
  LEAD_ADS_BACKFILL_MAX_DAYS,
  LEAD_ADS_DEDUPE_DAYS,
  LEAD_ADS_TEXT,
  type LeadAdsBackfillInput,
  type LeadIntakeFailure,
  describeLeadAdsAnswers,
  leadAdsOrigin,
  mapLeadAdsFields,
  toIsoDate,
} from '@clinic/domain';

import { pickFields } from '../row-fields';
import type { Actor } from '../../context';
import { AppError } from '../../errors';
import { type JobHandler, PermanentJobError, enqueueJob } from '../../infra/jobs';
import { logActivity } from '../activity-log';
import { type GraphLead, GraphLeadError, fetchGraphLead, forEachFormLeadsPage } from './lead-ads-graph';
import { loadLeadAdsRuntime } from './meta-leads-settings.service';

export const LEAD_ADS_INTAKE_JOB = 'lead-ads.intake';
export const LEAD_ADS_BACKFILL_JOB = 'lead-ads.backfill';
/** Attempts of one fetch before it shows in 'Falhas de importação' (backoff 5 s, 10 s, 20 s, 40 s). */
export const LEAD_ADS_MAX_ATTEMPTS = 5;

/** Who the log names for what Meta's deliveries and the jobs did. */
export const LEAD_ADS_ACTOR: Actor = { userId: null, ipAddress: null, userAgent: 'Meta Lead Ads' };

/**
 * Queues a leadgen_id (inside the caller's transaction): its intake row and its job, once. Answers
 * false when it was already known (a repeated delivery): nothing more is queued.
 */
export async function queueLeadIntake(tx: Executor, intake: NewLeadIntake): Promise<boolean> {
  const row = await insertLeadIntake(tx, intake);
  if (!row) return false;
  const job = await enqueueJob(tx, LEAD_ADS_INTAKE_JOB, { leadgenId: intake.leadgenId }, { maxAttempts: LEAD_ADS_MAX_ATTEMPTS });
  await updateLeadIntake(tx, row.id, { jobId: job.id });
  return true;
}

const str = (value: unknown, max: number) => (typeof value === 'string' && value !== '' ? value.slice(0, max) : null);

/**
 * Stores a fetched lead (one transaction, the intake row locked): a new lead with its ids and
 * answers, or an 'entrada' on the lead of the last 30 days with the same WhatsApp. A lead already
 * imported (a retried job, the backfill meeting a webhook's lead) changes nothing.
 */
export async function storeGraphLead(db: Kysely<Database>, leadgenId: string, lead: GraphLead, now: Date = new Date()): Promise<LeadIntakeRow> {
  return db.transaction().execute(async (tx) => {
    const intake = await lockLeadIntake(tx, leadgenId);
    if (!intake) throw new PermanentJobError(`Lead ${leadgenId} não está na fila de importação`);
    if (intake.status === 'importado' || intake.status === 'repetido') return intake;
    const mapped = mapLeadAdsFields(lead.field_data);
    const origin = leadAdsOrigin(lead.platform);
    const formId = str(lead.form_id, 64) ?? intake.formId;
    const created = lead.created_time && !Number.isNaN(Date.parse(lead.created_time)) ? new Date(lead.created_time) : now;
    const answersText = describeLeadAdsAnswers(mapped.answers);
    if (mapped.whatsappNormalized) {
      // Two leads of one number (two forms at once) take turns, so the second sees the first.
      await lockText(tx, `lead-whatsapp:${mapped.whatsapp}`);
      const since = new Date(Math.min(created.getTime(), now.getTime()) - LEAD_ADS_DEDUPE_DAYS * 86_400_000);
      const earlier = await findRecentLeadByWhatsapp(tx, mapped.whatsapp, since);
      if (earlier) {
        await insertLeadInteraction(tx, { leadId: earlier.id, kind: 'entrada', note: LEAD_ADS_TEXT.entryNote(formId ?? '-', answersText), userId: null });
        await logActivity(tx, LEAD_ADS_ACTOR, { action: 'update', entity: 'lead', entityId: earlier.id, description: LEAD_ADS_TEXT.leadRepeated(earlier.name, earlier.id) });
        return (await updateLeadIntake(tx, intake.id, { status: 'repetido', leadId: earlier.id, error: null, formId }))!;
      }
    }
    const row = await insertLead(tx, {
      name: mapped.name,
      whatsapp: mapped.whatsapp,
      origin,
      date: toIsoDate(created),
      leadgenId,
      platform: str(lead.platform, 20),
      campaignId: str(lead.campaign_id, 64),
      campaignName: str(lead.campaign_name, 300),
      adsetId: str(lead.adset_id, 64),
      adsetName: str(lead.adset_name, 300),
      adId: str(lead.ad_id, 64),
      adName: str(lead.ad_name, 300),
      formId,
      formAnswers: JSON.stringify(mapped.answers),
    });
    await logActivity(tx, LEAD_ADS_ACTOR, { action: 'create', entity: 'lead', entityId: row.id, description: LEAD_ADS_TEXT.leadArrived(row.name, origin, formId ?? '-') });
    return (await updateLeadIntake(tx, intake.id, { status: 'importado', leadId: row.id, error: null, formId }))!;
  });
}

async function pageToken(db: Kysely<Database>): Promise<string> {
  const { pageAccessToken } = await loadLeadAdsRuntime(db);
  if (!pageAccessToken) throw new Error(LEAD_ADS_TEXT.notConfigured);
  return pageAccessToken;
}

/** Marks the intake failed for good ('Falhas de importação') and logs it. */
async function markFailed(db: Kysely<Database>, leadgenId: string, message: string, attempts: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const intake = await lockLeadIntake(tx, leadgenId);
    if (!intake || intake.status !== 'pendente') return;
    await updateLeadIntake(tx, intake.id, { status: 'falhou', error: message.slice(0, 2000), attempts });
    await logActivity(tx, LEAD_ADS_ACTOR, { action: 'update', entity: 'lead', entityId: null, description: LEAD_ADS_TEXT.intakeFailed(leadgenId, message.slice(0, 500)) });
  });
}

/** The intake job: fetch the lead with the Page token and store it; a Graph 4xx fails at once. */
export function leadAdsIntakeJobHandler(): JobHandler<{ leadgenId: string }> {
  return {
    async run({ db, payload, job, signal }) {
      const leadgenId = payload?.leadgenId;
      if (typeof leadgenId !== 'string') throw new PermanentJobError('Trabalho sem leadgen_id');
      const intake = await findLeadIntakeByLeadgenId(db, leadgenId);
      if (!intake) throw new PermanentJobError(`Lead ${leadgenId} não está na fila de importação`);
      if (intake.status !== 'pendente') return { status: intake.status };
      await updateLeadIntake(db, intake.id, { attempts: job.attempts });
      let lead: GraphLead;
      try {
        lead = await fetchGraphLead(leadgenId, await pageToken(db), { signal });
      } catch (error) {
        if (error instanceof GraphLeadError && error.permanent) throw new PermanentJobError(error.message, { cause: error });
        throw error;
      }
      const stored = await storeGraphLead(db, leadgenId, lead);
      return { status: stored.status, leadId: stored.leadId };
    },
    async onFinalFailure(db, job, message) {
      const leadgenId = (job.payload as { leadgenId?: unknown } | null)?.leadgenId;
      if (typeof leadgenId === 'string') await markFailed(db, leadgenId, message, job.attempts);
    },
  };
}

function toFailure(row: LeadIntakeRow): LeadIntakeFailure {
  const fields = pickFields(row, ['id', 'leadgenId', 'pageId', 'formId', 'source', 'attempts', 'error']);
  return { ...fields, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function listIntakeFailures(db: Kysely<Database>): Promise<LeadIntakeFailure[]> {
  return (await findFailedLeadIntakes(db)).map(toFailure);
}

/** 'Tentar novamente': the failed intake goes back to the queue with a new job. */
export async function retryIntakeFailure(db: Kysely<Database>, actor: Actor, id: number): Promise<LeadIntakeFailure> {
  return db.transaction().execute(async (tx) => {
    const found = await findLeadIntakeById(tx, id);
    if (!found) throw new AppError('LEAD_INTAKE_FAILURE_NOT_FOUND');
    const intake = (await lockLeadIntake(tx, found.leadgenId))!;
    if (intake.status !== 'falhou') throw new AppError('LEAD_INTAKE_NOT_FAILED');
    const job = await enqueueJob(tx, LEAD_ADS_INTAKE_JOB, { leadgenId: intake.leadgenId }, { maxAttempts: LEAD_ADS_MAX_ATTEMPTS });
    const row = (await updateLeadIntake(tx, intake.id, { status: 'pendente', error: null, attempts: 0, jobId: job.id }))!;
    await logActivity(tx, actor, { action: 'update', entity: 'lead', entityId: null, description: LEAD_ADS_TEXT.intakeRetried(intake.leadgenId) });
    return toFailure(row);
  });
}

/** 'Buscar leads dos últimos N dias': queues the backfill job. */
export async function queueLeadAdsBackfill(db: Kysely<Database>, actor: Actor, input: LeadAdsBackfillInput): Promise<{ jobId: number; message: string }> {
  const days = Math.min(input.days, LEAD_ADS_BACKFILL_MAX_DAYS);
  return db.transaction().execute(async (tx) => {
    const job = await enqueueJob(tx, LEAD_ADS_BACKFILL_JOB, { formId: input.formId, days }, { maxAttempts: LEAD_ADS_MAX_ATTEMPTS });
    const message = LEAD_ADS_TEXT.backfillQueued(input.formId, days);
    await logActivity(tx, actor, { action: 'import', entity: 'lead', entityId: null, description: message });
    return { jobId: job.id, message };
  });
}

/** The backfill job: every page of the form's leads, each lead through the same intake and mapping. */
export function leadAdsBackfillJobHandler(): JobHandler<{ formId: string; days: number }> {
  return {
    async run({ db, payload, signal }) {
      if (typeof payload?.formId !== 'string' || typeof payload.days !== 'number') throw new PermanentJobError('Trabalho de busca inválido');
      const token = await pageToken(db);
      const since = new Date(Date.now() - payload.days * 86_400_000);
      let seen = 0;
      let stored = 0;
      try {
        await forEachFormLeadsPage(
          payload.formId,
          token,
          since,
          async (leads) => {
            for (const lead of leads) {
              seen += 1;
              const leadgenId = lead.id.slice(0, 64);
              await insertLeadIntake(db, { leadgenId, pageId: null, formId: payload.formId, source: 'backfill' });
              const row = await storeGraphLead(db, leadgenId, lead);
              if (row.status === 'importado' || row.status === 'repetido') stored += 1;
            }
          },
          { signal },
        );
      } catch (error) {
        if (error instanceof GraphLeadError && error.permanent) throw new PermanentJobError(error.message, { cause: error });
        throw error;
      }
      await logActivity(db, LEAD_ADS_ACTOR, {
        action: 'import',
        entity: 'lead',
        entityId: null,
        description: `Busca do formulário ${payload.formId} no Meta Lead Ads: ${seen} lead(s) encontrados, ${stored} importados ou já presentes`,
      });
      return { seen, stored };
    },
  };
}
