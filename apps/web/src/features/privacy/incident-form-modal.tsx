import { INCIDENT_RISK_LABELS, INCIDENT_RISKS, INCIDENT_STATUS_LABELS, INCIDENT_STATUSES, type Incident, type IncidentRisk, type IncidentStatus, toIsoDate } from '@clinic/domain';
import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';

import { BrDateInput } from '../../components/br-date-input';
import { FormModal, useFormDiscardGuard } from '../../components/discard-guard';
import { FormActions } from '../../components/form-actions';
import { PRIVACY_SCREEN_TEXT as T } from './privacy.text';
import { useCreateIncident, useUpdateIncident } from './use-privacy-mutations';

interface Values {
  description: string;
  discoveredOn: string | null;
  discoveredTime: string;
  dataAffected: string;
  holdersAffected: string;
  measures: string;
  risk: IncidentRisk | null;
  communications: string;
  anpdNotifiedOn: string | null;
  status: IncidentStatus;
}

const RISK_OPTIONS = INCIDENT_RISKS.map((value) => ({ value, label: INCIDENT_RISK_LABELS[value] }));
const STATUS_OPTIONS = INCIDENT_STATUSES.map((value) => ({ value, label: INCIDENT_STATUS_LABELS[value] }));
const required = (value: string | null) => (value && value.trim() !== '' ? null : T.required);
const pad = (n: number) => String(n).padStart(2, '0');

/** The discovery's day and time (the clinic's zone, as the browser is in it) as an ISO moment. */
function discoveredAtOf(day: string, time: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = (time || '00:00').split(':').map(Number) as [number, number];
  return new Date(y, m - 1, d, hh, mm).toISOString();
}

function initialValues(incident: Incident | null): Values {
  const now = new Date();
  return {
    description: incident?.description ?? '',
    discoveredOn: incident ? toIsoDate(new Date(incident.discoveredAt)) : toIsoDate(now),
    discoveredTime: incident ? '' : `${pad(now.getHours())}:${pad(now.getMinutes())}`,
    dataAffected: incident?.dataAffected ?? '',
    holdersAffected: incident?.holdersAffected ?? '',
    measures: incident?.measures ?? '',
    risk: incident?.risk ?? null,
    communications: incident?.communications ?? '',
    anpdNotifiedOn: incident?.anpdNotifiedOn ?? null,
    status: incident?.status ?? 'aberto',
  };
}

/** 'Registrar incidente' (every field) or 'Atualizar' one (measures, risk, communications, ANPD, status). */
export function IncidentFormModal({ incident, opened, onClose }: { incident: Incident | null; opened: boolean; onClose: () => void }) {
  const title = incident ? T.editIncidentTitle(incident.id) : T.newIncident;
  return (
    <FormModal opened={opened} onClose={onClose} title={title} size="lg">
      <IncidentForm incident={incident} title={title} onDone={onClose} />
    </FormModal>
  );
}

function IncidentForm({ incident, title, onDone }: { incident: Incident | null; title: string; onDone: () => void }) {
  const creating = incident === null;
  const form = useForm<Values>({
    initialValues: initialValues(incident),
    validate: creating
      ? { description: required, discoveredOn: required, dataAffected: required, holdersAffected: required, risk: required }
      : { risk: required },
  });
  const requestClose = useFormDiscardGuard(form, onDone);
  const create = useCreateIncident();
  const update = useUpdateIncident();
  const editable = (values: Values) => ({
    measures: values.measures,
    risk: values.risk!,
    communications: values.communications,
    anpdNotifiedOn: values.anpdNotifiedOn ?? '',
  });
  const submit = (values: Values) => {
    const done = { onSuccess: () => onDone() };
    if (creating) {
      create.mutate(
        {
          description: values.description,
          discoveredAt: discoveredAtOf(values.discoveredOn!, values.discoveredTime),
          dataAffected: values.dataAffected,
          holdersAffected: values.holdersAffected,
          ...editable(values),
        },
        done,
      );
    } else update.mutate({ id: incident.id, ...editable(values), status: values.status }, done);
  };

  return (
    <form noValidate aria-label={title} onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        {creating && (
          <>
            <Textarea label={T.incidentDescription} withAsterisk autosize minRows={2} maxRows={8} maxLength={8000} data-autofocus {...form.getInputProps('description')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <BrDateInput label={T.discoveredOn} withAsterisk maxDate={toIsoDate()} {...form.getInputProps('discoveredOn')} />
              <TextInput type="time" label={T.discoveredTime} {...form.getInputProps('discoveredTime')} />
            </SimpleGrid>
            <Textarea label={T.dataAffected} withAsterisk autosize minRows={2} maxLength={4000} {...form.getInputProps('dataAffected')} />
            <Textarea label={T.holdersAffected} withAsterisk autosize minRows={2} maxLength={4000} {...form.getInputProps('holdersAffected')} />
          </>
        )}
        <Textarea label={T.measures} autosize minRows={2} maxLength={8000} {...form.getInputProps('measures')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label={T.risk} withAsterisk data={RISK_OPTIONS} comboboxProps={{ withinPortal: true }} {...form.getInputProps('risk')} />
          {!creating && <Select label={T.status} data={STATUS_OPTIONS} allowDeselect={false} comboboxProps={{ withinPortal: true }} {...form.getInputProps('status')} />}
        </SimpleGrid>
        <Textarea label={T.communications} autosize minRows={2} maxLength={8000} {...form.getInputProps('communications')} />
        <BrDateInput label={T.anpdNotifiedOn} clearable clearLabel={T.anpdNotifiedOn} maxDate={toIsoDate()} {...form.getInputProps('anpdNotifiedOn')} />
        <FormActions saving={create.isPending || update.isPending} onCancel={requestClose} />
      </Stack>
    </form>
  );
}
