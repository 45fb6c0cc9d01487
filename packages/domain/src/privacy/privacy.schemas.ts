import { z } from 'zod';

import { toIsoDate } from '../common/dates';
import { optionalDate, optionalText, requiredDate, requiredText } from '../common/fields';
import { ZId } from '../common/ids';
import { consentText } from './privacy.consent-texts';
import {
  CONSENT_METHODS,
  CONSENT_PURPOSES,
  INCIDENT_RISKS,
  INCIDENT_STATUSES,
  PRIVACY_REQUEST_STATUSES,
  PRIVACY_REQUEST_TYPES,
  PRIVACY_TEXT as T,
} from './privacy.text';

/** A moment as it crosses the API: ISO-8601 with its offset (`2026-11-26T14:30:00-03:00` or `…Z`). */
const moment = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    .refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1900 && year <= 2999;
    }, message);

// ── Consents ───────────────────────────────────────────────────────────────

export const ZConsent = z.object({
  id: z.number().int(),
  patientId: z.number().int().nullable(),
  leadId: z.number().int().nullable(),
  purpose: z.enum(CONSENT_PURPOSES),
  /** The version of the text shown (packages/domain privacy.consent-texts.ts) and its exact words. */
  textVersion: z.number().int(),
  text: z.string(),
  /** When the holder gave it (null: unknown, a withdrawal migrated from before this register). */
  givenAt: z.string().nullable(),
  method: z.enum(CONSENT_METHODS).nullable(),
  recordedAt: z.string(),
  recordedByName: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokeMethod: z.enum(CONSENT_METHODS).nullable(),
  revokedByName: z.string().nullable(),
});
export type Consent = z.infer<typeof ZConsent>;

const consentFields = {
  purpose: z.enum(CONSENT_PURPOSES, { error: T.purposeRequired }),
  method: z.enum(CONSENT_METHODS, { error: T.methodRequired }),
  /** When the holder gave it (a paper form signed earlier); default: now. */
  givenAt: moment(T.givenAtInvalid).optional(),
  /** The text version the holder saw; default: the current one. */
  textVersion: z.number({ error: T.textVersionUnknown }).int(T.textVersionUnknown).optional(),
};
const knownVersion = (v: { purpose: (typeof CONSENT_PURPOSES)[number]; textVersion?: number }) =>
  v.textVersion === undefined || consentText(v.purpose, v.textVersion) !== undefined;

export const ZConsentInput = z.object(consentFields).refine(knownVersion, { error: T.textVersionUnknown, path: ['textVersion'] });
/** The consent body with the holder's id (the path's `{id}`). */
export const ZConsentForHolder = z
  .object({ id: ZId, ...consentFields })
  .refine(knownVersion, { error: T.textVersionUnknown, path: ['textVersion'] });
export type ConsentInput = z.infer<typeof ZConsentInput>;

// ── Holder requests ────────────────────────────────────────────────────────

export const ZPrivacyRequest = z.object({
  id: z.number().int(),
  type: z.enum(PRIVACY_REQUEST_TYPES),
  patientId: z.number().int().nullable(),
  leadId: z.number().int().nullable(),
  /** The holder's name: the patient's or lead's current one, or the name typed for anyone else. */
  holderName: z.string(),
  details: z.string().nullable(),
  /** yyyy-MM-dd, the clinic's day it arrived, and the day the answer is due (15 days later). */
  receivedOn: z.string(),
  dueOn: z.string(),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answeredByName: z.string().nullable(),
  createdAt: z.string(),
});
export type PrivacyRequest = z.infer<typeof ZPrivacyRequest>;

export const ZPrivacyRequestInput = z
  .object({
    type: z.enum(PRIVACY_REQUEST_TYPES, { error: T.typeRequired }),
    patientId: ZId.nullish(),
    leadId: ZId.nullish(),
    holderName: optionalText(200),
    details: optionalText(4000),
    /** Default: today in the clinic's zone. */
    receivedOn: requiredDate(T.receivedRequired).optional(),
  })
  .superRefine((v, ctx) => {
    const given = [v.patientId, v.leadId, v.holderName].filter((x) => x !== null && x !== undefined).length;
    if (given === 0) ctx.addIssue({ code: 'custom', message: T.holderRequired, path: ['holderName'] });
    if (given > 1) ctx.addIssue({ code: 'custom', message: T.holderOne, path: ['holderName'] });
  });
export type PrivacyRequestInput = z.infer<typeof ZPrivacyRequestInput>;

export const ZPrivacyRequestUpdate = z.object({
  status: z.enum(PRIVACY_REQUEST_STATUSES, { error: T.statusInvalid }).optional(),
  answer: optionalText(8000),
  details: optionalText(4000),
});
export type PrivacyRequestUpdate = z.infer<typeof ZPrivacyRequestUpdate>;

// ── Incidents ──────────────────────────────────────────────────────────────

export const ZIncident = z.object({
  id: z.number().int(),
  description: z.string(),
  discoveredAt: z.string(),
  /** yyyy-MM-dd: 3 business days after the discovery's day (weekends and national holidays skipped). */
  anpdDueOn: z.string(),
  dataAffected: z.string(),
  holdersAffected: z.string(),
  measures: z.string().nullable(),
  risk: z.enum(INCIDENT_RISKS),
  communications: z.string().nullable(),
  /** yyyy-MM-dd, the day the ANPD was notified (null: not yet). */
  anpdNotifiedOn: z.string().nullable(),
  status: z.enum(INCIDENT_STATUSES),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type Incident = z.infer<typeof ZIncident>;

const incidentEditable = {
  measures: optionalText(8000),
  risk: z.enum(INCIDENT_RISKS, { error: T.riskRequired }),
  communications: optionalText(8000),
  anpdNotifiedOn: optionalDate,
};

export const ZIncidentInput = z
  .object({
    description: requiredText(8000, T.descriptionRequired),
    discoveredAt: moment(T.discoveredRequired),
    dataAffected: requiredText(4000, T.dataRequired),
    holdersAffected: requiredText(4000, T.holdersRequired),
    ...incidentEditable,
  });
export type IncidentInput = z.infer<typeof ZIncidentInput>;

export const ZIncidentUpdate = z.object({
  measures: incidentEditable.measures,
  risk: incidentEditable.risk.optional(),
  communications: incidentEditable.communications,
  anpdNotifiedOn: incidentEditable.anpdNotifiedOn,
  status: z.enum(INCIDENT_STATUSES, { error: T.statusInvalid }).optional(),
});
export type IncidentUpdate = z.infer<typeof ZIncidentUpdate>;

/** Today in the clinic's zone (the server's process zone), the default received day. */
export const clinicToday = (now: Date) => toIsoDate(now);
