import {
  ZFreedSlot,
  ZFreedSlotsQuery,
  ZWaitlistAnswer,
  ZWaitlistEntry,
  ZWaitlistEntryInput,
  ZWaitlistEntryUpdate,
  ZWaitlistListQuery,
  ZWaitlistOffer,
  ZWaitlistOfferInput,
} from '@clinic/domain';
import { z } from 'zod';

import { ZIdInput } from '../../procedures';
import { resourceRoutes, restRoute } from '../../rest-route';

export const ZListWaitlistRequest = ZWaitlistListQuery;
export const ZListWaitlistResponse = z.array(ZWaitlistEntry);
export const ZCreateWaitlistEntryRequest = ZWaitlistEntryInput;
export const ZUpdateWaitlistEntryRequest = ZIdInput.extend(ZWaitlistEntryUpdate.shape);
export const ZWaitlistEntryResponse = ZWaitlistEntry;
export const ZFreedSlotsRequest = ZFreedSlotsQuery;
export const ZFreedSlotsResponse = z.array(ZFreedSlot);
export const ZOfferWaitlistSlotRequest = ZIdInput.extend(ZWaitlistOfferInput.shape);
export const ZWaitlistOfferResponse = ZWaitlistOffer;
export const ZWaitlistAnswerResponse = ZWaitlistAnswer;

const tags = ['Lista de espera'];
export const waitlistMeta = {
  ...resourceRoutes('/waitlist', tags, {
    list: 'Lista as entradas da lista de espera',
    create: 'Adiciona um paciente à lista de espera',
  }),
  update: restRoute('PUT', '/waitlist/{id}', tags, 'Atualiza uma entrada da lista de espera', {
    description:
      'Só os campos enviados mudam. Uma entrada agendada ou removida não muda (409); editar uma recusada ou expirada ' +
      'cujo período ainda inclui hoje a devolve a "aguardando".',
  }),
  delete: restRoute('DELETE', '/waitlist/{id}', tags, 'Remove uma entrada da lista de espera', {
    description: 'A entrada fica no histórico com a situação "removido"; as ofertas pendentes dela são canceladas.',
  }),
  freedSlots: restRoute('GET', '/waitlist/freed-slots', tags, 'Horários liberados do dia e as entradas que cabem em cada um', {
    description:
      'Um horário liberado é o dia, hora e sala de um agendamento cancelado (cancelamento, falta futura, bloqueio removido) ' +
      'que nenhum agendamento ativo ocupa agora. Entradas: período inclui o dia, dia da semana e período (manhã/tarde) ' +
      'marcados, fisioterapeuta "Qualquer" ou o mesmo e livre; urgentes primeiro, depois as mais antigas.',
  }),
  offer: restRoute('POST', '/waitlist/{id}/offer', tags, 'Oferece um horário liberado a uma entrada', {
    description:
      'A oferta vale 15 minutos e traz o texto e o link wa.me para enviar ao paciente. Várias entradas podem receber o ' +
      'mesmo horário: a primeira que aceitar fica com ele.',
  }),
  accept: restRoute('POST', '/waitlist/offers/{id}/accept', tags, 'Registra que o paciente aceitou a oferta ("Quero este horário")', {
    description:
      'Agenda pelas mesmas verificações de qualquer agendamento (outcome "agendado", com o agendamento). Se o horário já foi ' +
      'ocupado, a oferta fica "preenchida" e a resposta é 200 com outcome "preenchido" e a mensagem "horário já preenchido" ' +
      '(a entrada continua aguardando). Oferta expirada ou já recusada: 409.',
  }),
  decline: restRoute('POST', '/waitlist/offers/{id}/decline', tags, 'Registra que o paciente recusou a oferta ("Não posso")'),
};
