import { ZId, ZService, ZServiceInput, ZServiceUpdate, versionedUpdateFields } from '@clinic/domain';
import { z } from 'zod';

import { restRoute } from '../../rest-route';
import { syncParsed } from '../../sync-parsed';

export const ZServiceIdInput = z.object({ id: ZId });
export const ZListServicesRequest = z.object({ search: z.string().max(200).optional() });
export const ZListServicesResponse = syncParsed(z.array(ZService));
export const ZCreateServiceRequest = ZServiceInput;
export const ZUpdateServiceRequest = ZServiceIdInput.extend(ZServiceUpdate.shape).extend(versionedUpdateFields);
export const ZServiceResponse = ZService;

const tags = ['Serviços'];
export const servicesMeta = {
  list: restRoute('GET', '/services', tags, 'Lista os serviços (busca por nome)'),
  create: restRoute('POST', '/services', tags, 'Cria um serviço'),
  update: restRoute('PUT', '/services/{id}', tags, 'Atualiza um serviço'),
  delete: restRoute('DELETE', '/services/{id}', tags, 'Exclui um serviço'),
};
