import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

import type { Versioned, WithCreatedAt } from './columns';

export interface LeadsTable extends Versioned {
  id: Generated<number>;
  name: string;
  whatsapp: string;
  origin: string;
  date: string;
  status: Generated<string>;
  conversionDate: string | null;
  /** The patient the conversion made; kept after unconvert, null once that patient is deleted. */
  patientId: number | null;
  /** Generated: folded name and origin plus the WhatsApp digits (what the list search matches). */
  searchText: ColumnType<string, never, never>;
  /** The pipeline (#25): novo, em_contato, avaliacao_agendada, avaliacao_realizada, convertido, perdido. */
  stage: Generated<LeadStage>;
  lostReason: string | null;
  nextContactAt: Date | null;
  firstContactAt: Date | null;
  /** Meta Lead Ads: what the form delivered (null for leads typed in or imported). */
  leadgenId: string | null;
  platform: string | null;
  campaignId: string | null;
  campaignName: string | null;
  adsetId: string | null;
  adsetName: string | null;
  adId: string | null;
  adName: string | null;
  formId: string | null;
  formAnswers: ColumnType<unknown, string | null | undefined, string | null>;
  /** LGPD: when the lead was anonymised (irreversible). */
  anonymizedAt: Date | null;
}
export type LeadStage = 'novo' | 'em_contato' | 'avaliacao_agendada' | 'avaliacao_realizada' | 'convertido' | 'perdido';
export type LeadInteractionKind = 'nota' | 'ligacao' | 'whatsapp' | 'etapa' | 'entrada';

export interface LeadInteractionsTable extends WithCreatedAt {
  id: Generated<number>;
  leadId: number;
  kind: LeadInteractionKind;
  note: string | null;
  fromStage: LeadStage | null;
  toStage: LeadStage | null;
  userId: number | null;
}
export type LeadRow = Selectable<LeadsTable>;
export type NewLeadRow = Insertable<LeadsTable>;
export type LeadRowUpdate = Updateable<LeadsTable>;
