import { type Executor, finishReportRequest, insertReportRequest } from '@clinic/db';
import { resolveReportPeriod } from '@clinic/domain';

import type { Actor } from '../../context';
import { insertAdAccountLogged } from '../ad-accounts/ad-accounts.service';

/** The demo clinic's Meta accounts (numbers in Meta's 15-16 digit form). */
export const DEMO_AD_ACCOUNTS = [
  { accountNumber: '1029384756102938', name: 'Clínica Pélvica - Principal', description: 'Campanhas de captação de pacientes' },
  { accountNumber: '2038475610293847', name: 'Clínica Pélvica - Gestantes', description: 'Pré e pós-parto' },
  { accountNumber: '3047561029384756', name: 'Clínica Pélvica - Remarketing', description: null },
] as const;

/**
 * Campaign names carry the keywords the demo leads' origins carry ('FB ENDOMETRIOSE', …), so the
 * keyword analysis finds matches.
 */
const CAMPAIGNS_BY_ACCOUNT: Record<string, string[]> = {
  '1029384756102938': ['FB ENDOMETRIOSE | Formulário', 'FB INCONTINÊNCIA URINÁRIA | Conversão', 'FB DOR NA RELAÇÃO | Mensagens'],
  '2038475610293847': ['FB PÓS PARTO | Leads', 'FB DIÁSTASE | Formulário'],
  '3047561029384756': ['FB PROLAPSO | Remarketing', 'FB INCONTINÊNCIA | Vídeo', 'Institucional | Alcance'],
};
const CAMPAIGN_POOL = [
  'FB ENDOMETRIOSE | Leads',
  'FB INCONTINÊNCIA | Formulário',
  'FB DOR NA RELAÇÃO | Conversão',
  'FB PÓS PARTO | Mensagens',
  'FB PROLAPSO | Leads',
  'FB DIÁSTASE | Vídeo',
];

/** A small, stable hash → [0, 1): the same account, campaign and day always give the same numbers. */
function unit(...parts: string[]): number {
  let h = 2166136261;
  for (const ch of parts.join('|')) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

/** A demo campaign's Meta id: stable per account and position. */
const campaignIdOf = (accountNumber: string, index: number) => `12021${accountNumber.slice(-6)}${String(index + 1).padStart(4, '0')}`;

/** The lead-generation campaigns of the demo accounts, with the ids their report rows carry (the Lead Ads demo leads join on them). */
export function demoLeadCampaigns(): { campaignId: string; campaignName: string }[] {
  return DEMO_AD_ACCOUNTS.flatMap(({ accountNumber }) =>
    campaignsFor(accountNumber).map((campaignName, index) => ({ campaignId: campaignIdOf(accountNumber, index), campaignName })),
  ).filter(({ campaignName }) => !campaignName.includes('Alcance'));
}

function campaignsFor(accountNumber: string): string[] {
  const known = CAMPAIGNS_BY_ACCOUNT[accountNumber];
  if (known) return known;
  const first = Math.floor(unit(accountNumber, 'pool') * CAMPAIGN_POOL.length);
  const count = 2 + Math.floor(unit(accountNumber, 'count') * 2);
  return Array.from({ length: count }, (_, i) => CAMPAIGN_POOL[(first + i * 2) % CAMPAIGN_POOL.length]!);
}

function* days(startDate: string, endDate: string): Generator<string> {
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  for (let i = 0; i < 400; i++) {
    const day = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    if (day > endDate) return;
    yield day;
  }
}

/**
 * Believable Meta-shaped campaign rows (numbers as strings, leads in `actions`) for an account and
 * period: per-day figures added up, so overlapping periods agree.
 */
export function demoReportRows(accountNumber: string, startDate: string, endDate: string) {
  return campaignsFor(accountNumber).map((name, index) => {
    const campaignId = campaignIdOf(accountNumber, index);
    let spend = 0;
    let impressions = 0;
    let clicks = 0;
    let reach = 0;
    let leads = 0;
    const base = 18 + unit(accountNumber, name) * 40;
    for (const day of days(startDate, endDate)) {
      const r = (k: string) => unit(accountNumber, name, day, k);
      const daySpend = Math.round(base * (0.6 + r('s') * 0.8) * 100) / 100;
      const dayImpressions = Math.round((daySpend / (18 + r('cpm') * 17)) * 1000);
      const dayClicks = Math.round(dayImpressions * (0.008 + r('ctr') * 0.022));
      spend += daySpend;
      impressions += dayImpressions;
      clicks += dayClicks;
      reach += Math.round(dayImpressions * (0.55 + r('reach') * 0.25));
      // About one click in 40 becomes a lead on Meta: of those, the clinic's own records hold a part
      // (the demo leads with 'FB <keyword>' origins), as in a real clinic.
      leads += Math.floor(dayClicks * (0.012 + r('lead') * 0.025) + r('round'));
    }
    const fmt = (n: number, digits = 6) => String(Number(n.toFixed(digits)));
    return {
      campaign_id: campaignId,
      campaign_name: name,
      objective: name.includes('Alcance') ? 'OUTCOME_AWARENESS' : 'OUTCOME_LEADS',
      date_start: startDate,
      date_stop: endDate,
      spend: spend.toFixed(2),
      impressions: String(impressions),
      clicks: String(clicks),
      reach: String(reach),
      cpc: clicks ? fmt(spend / clicks) : undefined,
      cpm: impressions ? fmt((spend / impressions) * 1000) : undefined,
      cpp: reach ? fmt(spend / reach) : undefined,
      ctr: impressions ? fmt((clicks / impressions) * 100) : undefined,
      actions: [
        { action_type: 'link_click', value: String(clicks) },
        { action_type: 'page_engagement', value: String(clicks + Math.round(impressions * 0.01)) },
        ...(leads > 0
          ? [
              { action_type: 'lead', value: String(leads) },
              { action_type: 'onsite_conversion.lead_grouped', value: String(leads) },
            ]
          : []),
      ],
    };
  });
}

/** Three demo accounts and a few completed requests (one of them a single day), in the caller's transaction. */
export async function seedDemoReports(tx: Executor, actor: Actor, now: Date = new Date()): Promise<void> {
  const ids: number[] = [];
  for (const account of DEMO_AD_ACCOUNTS) {
    ids.push((await insertAdAccountLogged(tx, actor, { ...account, isActive: true })).id);
  }
  const requests: [number, string][] = [
    [0, 'last_7_days'],
    [0, 'last_30_days'],
    [1, 'last_7_days'],
    [2, 'yesterday'],
  ];
  for (const [index, dateRange] of requests) {
    const account = DEMO_AD_ACCOUNTS[index]!;
    const { startDate, endDate } = resolveReportPeriod(dateRange, now);
    const row = await insertReportRequest(tx, {
      adAccountId: ids[index]!,
      dateRange,
      startDate,
      endDate,
      requestedBy: actor.userId,
    });
    await finishReportRequest(tx, row.id, {
      status: 'completed',
      webhookResponse: JSON.stringify(demoReportRows(account.accountNumber, startDate, endDate)),
      completedAt: now,
    });
  }
}
