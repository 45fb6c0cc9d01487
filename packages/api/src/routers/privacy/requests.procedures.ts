import { actorOf } from '../../context';
import { createIncident, listIncidents, updateIncident } from '../../services/privacy/incidents.service';
import { createPrivacyRequest, listPrivacyRequests, updatePrivacyRequest } from '../../services/privacy/privacy-requests.service';
import { permittedProcedure } from '../../trpc';
import {
  ZIncident,
  ZIncidentInput,
  ZIncidentsResponse,
  ZListPrivacyRequestsRequest,
  ZPrivacyRequest,
  ZPrivacyRequestInput,
  ZPrivacyRequestsResponse,
  ZUpdateIncidentRequest,
  ZUpdatePrivacyRequestRequest,
  privacyMeta,
} from './privacy.types';

/** The admin acts as the 'encarregado': requests and incidents are hers alone. */
const administer = permittedProcedure('privacy:administer');

export const listRequestsProcedure = administer
  .meta(privacyMeta.listRequests)
  .input(ZListPrivacyRequestsRequest)
  .output(ZPrivacyRequestsResponse)
  .query(({ ctx, input }) => listPrivacyRequests(ctx.db, { openOnly: input?.open === true }));

export const createRequestProcedure = administer
  .meta(privacyMeta.createRequest)
  .input(ZPrivacyRequestInput)
  .output(ZPrivacyRequest)
  .mutation(({ ctx, input }) => createPrivacyRequest(ctx.db, actorOf(ctx), input, ctx.now()));

export const updateRequestProcedure = administer
  .meta(privacyMeta.updateRequest)
  .input(ZUpdatePrivacyRequestRequest)
  .output(ZPrivacyRequest)
  .mutation(({ ctx, input: { id, ...changes } }) => updatePrivacyRequest(ctx.db, actorOf(ctx), id, changes, ctx.now()));

export const listIncidentsProcedure = administer
  .meta(privacyMeta.listIncidents)
  .output(ZIncidentsResponse)
  .query(({ ctx }) => listIncidents(ctx.db));

export const createIncidentProcedure = administer
  .meta(privacyMeta.createIncident)
  .input(ZIncidentInput)
  .output(ZIncident)
  .mutation(({ ctx, input }) => createIncident(ctx.db, actorOf(ctx), input, ctx.now()));

export const updateIncidentProcedure = administer
  .meta(privacyMeta.updateIncident)
  .input(ZUpdateIncidentRequest)
  .output(ZIncident)
  .mutation(({ ctx, input: { id, ...changes } }) => updateIncident(ctx.db, actorOf(ctx), id, changes));
