/**
 * The Lead Ads webhook (Meta's `leadgen` notifications on the Page object): the verification
 * challenge and the signed deliveries, with the WhatsApp webhook's challenge and signature check.
 * A notification carries ids only: each leadgen_id is queued once (intake row + job, one
 * transaction with its log row); the job fetches the lead.
 */
import type { Database, Kysely } from '@clinic/db';
import { LEAD_ADS_TEXT } from '@clinic/domain';

import { logActivity } from '../activity-log';
import { answerMetaChallenge, signatureMatches } from '../whatsapp/webhook.service';
import { LEAD_ADS_ACTOR, queueLeadIntake } from './lead-intake.service';
import { loadLeadAdsRuntime } from './meta-leads-settings.service';

export async function verifyLeadAdsChallenge(
  db: Kysely<Database>,
  query: { mode?: string; token?: string; challenge?: string },
): Promise<string | null> {
  return answerMetaChallenge((await loadLeadAdsRuntime(db)).verifyToken, query);
}

interface LeadgenValue {
  leadgen_id?: unknown;
  page_id?: unknown;
  form_id?: unknown;
}
interface LeadgenBody {
  entry?: { id?: unknown; changes?: { field?: unknown; value?: LeadgenValue }[] }[];
}

export interface LeadAdsWebhookOutcome {
  /** 200 handled; 401 bad or missing signature (nothing stored). */
  status: 200 | 401;
  queued: number;
  repeated: number;
  ignored: number;
}

const ID = /^\d{1,64}$/;
const idOf = (value: unknown) => (typeof value === 'string' && ID.test(value) ? value : typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : null);

export async function handleLeadAdsWebhook(
  db: Kysely<Database>,
  request: { rawBody: Buffer; signature: string | undefined; ipAddress?: string | null },
): Promise<LeadAdsWebhookOutcome> {
  const outcome: LeadAdsWebhookOutcome = { status: 200, queued: 0, repeated: 0, ignored: 0 };
  const { appSecret } = await loadLeadAdsRuntime(db);
  if (!appSecret || !signatureMatches(request.rawBody, request.signature, appSecret)) return { ...outcome, status: 401 };
  let body: LeadgenBody;
  try {
    body = JSON.parse(request.rawBody.toString('utf8')) as LeadgenBody;
  } catch {
    outcome.ignored += 1;
    return outcome;
  }
  const leads: { leadgenId: string; pageId: string | null; formId: string | null }[] = [];
  for (const entry of Array.isArray(body?.entry) ? body.entry : []) {
    for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
      const leadgenId = change?.field === 'leadgen' ? idOf(change.value?.leadgen_id) : null;
      if (!leadgenId) {
        outcome.ignored += 1;
        continue;
      }
      leads.push({ leadgenId, pageId: idOf(change.value?.page_id) ?? idOf(entry.id), formId: idOf(change.value?.form_id) });
    }
  }
  if (leads.length === 0) return outcome;
  await db.transaction().execute(async (tx) => {
    for (const lead of leads) {
      if (await queueLeadIntake(tx, { ...lead, source: 'webhook' })) outcome.queued += 1;
      else outcome.repeated += 1;
    }
    if (outcome.queued > 0) {
      await logActivity(tx, { ...LEAD_ADS_ACTOR, ipAddress: request.ipAddress ?? null }, {
        action: 'import',
        entity: 'lead',
        entityId: null,
        description: LEAD_ADS_TEXT.webhookQueued(outcome.queued),
      });
    }
  });
  return outcome;
}
