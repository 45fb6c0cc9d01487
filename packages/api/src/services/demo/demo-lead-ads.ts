/**
 * Demo Meta Lead Ads leads (#25): leads that came from the ad forms over the last 30 days, with the
 * campaign, ad set, ad and form ids and names (the campaign ids are the demo ad reports' own, so spend
 * joins to leads by id), the form's other answers, one person who filled a form twice (an 'entrada'
 * on her lead), and one import that failed ('Falhas de importação').
 */
import { type Executor, insertLead, insertLeadIntake, insertLeadInteraction, updateLeadIntake } from '@clinic/db';
import { LEAD_ADS_TEXT, describeLeadAdsAnswers, leadAdsOrigin, toIsoDate } from '@clinic/domain';

import type { Actor } from '../../context';
import { logActivity } from '../activity-log';
import { demoLeadCampaigns } from './demo-reports';

export const DEMO_LEAD_ADS_COUNT = 24;
const FIRST = ['Alice', 'Bianca', 'Camila', 'Daniela', 'Eduarda', 'Fernanda', 'Gabriela', 'Helena'];
const LAST = ['Moreira', 'Freitas', 'Teixeira', 'Pires', 'Ramos'];
const TIMES = ['manhã', 'tarde', 'noite'];
const DAY_MS = 86_400_000;

export async function seedDemoLeadAds(tx: Executor, actor: Actor, now: Date = new Date()): Promise<void> {
  const campaigns = demoLeadCampaigns();
  const leadIds: number[] = [];
  for (let i = 0; i < DEMO_LEAD_ADS_COUNT; i++) {
    const campaign = campaigns[i % campaigns.length]!;
    const platform = i % 3 === 0 ? 'fb' : 'ig';
    const created = new Date(now.getTime() - ((i * 11) % 30) * DAY_MS - (i % 7) * 3_600_000);
    const leadgenId = `9100000000${String(i + 1).padStart(5, '0')}`;
    const formId = `9200000000${String((i % campaigns.length) + 1).padStart(3, '0')}`;
    const answers = [
      { question: 'email', answer: `${FIRST[i % FIRST.length]!.toLowerCase()}${i}@example.com` },
      { question: 'melhor_horario', answer: TIMES[i % TIMES.length]! },
    ];
    const lead = await insertLead(tx, {
      name: `${FIRST[i % FIRST.length]!} ${LAST[(i * 3) % LAST.length]!}`,
      whatsapp: `(48) 9${String(8100 + i).padStart(4, '0')}-${String(2000 + i * 37).slice(-4)}`,
      origin: leadAdsOrigin(platform),
      date: toIsoDate(created),
      leadgenId,
      platform,
      campaignId: campaign.campaignId,
      campaignName: campaign.campaignName,
      adsetId: `${campaign.campaignId}01`,
      adsetName: `${campaign.campaignName.split(' | ')[0]} · Mulheres 25-55`,
      adId: `${campaign.campaignId}0101`,
      adName: `${campaign.campaignName.split(' | ')[0]} · vídeo ${1 + (i % 2)}`,
      formId,
      formAnswers: JSON.stringify(answers),
    });
    leadIds.push(lead.id);
    await logActivity(tx, actor, { action: 'create', entity: 'lead', entityId: lead.id, description: LEAD_ADS_TEXT.leadArrived(lead.name, lead.origin, formId) });
    const intake = await insertLeadIntake(tx, { leadgenId, pageId: '100200300400', formId, source: 'demo' });
    await updateLeadIntake(tx, intake!.id, { status: 'importado', leadId: lead.id, attempts: 1 });
  }
  // The first one filled a second form a few days later: an 'entrada' on her lead, not a second lead.
  const again = await insertLeadIntake(tx, { leadgenId: '910000000099901', pageId: '100200300400', formId: '920000000002', source: 'demo' });
  await updateLeadIntake(tx, again!.id, { status: 'repetido', leadId: leadIds[0]!, attempts: 1 });
  await insertLeadInteraction(tx, {
    leadId: leadIds[0]!,
    kind: 'entrada',
    note: LEAD_ADS_TEXT.entryNote('920000000002', describeLeadAdsAnswers([{ question: 'melhor_horario', answer: 'tarde' }])),
    userId: null,
  });
  // One the Graph API never answered: it waits in 'Falhas de importação'.
  const failed = await insertLeadIntake(tx, { leadgenId: '910000000099902', pageId: '100200300400', formId: '920000000001', source: 'demo' });
  const error = 'Graph API respondeu 500: An unexpected error has occurred. Please retry your request later.';
  await updateLeadIntake(tx, failed!.id, { status: 'falhou', attempts: 5, error });
  await logActivity(tx, actor, { action: 'update', entity: 'lead', entityId: null, description: LEAD_ADS_TEXT.intakeFailed('910000000099902', error) });
}
