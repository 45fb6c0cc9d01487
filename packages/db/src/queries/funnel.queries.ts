import { type RawBuilder, sql } from 'kysely';

import type { Executor } from '../executor';

export interface FunnelFilterRow {
  startDate: string;
  endDate: string;
  origin?: string;
  campaignId?: string;
}

/** One (origin, campaign) group of the period's leads and how many reached each step. */
export interface FunnelCountRow {
  origin: string;
  campaignId: string | null;
  campaignName: string | null;
  leads: number;
  contacted: number;
  assessmentBooked: number;
  assessmentDone: number;
  converted: number;
  packageSold: number;
  discharged: number;
}

/**
 * The funnel's one query (the bench runs the same text): each lead of the period gets the furthest
 * level it reached (0 lead, 1 contacted, 2 assessment booked, 3 done, 4 converted, 5 package sold,
 * 6 discharged) from its stage (a 'perdido' stage counts for nothing), its first contact and its
 * patient's appointments (their counts, kept by triggers: migration 2026-11-27T0800), packages and
 * discharge; then the counts per origin and campaign.
 */
export function funnelCountsSql(filter: FunnelFilterRow): RawBuilder<FunnelCountRow> {
  const origin = filter.origin ? sql`and lower(l.origin) = lower(${filter.origin})` : sql``;
  const campaign = filter.campaignId ? sql`and l.campaign_id = ${filter.campaignId}` : sql``;
  return sql<FunnelCountRow>`
    with period as (
      select l.id, l.origin, l.campaign_id, l.campaign_name, l.stage, l.first_contact_at, l.patient_id
      from leads l
      where l.date >= ${filter.startDate}::date and l.date <= ${filter.endDate}::date ${origin} ${campaign}
    ),
    sold as (
      select distinct k.patient_id from patient_packages k where k.cancelled_at is null
    ),
    levels as (
      select p.origin, p.campaign_id, p.campaign_name, greatest(
        -- lead_stage_rank(p.stage), written out: a function call per lead cost a quarter of the query.
        case p.stage when 'novo' then 0 when 'em_contato' then 1 when 'avaliacao_agendada' then 2
          when 'avaliacao_realizada' then 3 when 'convertido' then 4 else 0 end,
        case when p.first_contact_at is not null then 1 else 0 end,
        case when pt.discharge_date is not null then 6
             when s.patient_id is not null then 5
             when v.attended > 0 then 3
             when v.appointments > 0 then 2
             else 0 end
      ) as level
      from period p
      left join patients pt on pt.id = p.patient_id
      left join patient_appointment_counts v on v.patient_id = p.patient_id
      left join sold s on s.patient_id = p.patient_id
    )
    select origin, campaign_id as "campaignId", max(campaign_name) as "campaignName",
      count(*)::int as leads,
      count(*) filter (where level >= 1)::int as contacted,
      count(*) filter (where level >= 2)::int as "assessmentBooked",
      count(*) filter (where level >= 3)::int as "assessmentDone",
      count(*) filter (where level >= 4)::int as converted,
      count(*) filter (where level >= 5)::int as "packageSold",
      count(*) filter (where level >= 6)::int as discharged
    from levels
    group by origin, campaign_id
    order by origin, campaign_id
  `;
}

export async function findFunnelCounts(db: Executor, filter: FunnelFilterRow): Promise<FunnelCountRow[]> {
  return (await funnelCountsSql(filter).execute(db)).rows;
}
