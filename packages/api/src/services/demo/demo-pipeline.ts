import { type Executor, findLeadsNewestFirst, insertLeadInteraction, setStageActor, updateLead } from '@clinic/db';
import type { LeadStage } from '@clinic/domain';

import type { Actor } from '../../context';
import { DEMO_AD_ACCOUNTS, demoReportRows } from './demo-reports';

const LOST_REASONS = ['Achou caro', 'Mora longe da clínica', 'Não respondeu após 3 tentativas', 'Preferiu o convênio'];
const NOTES = ['Pediu valores da avaliação', 'Vai ver horário com o marido', 'Perguntou sobre pós-parto', 'Enviei a localização da clínica'];

/**
 * The pipeline of the demo clinic (issue #25), after the demo leads and ad reports: the recent
 * pending leads spread over novo / em contato / perdido with calls, WhatsApps and notes, converted
 * leads at the assessment steps (a few closed), follow-ups due today and overdue, and half the 'FB'
 * leads carrying the campaign ids of the first ad account (the funnel joins them to its spend).
 */
export async function seedDemoPipeline(tx: Executor, actor: Actor, now: Date = new Date()): Promise<void> {
  const leads = await findLeadsNewestFirst(tx);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const at = (daysFromToday: number, hour: number, minute = 0) =>
    new Date(today.getFullYear(), today.getMonth(), today.getDate() + daysFromToday, hour, minute);
  const campaigns = demoReportRows(DEMO_AD_ACCOUNTS[0]!.accountNumber, '2026-01-01', '2026-01-01').map((c) => ({ id: c.campaign_id, name: c.campaign_name }));
  const move = async (id: number, stage: LeadStage, note: string | null, lostReason: string | null = null) => {
    await setStageActor(tx, actor.userId, note);
    await updateLead(tx, id, { stage, lostReason });
  };
  let followUps = 0;
  for (const [i, lead] of leads.entries()) {
    if (lead.origin.startsWith('FB') && i % 2 === 0 && campaigns.length > 0) {
      const campaign = campaigns[i % campaigns.length]!;
      await updateLead(tx, lead.id, { campaignId: campaign.id, campaignName: campaign.name, platform: i % 4 === 0 ? 'instagram' : 'facebook' });
    }
    if (lead.status === 'CONVERTIDO') {
      const stage: LeadStage = i % 5 === 0 ? 'convertido' : i % 5 <= 2 ? 'avaliacao_realizada' : 'avaliacao_agendada';
      await move(lead.id, stage, stage === 'convertido' ? 'Fechou o pacote de 10 sessões' : null);
      continue;
    }
    const kind = i % 6;
    if (kind === 0 || kind === 5) continue; // novo
    const channel = i % 2 === 0 ? 'whatsapp' : 'ligacao';
    await insertLeadInteraction(tx, { leadId: lead.id, kind: channel, note: NOTES[i % NOTES.length]!, userId: actor.userId });
    if (kind === 4) {
      await move(lead.id, 'perdido', LOST_REASONS[i % LOST_REASONS.length]!, LOST_REASONS[i % LOST_REASONS.length]!);
      continue;
    }
    await move(lead.id, 'em_contato', `Primeiro contato (${channel === 'whatsapp' ? 'WhatsApp' : 'Ligação'})`);
    if (kind === 3) await insertLeadInteraction(tx, { leadId: lead.id, kind: 'nota', note: 'Interessada na avaliação de sábado', userId: actor.userId });
    // A handful due today (morning to late afternoon), a few overdue, the rest later this week.
    const slot = followUps++;
    const next = slot < 6 ? at(0, 9 + slot, slot % 2 ? 30 : 0) : slot < 9 ? at(-1 - (slot % 3), 15) : slot < 20 ? at(1 + (slot % 5), 10) : null;
    if (next) await updateLead(tx, lead.id, { nextContactAt: next });
  }
  await setStageActor(tx, null, null);
}
