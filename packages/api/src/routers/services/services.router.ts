import { router } from '../../trpc';
import { createServiceProcedure } from './create-service';
import { deleteServiceProcedure } from './delete-service';
import { listServicesProcedure } from './list-services';
import { updateServiceProcedure } from './update-service';

/** Anyone signed in reads the price list; management and finance keep it. */
export const servicesRouter = router({
  list: listServicesProcedure,
  create: createServiceProcedure,
  update: updateServiceProcedure,
  delete: deleteServiceProcedure,
});
