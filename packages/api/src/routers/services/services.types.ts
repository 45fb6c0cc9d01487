import { ZId, ZService, ZServiceInput, ZServiceUpdate, versionedUpdateFields } from '@clinic/domain';
import { z } from 'zod';

import { syncParsed } from '../../sync-parsed';

export const ZServiceIdInput = z.object({ id: ZId });
export const ZListServicesRequest = z.object({ search: z.string().max(200).optional() });
export const ZListServicesResponse = syncParsed(z.array(ZService));
export const ZCreateServiceRequest = ZServiceInput;
export const ZUpdateServiceRequest = ZServiceIdInput.extend(ZServiceUpdate.shape).extend(versionedUpdateFields);
export const ZServiceResponse = ZService;

const tags = ['Serviços'];
export const servicesMeta = {
  list: { openapi: { method: 'GET', path: '/services', tags, summary: 'Lista os serviços (busca por nome)', protect: true } },
  create: { openapi: { method: 'POST', path: '/services', tags, summary: 'Cria um serviço', protect: true } },
  update: { openapi: { method: 'PUT', path: '/services/{id}', tags, summary: 'Atualiza um serviço', protect: true } },
  delete: { openapi: { method: 'DELETE', path: '/services/{id}', tags, summary: 'Exclui um serviço', protect: true } },
} as const;
