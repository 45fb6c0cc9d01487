/**
 * Meta Lead Ads settings: the Page ids, the Page access token, the app secret and the verify token.
 * Secrets are encrypted at rest with the WhatsApp settings' secret box and never answered.
 * One Meta app for both: while no app secret of its own is set, the webhook checks signatures with
 * the WhatsApp settings' app secret (Meta signs every webhook of an app with that app's secret).
 */
import { type Database, type Executor, type Kysely, type MetaLeadsSettingsRow, findMetaLeadsSettingsRow, updateMetaLeadsSettingsRow } from '@clinic/db';
import { LEAD_ADS_TEXT, type MetaLeadsSettings, type MetaLeadsSettingsInput } from '@clinic/domain';

import type { SignedInActor } from '../../context';
import { logActivity } from '../activity-log';
import { decryptSecret, encryptSecret } from '../whatsapp/secret-box';
import { loadWebhookSecrets } from '../whatsapp/whatsapp-settings.service';

const pageIdsOf = (row: MetaLeadsSettingsRow) => row.pageIds.split(',').filter(Boolean);

async function toSettings(db: Executor, row: MetaLeadsSettingsRow): Promise<MetaLeadsSettings> {
  const shared = row.appSecretEnc === null && (await loadWebhookSecrets(db as Kysely<Database>)).appSecret !== null;
  return {
    pageIds: pageIdsOf(row),
    hasPageAccessToken: row.pageAccessTokenEnc !== null,
    hasAppSecret: row.appSecretEnc !== null,
    appSecretFromWhatsapp: shared,
    hasVerifyToken: row.verifyTokenEnc !== null,
    configured: row.pageAccessTokenEnc !== null && (row.appSecretEnc !== null || shared) && row.verifyTokenEnc !== null,
  };
}

export async function getMetaLeadsSettings(db: Kysely<Database>): Promise<MetaLeadsSettings> {
  return toSettings(db, await findMetaLeadsSettingsRow(db));
}

const secret = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : encryptSecret(value));

export async function updateMetaLeadsSettings(db: Kysely<Database>, actor: SignedInActor, input: MetaLeadsSettingsInput): Promise<MetaLeadsSettings> {
  return db.transaction().execute(async (tx) => {
    const changes = {
      pageIds: input.pageIds === undefined ? undefined : [...new Set(input.pageIds)].join(','),
      pageAccessTokenEnc: secret(input.pageAccessToken),
      appSecretEnc: secret(input.appSecret),
      verifyTokenEnc: secret(input.verifyToken),
    };
    for (const name of Object.keys(changes) as (keyof typeof changes)[]) if (changes[name] === undefined) delete changes[name];
    const row = await updateMetaLeadsSettingsRow(tx, changes);
    // Names the fields, never a secret's value.
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'settings',
      entityId: null,
      description: `${LEAD_ADS_TEXT.settingsUpdated}: ${Object.keys(input).join(', ')}`,
    });
    return toSettings(tx, row);
  });
}

/** What the webhook and the jobs need, decrypted. */
export interface LeadAdsRuntime {
  pageIds: string[];
  pageAccessToken: string | null;
  /** Its own, or the WhatsApp settings' (one Meta app). */
  appSecret: string | null;
  verifyToken: string | null;
}

export async function loadLeadAdsRuntime(db: Kysely<Database>): Promise<LeadAdsRuntime> {
  const row = await findMetaLeadsSettingsRow(db);
  const own = decryptSecret(row.appSecretEnc);
  return {
    pageIds: pageIdsOf(row),
    pageAccessToken: decryptSecret(row.pageAccessTokenEnc),
    appSecret: own ?? (row.appSecretEnc === null ? (await loadWebhookSecrets(db)).appSecret : null),
    verifyToken: decryptSecret(row.verifyTokenEnc),
  };
}
