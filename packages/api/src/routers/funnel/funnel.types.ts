import { ZFunnel, ZFunnelQuery } from '@clinic/domain';

import { restRoute } from '../../rest-route';

export const ZGetFunnelRequest = ZFunnelQuery;
export const ZGetFunnelResponse = ZFunnel;

export const funnelMeta = {
  get: restRoute('GET', '/reports/funnel', ['Relatórios'], 'Funil do lead ao paciente pagante, por origem e por campanha, com o custo do investimento', {
    description:
      '`startDate` e `endDate` (aaaa-mm-dd, obrigatórios, até 366 dias) filtram os leads pela data; `origin` (sem diferenciar ' +
      'maiúsculas) e `campaignId` são opcionais. Etapas: leads → contatados → avaliação agendada → avaliação realizada → ' +
      'convertidos → pacote vendido → alta (Data Alta do paciente); cada lead conta em todas as etapas até a mais avançada ' +
      'que alcançou, e `conversion` é a porcentagem da etapa anterior. O investimento vem dos relatórios de anúncios ' +
      'concluídos cujo período está dentro do pedido; leads com `campaignId` se ligam à campanha pelo id, os demais pela ' +
      "correspondência de palavras-chave da origem (com 'FB'). Custos por lead, por avaliação realizada e por paciente pagante " +
      '(pacote vendido) valem para os leads atribuídos a campanhas com investimento; null sem investimento ou sem leads.',
  }),
};
