import { ZRoom, ZRoomFutureAppointments, ZRoomInput, ZRoomUpdate, versionedUpdateFields } from '@clinic/domain';
import { z } from 'zod';

import { ZIdInput } from '../../procedures';
import { resourceRoutes, restRoute } from '../../rest-route';
import { syncParsed } from '../../sync-parsed';

export const ZListRoomsResponse = syncParsed(z.array(ZRoom));
export const ZCreateRoomRequest = ZRoomInput;
export const ZUpdateRoomRequest = ZIdInput.extend(ZRoomUpdate.shape).extend(versionedUpdateFields);
export const ZRoomResponse = ZRoom;
export const ZRoomFutureAppointmentsResponse = ZRoomFutureAppointments;

const tags = ['Salas'];
export const roomsMeta = {
  ...resourceRoutes('/rooms', tags, {
    list: 'Lista as salas',
    create: 'Cria uma sala',
    update: 'Atualiza uma sala',
    delete: 'Remove uma sala',
  }),
  futureAppointments: restRoute('GET', '/rooms/{id}/future-appointments', tags, 'Quantos agendamentos a sala ainda tem daqui em diante', {
    description:
      'Agendamentos e bloqueios não cancelados a partir da hora atual. Desativar a sala não os cancela: ' +
      'continuam na agenda (a coluna da sala aparece marcada "Inativa" nesses dias).',
  }),
};
