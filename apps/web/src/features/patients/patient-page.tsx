import { type Patient, ZId, can, fullName } from '@clinic/domain';
import { Paper, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';

import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import oneRowTabs from '../../components/one-row-tabs.module.css';
import { PageHeader } from '../../components/page-header';
import type { PatientTab } from '../../components/patient-page-tab';
import { isNotFound } from '../../lib/api-errors';
import { Slot } from '../../lib/feature-slots';
import { useAuth } from '../../lib/use-auth';
import { trpc } from '../../lib/trpc';
import { PatientActionsBar, PatientBackLink } from './patient-page-actions';
import { PatientIdentificationCard } from './patient-identification';
import { PATIENT_OWN_TABS } from './patient-page-tabs';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';

interface PatientPageProps {
  /** Other features' tabs, after 'Dados' and 'Agendamentos' (features/shell/patient-page-tabs.ts). */
  extraTabs?: readonly PatientTab[];
}

/** /patients/:id — one patient: who she is, what the signed-in role may do, and the tabs. */
export function PatientPage({ extraTabs = [] }: PatientPageProps) {
  const parsed = ZId.safeParse(useParams().id);
  return parsed.success ? <PatientScreen id={parsed.data} extraTabs={extraTabs} /> : <PatientNotFound />;
}

function PatientScreen({ id, extraTabs }: { id: number; extraTabs: readonly PatientTab[] }) {
  const patient = trpc.patients.get.useQuery({ id });
  if (patient.isError && isNotFound(patient.error)) return <PatientNotFound />;
  if (patient.isError) {
    return (
      <>
        <PageHeader title={T.loadPatientError} actions={<PatientBackLink />} />
        <LoadErrorAlert title={T.loadPatientError} query={patient} retryLabel={T.retry} />
      </>
    );
  }
  if (!patient.data) return <PatientPageSkeleton />;
  // Keyed: another patient's page starts with her form closed.
  return <PatientView key={patient.data.id} patient={patient.data} extraTabs={extraTabs} />;
}

function PatientView({ patient, extraTabs }: { patient: Patient; extraTabs: readonly PatientTab[] }) {
  const { user } = useAuth();
  const tabs = [...PATIENT_OWN_TABS, ...extraTabs].filter((tab) => !tab.permission || (user !== null && can(user.role, tab.permission)));
  const [params, setParams] = useSearchParams();
  const current = tabs.find((tab) => tab.value === params.get('tab')) ?? tabs[0]!;
  const [editing, setEditing] = useState(false);

  const choose = (value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value && value !== tabs[0]!.value) next.set('tab', value);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  const edit = () => {
    choose(tabs[0]!.value);
    setEditing(true);
  };

  return (
    <>
      <PageHeader title={fullName(patient)} actions={<PatientActionsBar patient={patient} onEdit={editing ? undefined : edit} />} />
      <Stack gap="lg">
        <Slot name="NoShowFlag" patientId={patient.id} />
        <PatientIdentificationCard patient={patient} />
        <Tabs value={current.value} onChange={choose} keepMounted={false} classNames={oneRowTabs}>
          <Tabs.List aria-label={T.tabsLabel} mb="md">
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map(({ value, Panel }) => (
            <Tabs.Panel key={value} value={value}>
              <Suspense fallback={<Skeleton h={240} radius="md" />}>
                <Panel patient={patient} editing={editing} onEditingChange={setEditing} />
              </Suspense>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </>
  );
}

/** An id nobody has (or no id at all): 'Paciente não encontrado', and the way back to the list. */
function PatientNotFound() {
  return (
    <>
      <PageHeader title={T.notFound} actions={<PatientBackLink />} />
      <Paper withBorder shadow="xs" p="xl" data-testid="patient-not-found">
        <EmptyState icon={<IconUserOff size={24} stroke={1.5} />} text={T.notFound} hint={T.notFoundHint} />
      </Paper>
    </>
  );
}

function PatientPageSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={T.loadingPatient} data-testid="patient-loading">
      <Skeleton h={36} w="40%" radius="md" />
      <Skeleton h={120} radius="md" />
      <Skeleton h={36} w="60%" radius="md" />
      <Skeleton h={280} radius="md" />
    </Stack>
  );
}
