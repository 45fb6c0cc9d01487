import { deleteProcedure } from '../../procedures';
import { deleteServiceById } from '../../services/services/services.service';
import { servicesMeta } from './services.types';

export const deleteServiceProcedure = deleteProcedure('services:manage', servicesMeta.delete, deleteServiceById);
