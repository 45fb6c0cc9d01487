import { deleteProcedure } from '../../procedures';
import { deleteLeadById } from '../../services/leads/leads.service';
import { leadsMeta } from './leads.types';

export const deleteLeadProcedure = deleteProcedure('leads:delete', leadsMeta.delete, deleteLeadById);
