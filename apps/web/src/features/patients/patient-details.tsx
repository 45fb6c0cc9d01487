import { GENDER_LABELS, MARITAL_STATUS_LABELS, SEX_LABELS, type Patient, formatIsoDate, toIsoDate } from '@clinic/domain';
import { Skeleton, Stack } from '@mantine/core';
import { Suspense } from 'react';

import { type DetailRow, DetailList } from '../../components/detail-list';
import { TitledSection } from '../../components/titled-section';
import { lazyNamed } from '../../lib/lazy-named';
import { PatientAge } from './patient-age';
import { dateOrDash } from './patient-cells';
import { PatientStatusBadge } from './patient-status-badge';
import type { PatientTabProps } from '../../components/patient-page-tab';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';

/** The form's code comes when someone edits, not with the page. */
const PatientForm = lazyNamed(() => import('./patient-form'), 'PatientForm');

const orNone = (value: string | null) => value ?? T.none;

function sections(patient: Patient): { id: string; title: string; rows: DetailRow[] }[] {
  return [
    {
      id: 'patient-personal-title',
      title: T.sectionPersonal,
      rows: [
        { label: T.firstNameLabel, value: patient.firstName },
        { label: T.lastNameLabel, value: patient.lastName },
        { label: T.birthDateLabel, value: formatIsoDate(patient.birthDate) },
        { label: T.ageLabel, value: <PatientAge patient={patient} /> },
        { label: T.cpfLabel, value: orNone(patient.cpf) },
        { label: T.rgLabel, value: orNone(patient.rg) },
        { label: T.sexLabel, value: patient.sex ? SEX_LABELS[patient.sex] : T.none },
        { label: T.genderLabel, value: patient.gender ? (GENDER_LABELS[patient.gender as keyof typeof GENDER_LABELS] ?? patient.gender) : T.none },
        { label: T.maritalStatusLabel, value: patient.maritalStatus ? MARITAL_STATUS_LABELS[patient.maritalStatus] : T.none },
        { label: T.professionLabel, value: patient.profession ?? T.noProfession },
      ],
    },
    {
      id: 'patient-contact-title',
      title: T.sectionContact,
      rows: [
        { label: T.phoneLabel, value: patient.phone },
        { label: T.emailLabel, value: orNone(patient.email) },
        { label: T.addressLabel, value: orNone(patient.address) },
        { label: T.cepLabel, value: orNone(patient.cep) },
        { label: T.cityLabel, value: orNone(patient.city) },
        { label: T.stateLabel, value: orNone(patient.state) },
      ],
    },
    {
      id: 'patient-follow-up-title',
      title: T.sectionClinical,
      rows: [
        { label: T.statusLabel, value: <PatientStatusBadge status={patient.status} /> },
        { label: T.dysfunctionsLabel, value: patient.dysfunctions.length ? patient.dysfunctions.join(', ') : T.none },
        { label: T.originLabel, value: orNone(patient.origin) },
        { label: T.originDateLabel, value: dateOrDash(patient.originDate) },
        { label: T.conversionDateLabel, value: dateOrDash(patient.conversionDate) },
        { label: T.preDischargeDateLabel, value: dateOrDash(patient.preDischargeDate) },
        { label: T.dischargeDateLabel, value: dateOrDash(patient.dischargeDate) },
        { label: T.registeredAt, value: formatIsoDate(toIsoDate(new Date(patient.createdAt))) },
      ],
    },
  ];
}

/** 'Dados': every field of the patient, or the patient form while the header's 'Editar' is on. */
export function PatientDetails({ patient, editing, onEditingChange }: PatientTabProps) {
  if (editing) {
    return (
      <TitledSection titleId="patient-edit-title" title={T.editPatient} titleMb="md">
        <Suspense fallback={<Skeleton h={320} radius="md" />}>
          <PatientForm patient={patient} onDone={() => onEditingChange(false)} />
        </Suspense>
      </TitledSection>
    );
  }
  return (
    <Stack gap="lg">
      {sections(patient).map((section) => (
        <TitledSection key={section.id} titleId={section.id} title={section.title}>
          <DetailList rows={section.rows} />
        </TitledSection>
      ))}
    </Stack>
  );
}
