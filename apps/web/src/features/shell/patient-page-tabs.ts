import type { ComponentType } from 'react';

import type { PatientTab, PatientTabProps } from '../../components/patient-page-tab';
import { lazyNamed } from '../../lib/lazy-named';
import { CLINICAL_RECORD_SCREEN_TEXT as RECORD } from '../clinical-record/clinical-record.text';
import { DIARY_SCREEN_TEXT as DIARY } from '../diary/diary.text';
import { PACKAGES_SCREEN_TEXT as PACKAGES } from '../packages/packages.text';
import { PRIVACY_SCREEN_TEXT as PRIVACY } from '../privacy/privacy.text';

/** A tab's panel whose code comes with the first visit to the tab. */
function panel<Name extends string>(load: () => Promise<Record<Name, ComponentType<PatientTabProps>>>, name: Name) {
  return lazyNamed(load, name);
}

/**
 * The tabs other features add to the patient's page (/patients/:id), after its own 'Dados' and
 * 'Agendamentos', in this order. One entry per tab, its panel loaded lazily so its code comes with
 * the first visit to the tab. The page shows a tab only to the roles its `permission` allows, and
 * keeps the open one in the URL (`?tab=prontuario`).
 */
export const PATIENT_PAGE_TABS: readonly PatientTab[] = [
  {
    value: 'prontuario',
    label: RECORD.recordTab,
    // Every role sees that entries exist and their dates; the content only the roles that may read it.
    permission: 'clinicalRecord:seeExists',
    Panel: panel(() => import('../clinical-record/clinical-record-tab'), 'ClinicalRecordTab'),
  },
  {
    value: 'diario',
    label: DIARY.tab,
    permission: 'clinicalRecord:read',
    Panel: panel(() => import('../diary/diary-tab'), 'DiaryTab'),
  },
  {
    value: 'acessos',
    label: RECORD.accessTab,
    permission: 'clinicalRecord:accessLog',
    Panel: panel(() => import('../clinical-record/record-access-tab'), 'RecordAccessTab'),
  },
  {
    value: 'pacotes',
    label: PACKAGES.tab,
    permission: 'packages:sell',
    Panel: panel(() => import('../packages/patient-packages-tab'), 'PatientPackagesTab'),
  },
  {
    value: 'consentimentos',
    label: PRIVACY.consentsTitle,
    permission: 'consents:record',
    Panel: panel(() => import('../privacy/patient-consents-tab'), 'PatientConsentsTab'),
  },
];
