import { actorOf } from '../../context';
import {
  addLeadInteraction,
  listLeadFollowUps,
  listLeadInteractions,
  moveLeadStage,
  setLeadNextContact,
} from '../../services/leads/lead-pipeline.service';
import { permittedProcedure } from '../../trpc';
import {
  ZAddLeadInteractionRequest,
  ZLead,
  ZLeadFollowUpsRequest,
  ZLeadFollowUpsResponse,
  ZLeadIdInput,
  ZLeadInteraction,
  ZLeadInteractionsResponse,
  ZMoveLeadStageRequest,
  ZSetLeadNextContactRequest,
  leadPipelineMeta,
} from './lead-pipeline.types';

export const listLeadFollowUpsProcedure = permittedProcedure('leadPipeline:work')
  .meta(leadPipelineMeta.followUps)
  .input(ZLeadFollowUpsRequest)
  .output(ZLeadFollowUpsResponse)
  .query(({ ctx, input }) => listLeadFollowUps(ctx.db, input.date));

export const moveLeadStageProcedure = permittedProcedure('leadPipeline:work')
  .meta(leadPipelineMeta.stage)
  .input(ZMoveLeadStageRequest)
  .output(ZLead)
  .mutation(({ ctx, input }) => moveLeadStage(ctx.db, actorOf(ctx), input.id, { stage: input.stage, lostReason: input.lostReason }, ctx.now()));

export const listLeadInteractionsProcedure = permittedProcedure('leadPipeline:work')
  .meta(leadPipelineMeta.interactions)
  .input(ZLeadIdInput)
  .output(ZLeadInteractionsResponse)
  .query(({ ctx, input }) => listLeadInteractions(ctx.db, input.id));

export const addLeadInteractionProcedure = permittedProcedure('leadPipeline:work')
  .meta(leadPipelineMeta.addInteraction)
  .input(ZAddLeadInteractionRequest)
  .output(ZLeadInteraction)
  .mutation(({ ctx, input: { id, ...values } }) => addLeadInteraction(ctx.db, actorOf(ctx), id, values));

export const setLeadNextContactProcedure = permittedProcedure('leadPipeline:work')
  .meta(leadPipelineMeta.nextContact)
  .input(ZSetLeadNextContactRequest)
  .output(ZLead)
  .mutation(({ ctx, input }) => setLeadNextContact(ctx.db, actorOf(ctx), input.id, input.nextContactAt));
