import { CONSENT_METHOD_LABELS, CONSENT_PURPOSE_LABELS, type Consent, formatDateTime } from '@clinic/domain';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus, IconShieldCheck } from '@tabler/icons-react';
import { useId } from 'react';

import { ConfirmRowModal } from '../../components/confirm-modal';
import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { TitledSection } from '../../components/titled-section';
import { toneOf } from '../../lib/badge-tone';
import { trpc } from '../../lib/trpc';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { usePermission } from '../../lib/use-permission';
import { type ConsentHolder, ConsentFormModal } from './consent-form-modal';
import { PRIVACY_SCREEN_TEXT as T } from './privacy.text';
import { useRevokeConsent } from './use-privacy-mutations';

function useConsents(holder: ConsentHolder) {
  const patient = trpc.privacy.listPatientConsents.useQuery({ id: 'patientId' in holder ? holder.patientId : 0 }, { enabled: 'patientId' in holder });
  const lead = trpc.privacy.listLeadConsents.useQuery({ id: 'leadId' in holder ? holder.leadId : 0 }, { enabled: 'leadId' in holder });
  return 'patientId' in holder ? patient : lead;
}

/** 'Consentimentos' of a patient or a lead: each purpose's consent, how and when, recorded and revoked here. */
export function ConsentsSection({ holder }: { holder: ConsentHolder }) {
  const titleId = useId();
  const canRecord = usePermission('consents:record');
  const consents = useConsents(holder);
  const form = useDialogTarget<null>();
  const revocation = useDialogTarget<Consent>();
  const revoke = useRevokeConsent();
  if (!canRecord) return null;

  return (
    <TitledSection titleId={titleId} title={T.consentsTitle} data-testid="consents-section">
      <Group justify="flex-end" mb="sm">
        <Button size="sm" variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => form.open(null)}>
          {T.recordConsent}
        </Button>
      </Group>
      {consents.isPending && <Skeleton h={80} radius="md" />}
      {consents.isError && <LoadErrorAlert title={T.loadConsentsError} query={consents} retryLabel={T.retry} />}
      {consents.data?.length === 0 && <EmptyState icon={<IconShieldCheck size={24} stroke={1.5} />} text={T.consentsEmpty} hint={T.consentsEmptyHint} py="md" />}
      {consents.data && consents.data.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {consents.data.map((consent) => (
            <ConsentItem key={consent.id} consent={consent} onRevoke={() => revocation.open(consent)} />
          ))}
        </Stack>
      )}
      <ConsentFormModal key={form.session} opened={form.opened} holder={holder} onClose={form.close} />
      <ConfirmRowModal dialog={revocation} action={revoke} keepOpenOnError title={T.revokeTitle} confirmLabel={T.revoke}>
        {(consent) => <Text>{T.revokeQuestion(CONSENT_PURPOSE_LABELS[consent.purpose])}</Text>}
      </ConfirmRowModal>
    </TitledSection>
  );
}

function ConsentItem({ consent, onRevoke }: { consent: Consent; onRevoke: () => void }) {
  const purpose = CONSENT_PURPOSE_LABELS[consent.purpose];
  const active = consent.revokedAt === null;
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="consent-item">
      <Stack gap={4}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text fw={600}>{purpose}</Text>
          <Badge size="sm" {...toneOf(active ? 'teal' : 'gray')}>
            {active ? T.active : T.revoked}
          </Badge>
        </Group>
        {active && (
          <Button size="compact-sm" variant="subtle" color="red" onClick={onRevoke} aria-label={T.revokeLabel(purpose)}>
            {T.revoke}
          </Button>
        )}
      </Group>
      <Text fz="sm">
        {consent.givenAt
          ? T.givenLine(formatDateTime(consent.givenAt), consent.method ? CONSENT_METHOD_LABELS[consent.method] : '—')
          : T.unknownGiven}
        {` · ${T.version(consent.textVersion)}`}
      </Text>
      <Text fz="xs" c="dimmed">
        {consent.recordedByName ? T.recordedBy(consent.recordedByName, formatDateTime(consent.recordedAt)) : T.recordedAt(formatDateTime(consent.recordedAt))}
      </Text>
      {consent.revokedAt && (
        <Text fz="sm" c="red.9">
          {T.revokedLine(formatDateTime(consent.revokedAt), consent.revokedByName)}
        </Text>
      )}
      <Text fz="xs" c="dimmed" lineClamp={3} title={consent.text}>
        {consent.text}
      </Text>
      </Stack>
    </Paper>
  );
}
