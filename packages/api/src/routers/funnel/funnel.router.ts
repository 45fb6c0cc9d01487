import { router } from '../../trpc';
import { getFunnelProcedure } from './get-funnel';

export const funnelRouter = router({ get: getFunnelProcedure });
