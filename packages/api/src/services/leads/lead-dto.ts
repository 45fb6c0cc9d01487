import type { LeadRow } from '@clinic/db';
import type { Lead, LeadStatus } from '@clinic/domain';

/** A lead row as responses carry it (the search column stays inside). */
export function toLeadDto(row: LeadRow): Lead {
  return {
    id: row.id,
    name: row.name,
    whatsapp: row.whatsapp,
    origin: row.origin,
    date: row.date,
    status: row.status as LeadStatus,
    conversionDate: row.conversionDate,
    patientId: row.patientId,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    stage: row.stage,
    lostReason: row.lostReason,
    nextContactAt: row.nextContactAt?.toISOString() ?? null,
    firstContactAt: row.firstContactAt?.toISOString() ?? null,
    campaignId: row.campaignId,
    campaignName: row.campaignName,
    adsetId: row.adsetId,
    adsetName: row.adsetName,
    adId: row.adId,
    adName: row.adName,
  };
}

const FIELD_LABELS: Record<string, string> = { name: 'nome', whatsapp: 'WhatsApp', origin: 'origem', date: 'data' };

/** What changed, in words for the activity log: "nome, WhatsApp". */
export function describeLeadChanges(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(FIELD_LABELS)
    .filter((key) => after[key] !== undefined && before[key] !== after[key])
    .map((key) => FIELD_LABELS[key]!);
}
