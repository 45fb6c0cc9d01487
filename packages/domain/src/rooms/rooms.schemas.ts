import { z } from 'zod';

import { createAndUpdate, requiredText } from '../common/fields';
import { ZVersion } from '../common/versions';

export const ROOM_NAME_MAX = 50;

export const ZRoom = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  /** Raised on every change; send it back with an update to refuse overwriting someone else's change. */
  version: ZVersion,
});
export type Room = z.infer<typeof ZRoom>;

const roomFields = {
  name: requiredText(ROOM_NAME_MAX, 'Nome é obrigatório', { maxMessage: `O nome deve ter no máximo ${ROOM_NAME_MAX} caracteres` }),
  isActive: z.boolean({ error: 'Informe se a sala está ativa' }),
};

/** A new room is active unless said otherwise; an update changes only the fields sent. */
export const { create: ZRoomInput, update: ZRoomUpdate } = createAndUpdate(roomFields, { isActive: true });
export type RoomInput = z.infer<typeof ZRoomInput>;
export type RoomUpdate = z.infer<typeof ZRoomUpdate>;

/** GET /api/rooms/{id}/future-appointments: what deactivating the room leaves behind. */
export const ZRoomFutureAppointments = z.object({
  /** Non-cancelled appointments and blocks in the room from the current hour on. */
  count: z.number().int(),
});
export type RoomFutureAppointments = z.infer<typeof ZRoomFutureAppointments>;
