import type { ComponentType } from 'react';

import type { FeatureSlots } from '../../lib/feature-slots';
import { resolvedOnceLoaded } from '../../lib/resolved-lazy';

/** A slot's piece: its code comes when first drawn, or earlier through `preload`. */
function piece<Props, Name extends string>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name) {
  let loaded: Record<Name, ComponentType<Props>> | undefined;
  const preload = () => load().then((module) => (loaded = module));
  return Object.assign(resolvedOnceLoaded<Name, Props>(() => loaded, preload, name), { preload });
}

const pieces = {
  EvolutionButton: piece(() => import('../clinical-record/record-evolution-button'), 'RecordEvolutionButton'),
  PendingEvolutions: piece(() => import('../clinical-record/pending-evolutions-card'), 'PendingEvolutionsCard'),
  UnrecordedAttendance: piece(() => import('../attendance/unrecorded-card'), 'UnrecordedCard'),
  NoShowFlag: piece(() => import('../attendance/no-show-flag'), 'NoShowFlag'),
  TomorrowConfirmations: piece(() => import('../confirmations/tomorrow-confirmations-card'), 'TomorrowConfirmationsCard'),
  WaitlistCell: piece(() => import('../waitlist/waitlist-cell'), 'WaitlistCell'),
  PackageSession: piece(() => import('../packages/package-session'), 'PackageSession'),
  MetaLeadsSettings: piece(() => import('../lead-ads/meta-leads-settings-section'), 'MetaLeadsSettingsSection'),
  IntakeFailures: piece(() => import('../lead-ads/intake-failures-section'), 'IntakeFailuresSection'),
  ClinicSettings: piece(() => import('../packages/clinic-settings-section'), 'ClinicSettingsSection'),
  PackageBooking: piece(() => import('../packages/package-booking'), 'PackageBooking'),
  NewInstrumentButton: piece(() => import('../instruments/record-instruments'), 'NewInstrumentButton'),
  PatientOutcomes: piece(() => import('../instruments/patient-outcomes-panel'), 'PatientOutcomesPanel'),
  LeadConsents: piece(() => import('../privacy/lead-consents'), 'LeadConsents'),
  PrivacyDeadlines: piece(() => import('../privacy/privacy-deadlines-card'), 'PrivacyDeadlinesCard'),
  PatientPrivacyActions: piece(() => import('../personal-data/patient-privacy-actions'), 'PatientPrivacyActions'),
  LeadAnonymizeAction: piece(() => import('../personal-data/lead-anonymize-action'), 'LeadAnonymizeAction'),
  PrivacySettings: piece(() => import('../personal-data/privacy-settings-card'), 'PrivacySettingsCard'),
};

/** What the shell puts in each feature slot (lib/feature-slots.tsx). */
export const FEATURE_SLOTS: FeatureSlots = pieces;

/** The slots each first screen draws (the dashboard, the agenda): their code is fetched with the screen's. */
const SLOTS_OF_FIRST_SCREEN: Record<string, (keyof typeof pieces)[]> = {
  '/': ['PendingEvolutions', 'UnrecordedAttendance', 'TomorrowConfirmations', 'PrivacyDeadlines'],
  '/appointments': ['WaitlistCell', 'PackageSession'],
};

/** Fetches the pieces the screen at `pathname` draws; never rejects (a failed piece loads when drawn). */
export function preloadSlotsOf(pathname: string): Promise<unknown> {
  const names = SLOTS_OF_FIRST_SCREEN[pathname.replace(/(.)\/$/, '$1')] ?? [];
  return Promise.all(names.map((name) => pieces[name].preload().catch(() => undefined)));
}
