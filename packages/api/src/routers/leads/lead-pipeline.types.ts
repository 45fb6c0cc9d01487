import {
  ZLead,
  ZLeadFollowUp,
  ZLeadFollowUpQuery,
  ZLeadIdInput,
  ZLeadInteraction,
  ZLeadInteractionInput,
  ZLeadNextContactInput,
  leadStageMoveFields,
  requireLostReason,
} from '@clinic/domain';
import { z } from 'zod';

import { restRoute } from '../../rest-route';

export const ZMoveLeadStageRequest = ZLeadIdInput.extend(leadStageMoveFields).superRefine(requireLostReason);
export const ZLeadInteractionsResponse = z.array(ZLeadInteraction);
export const ZAddLeadInteractionRequest = ZLeadIdInput.extend(ZLeadInteractionInput.shape);
export const ZSetLeadNextContactRequest = ZLeadIdInput.extend(ZLeadNextContactInput.shape);
export const ZLeadFollowUpsRequest = ZLeadFollowUpQuery;
export const ZLeadFollowUpsResponse = z.array(ZLeadFollowUp);
export { ZLead, ZLeadIdInput, ZLeadInteraction };

const tags = ['Leads'];
export const leadPipelineMeta = {
  followUps: restRoute('GET', '/leads/follow-ups', tags, "Follow-ups do dia: leads com 'Próximo contato' nesse dia ou atrasados", {
    description:
      '`date` (aaaa-mm-dd, obrigatório): os leads cujo próximo contato cai nesse dia (no horário da clínica) ou antes dele ' +
      '(`overdue: true`), do mais antigo ao mais novo. Leads perdidos ficam de fora.',
  }),
  stage: restRoute('PUT', '/leads/{id}/stage', tags, 'Move o lead para outra etapa do funil de atendimento', {
    description:
      'Corpo: `{ stage, lostReason? }`; `stage` ∈ novo, em_contato, avaliacao_agendada, avaliacao_realizada, convertido, ' +
      'perdido. Perdido exige `lostReason` (400 sem ele). Grava uma interação do tipo etapa e uma linha no log na mesma ' +
      'transação. O `status` da especificação continua PENDENTE/CONVERTIDO: mover um lead PENDENTE para convertido faz a ' +
      'conversão em paciente (como `PATCH /leads/{id}/convert`) na mesma transação. Sair da primeira etapa registra o primeiro contato.',
  }),
  interactions: restRoute('GET', '/leads/{id}/interactions', tags, 'Linha do tempo do lead (notas, ligações, WhatsApp, mudanças de etapa), mais recentes primeiro'),
  addInteraction: restRoute('POST', '/leads/{id}/interactions', tags, 'Registra uma nota, ligação ou WhatsApp com o lead', {
    description:
      'Corpo: `{ kind: nota|ligacao|whatsapp, note, nextContactAt? }`. A primeira ligação ou WhatsApp registra o primeiro ' +
      'contato e leva um lead novo para em_contato. `nextContactAt` (aaaa-mm-ddThh:mm no horário da clínica, ou null para ' +
      'remover) define o próximo contato na mesma transação.',
  }),
  nextContact: restRoute('PUT', '/leads/{id}/next-contact', tags, "Define ou remove o 'Próximo contato' do lead", {
    description: 'Corpo: `{ nextContactAt }` (aaaa-mm-ddThh:mm no horário da clínica, um timestamp ISO, ou null para remover).',
  }),
};
