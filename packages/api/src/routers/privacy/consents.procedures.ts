import { actorOf } from '../../context';
import { ZIdInput } from '../../procedures';
import { listConsents, recordConsent, revokeConsent } from '../../services/privacy/consents.service';
import { permittedProcedure } from '../../trpc';
import { ZConsent, ZConsentsResponse, ZRecordConsentRequest, privacyMeta } from './privacy.types';

const consents = permittedProcedure('consents:record');

export const listPatientConsentsProcedure = consents
  .meta(privacyMeta.listPatientConsents)
  .input(ZIdInput)
  .output(ZConsentsResponse)
  .query(({ ctx, input }) => listConsents(ctx.db, { patientId: input.id }));

export const recordPatientConsentProcedure = consents
  .meta(privacyMeta.recordPatientConsent)
  .input(ZRecordConsentRequest)
  .output(ZConsent)
  .mutation(({ ctx, input: { id, ...consent } }) => recordConsent(ctx.db, actorOf(ctx), { patientId: id }, consent, ctx.now()));

export const listLeadConsentsProcedure = consents
  .meta(privacyMeta.listLeadConsents)
  .input(ZIdInput)
  .output(ZConsentsResponse)
  .query(({ ctx, input }) => listConsents(ctx.db, { leadId: input.id }));

export const recordLeadConsentProcedure = consents
  .meta(privacyMeta.recordLeadConsent)
  .input(ZRecordConsentRequest)
  .output(ZConsent)
  .mutation(({ ctx, input: { id, ...consent } }) => recordConsent(ctx.db, actorOf(ctx), { leadId: id }, consent, ctx.now()));

export const revokeConsentProcedure = consents
  .meta(privacyMeta.revokeConsent)
  .input(ZIdInput)
  .output(ZConsent)
  .mutation(({ ctx, input }) => revokeConsent(ctx.db, actorOf(ctx), input.id, ctx.now()));
