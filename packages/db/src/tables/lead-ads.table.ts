import type { ColumnType, Generated, Selectable } from 'kysely';

import type { CreatedAt } from './columns';

/** Meta Lead Ads: one row (id 1). Secrets encrypted by the server (AES-256-GCM); never answered by any API. */
export interface MetaLeadsSettingsTable {
  id: Generated<number>;
  /** The Page ids, comma-separated. */
  pageIds: Generated<string>;
  pageAccessTokenEnc: string | null;
  appSecretEnc: string | null;
  verifyTokenEnc: string | null;
  updatedAt: Generated<Date>;
}
export type MetaLeadsSettingsRow = Selectable<MetaLeadsSettingsTable>;

export type LeadIntakeStatus = 'pendente' | 'importado' | 'repetido' | 'falhou';
export type LeadIntakeSource = 'webhook' | 'backfill' | 'demo';

/** One Lead Ads lead as it came in (the leadgen_id is unique): its state and the lead it made. */
export interface LeadIntakeTable {
  id: Generated<number>;
  leadgenId: string;
  pageId: string | null;
  formId: string | null;
  source: LeadIntakeSource;
  status: Generated<LeadIntakeStatus>;
  attempts: Generated<number>;
  error: string | null;
  leadId: number | null;
  jobId: number | null;
  createdAt: CreatedAt;
  updatedAt: Generated<Date>;
}
export type LeadIntakeRow = Selectable<LeadIntakeTable>;

/** An Idempotency-Key per scope (operation): the body's hash and the first answer. */
export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  bodyHash: string;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}
