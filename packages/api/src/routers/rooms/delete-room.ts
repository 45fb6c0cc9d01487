import { deleteProcedure } from '../../procedures';
import { deleteRoomById } from '../../services/rooms/rooms.service';
import { roomsMeta } from './rooms.types';

export const deleteRoomProcedure = deleteProcedure('rooms:manage', roomsMeta.delete, deleteRoomById);
