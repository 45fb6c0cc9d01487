import { ZService, ZServiceInput, ZServiceUpdate, versionedUpdateFields } from '@clinic/domain';
import { z } from 'zod';

import { ZIdInput } from '../../procedures';
import { resourceRoutes } from '../../rest-route';
import { syncParsed } from '../../sync-parsed';

export const ZListServicesRequest = z.object({ search: z.string().max(200).optional() });
export const ZListServicesResponse = syncParsed(z.array(ZService));
export const ZCreateServiceRequest = ZServiceInput;
export const ZUpdateServiceRequest = ZIdInput.extend(ZServiceUpdate.shape).extend(versionedUpdateFields);
export const ZServiceResponse = ZService;

const tags = ['Serviços'];
export const servicesMeta = resourceRoutes('/services', tags, {
  list: 'Lista os serviços (busca por nome)',
  create: 'Cria um serviço',
  update: 'Atualiza um serviço',
  delete: 'Exclui um serviço',
});
