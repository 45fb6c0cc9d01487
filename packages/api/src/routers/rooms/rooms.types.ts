import { ZId, ZRoom, ZRoomFutureAppointments, ZRoomInput, ZRoomUpdate, versionedUpdateFields } from '@clinic/domain';
import { z } from 'zod';

import { syncParsed } from '../../sync-parsed';

/** Path ids arrive as strings over REST: coerce explicitly (see STACK-NOTES, trap 4). */
export const ZRoomIdInput = z.object({ id: ZId });

export const ZListRoomsResponse = syncParsed(z.array(ZRoom));
export const ZCreateRoomRequest = ZRoomInput;
export const ZUpdateRoomRequest = ZRoomIdInput.extend(ZRoomUpdate.shape).extend(versionedUpdateFields);
export const ZRoomResponse = ZRoom;
export const ZRoomFutureAppointmentsResponse = ZRoomFutureAppointments;

const tags = ['Salas'];
export const roomsMeta = {
  list: { openapi: { method: 'GET', path: '/rooms', tags, summary: 'Lista as salas', protect: true } },
  create: { openapi: { method: 'POST', path: '/rooms', tags, summary: 'Cria uma sala', protect: true } },
  update: { openapi: { method: 'PUT', path: '/rooms/{id}', tags, summary: 'Atualiza uma sala', protect: true } },
  futureAppointments: {
    openapi: {
      method: 'GET',
      path: '/rooms/{id}/future-appointments',
      tags,
      summary: 'Quantos agendamentos a sala ainda tem daqui em diante',
      description:
        'Agendamentos e bloqueios não cancelados a partir da hora atual. Desativar a sala não os cancela: ' +
        'continuam na agenda (a coluna da sala aparece marcada "Inativa" nesses dias).',
      protect: true,
    },
  },
  delete: { openapi: { method: 'DELETE', path: '/rooms/{id}', tags, summary: 'Remove uma sala', protect: true } },
} as const;
