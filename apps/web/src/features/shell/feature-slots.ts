import { type ComponentType, lazy } from 'react';

import type { FeatureSlots } from '../../lib/feature-slots';

function piece<Props, Name extends string>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** What the shell puts in each feature slot (lib/feature-slots.tsx): each piece's code comes when first drawn. */
export const FEATURE_SLOTS: FeatureSlots = {
  EvolutionButton: piece(() => import('../clinical-record/record-evolution-button'), 'RecordEvolutionButton'),
  PendingEvolutions: piece(() => import('../clinical-record/pending-evolutions-card'), 'PendingEvolutionsCard'),
  WaitlistCell: piece(() => import('../waitlist/waitlist-cell'), 'WaitlistCell'),
};
