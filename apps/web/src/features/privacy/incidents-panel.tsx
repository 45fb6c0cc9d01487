import { INCIDENT_RISK_LABELS, INCIDENT_STATUS_LABELS, type Incident, formatDateTime, formatIsoDate } from '@clinic/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconShieldExclamation } from '@tabler/icons-react';

import { toneOf } from '../../lib/badge-tone';
import { trpc } from '../../lib/trpc';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { DeadlineText } from './deadline-badge';
import { IncidentFormModal } from './incident-form-modal';
import { PrivacyListPanel } from './privacy-list-panel';
import { PRIVACY_SCREEN_TEXT as T } from './privacy.text';

const RISK_TONE = { baixo: 'gray', medio: 'orange', alto: 'red' } as const;

/** 'Incidentes': the art. 48 register, with the day the ANPD must be told. */
export function IncidentsPanel() {
  const incidents = trpc.privacy.listIncidents.useQuery(undefined, { staleTime: 0 });
  const form = useDialogTarget<Incident>();
  return (
    <PrivacyListPanel
      query={incidents}
      newLabel={T.newIncident}
      onNew={() => form.open(null)}
      listLabel={T.incidentsTab}
      loadError={T.loadIncidentsError}
      empty={{ icon: <IconShieldExclamation size={24} stroke={1.5} />, text: T.incidentsEmpty, hint: T.incidentsEmptyHint }}
      renderItem={(incident) => <IncidentItem key={incident.id} incident={incident} onEdit={() => form.open(incident)} />}
    >
      <IncidentFormModal key={form.session} incident={form.target} opened={form.opened} onClose={form.close} />
    </PrivacyListPanel>
  );
}

function Field({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Text fz="sm">
      <Text span fw={600} fz="sm">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

function IncidentItem({ incident, onEdit }: { incident: Incident; onEdit: () => void }) {
  const pending = incident.status === 'aberto' && incident.anpdNotifiedOn === null;
  return (
    <Paper component="li" withBorder p="md" radius="md" data-testid="incident">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{T.incidentTitle(incident.id)}</Text>
            <Badge size="sm" {...toneOf(RISK_TONE[incident.risk])}>
              {T.risk}: {INCIDENT_RISK_LABELS[incident.risk]}
            </Badge>
            <Badge size="sm" {...toneOf(incident.status === 'aberto' ? 'blue' : 'gray')}>
              {INCIDENT_STATUS_LABELS[incident.status]}
            </Badge>
          </Group>
          <Button size="compact-sm" variant="light" onClick={onEdit} aria-label={T.editIncidentLabel(incident.id)}>
            {T.editIncident}
          </Button>
        </Group>
        <Text>{incident.description}</Text>
        <Group gap="lg" wrap="wrap">
          <Text fz="sm">{T.discoveredAt(formatDateTime(incident.discoveredAt))}</Text>
          {incident.anpdNotifiedOn ? (
            <Text fz="sm">{T.anpdNotified(formatIsoDate(incident.anpdNotifiedOn))}</Text>
          ) : (
            <Group gap={6} wrap="nowrap" title={T.anpdDueHint}>
              <Text fz="sm">{T.anpdDue}:</Text>
              <DeadlineText dueOn={incident.anpdDueOn} open={pending} />
            </Group>
          )}
        </Group>
        <Field label={T.dataAffected} value={incident.dataAffected} />
        <Field label={T.holdersAffected} value={incident.holdersAffected} />
        <Field label={T.measures} value={incident.measures} />
        <Field label={T.communications} value={incident.communications} />
      </Stack>
    </Paper>
  );
}
