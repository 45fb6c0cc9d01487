import { ZAppointment, ZConfirmationCounts, ZConfirmationsDay, ZConfirmationsQuery } from '@clinic/domain';
import { z } from 'zod';

import { restRoute } from '../../rest-route';

export const ZListConfirmationsRequest = ZConfirmationsQuery;
export const ZListConfirmationsResponse = ZConfirmationsDay;
export const ZConfirmationCountsRequest = z.object({}).optional();
export const ZConfirmationCountsResponse = ZConfirmationCounts;
export const ZConfirmByHandResponse = ZAppointment;
export const ZMarkHandledRequest = z.object({ id: z.string().trim().min(1).max(200) });
export const ZMarkHandledResponse = z.object({ success: z.literal(true) });

const tags = ['Confirmações'];
export const confirmationsMeta = {
  list: restRoute('GET', '/confirmations', tags, 'Confirmações de um dia e as respostas para tratar', {
    description:
      '`date` (aaaa-mm-dd; padrão: o próximo dia útil). Cada agendamento com paciente traz `confirmation` (pendente, enviado, entregue, lido, confirmado, remarcar, cancelado, falhou, sem_whatsapp) e o link wa.me com o lembrete; `inbox` lista as respostas ainda não tratadas.',
  }),
  counts: restRoute('GET', '/confirmations/counts', tags, 'Confirmados e pendentes do próximo dia útil (painel)'),
  confirm: restRoute('POST', '/confirmations/{id}/confirm', tags, 'Confirma a presença à mão (telefonema, conversa no WhatsApp)'),
  markHandled: restRoute('POST', '/confirmations/inbox/{id}/handled', tags, 'Marca uma resposta da caixa de entrada como tratada'),
};
