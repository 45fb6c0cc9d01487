import { getFunnel } from '../../services/funnel/funnel.service';
import { permittedProcedure } from '../../trpc';
import { ZGetFunnelRequest, ZGetFunnelResponse, funnelMeta } from './funnel.types';

export const getFunnelProcedure = permittedProcedure('funnel:see')
  .meta(funnelMeta.get)
  .input(ZGetFunnelRequest)
  .output(ZGetFunnelResponse)
  .query(({ ctx, input }) => getFunnel(ctx.db, input));
