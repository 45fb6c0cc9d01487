import { type ComponentType, lazy } from 'react';

import type { FeatureSlots } from '../../lib/feature-slots';

function piece<Props, Name extends string>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** What the shell puts in each feature slot (lib/feature-slots.tsx): each piece's code comes when first drawn. */
export const FEATURE_SLOTS: FeatureSlots = {
  EvolutionButton: piece(() => import('../clinical-record/record-evolution-button'), 'RecordEvolutionButton'),
  PendingEvolutions: piece(() => import('../clinical-record/pending-evolutions-card'), 'PendingEvolutionsCard'),
  UnrecordedAttendance: piece(() => import('../attendance/unrecorded-card'), 'UnrecordedCard'),
  NoShowFlag: piece(() => import('../attendance/no-show-flag'), 'NoShowFlag'),
  TomorrowConfirmations: piece(() => import('../confirmations/tomorrow-confirmations-card'), 'TomorrowConfirmationsCard'),
  WaitlistCell: piece(() => import('../waitlist/waitlist-cell'), 'WaitlistCell'),
  PackageSession: piece(() => import('../packages/package-session'), 'PackageSession'),
  PatientPrivacyActions: piece(() => import('../personal-data/patient-privacy-actions'), 'PatientPrivacyActions'),
  LeadAnonymizeAction: piece(() => import('../personal-data/lead-anonymize-action'), 'LeadAnonymizeAction'),
  PrivacySettings: piece(() => import('../personal-data/privacy-settings-card'), 'PrivacySettingsCard'),
};
