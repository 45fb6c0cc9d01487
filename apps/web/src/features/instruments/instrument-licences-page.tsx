import type { InstrumentListItem } from '@clinic/domain';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';

import { ConfirmModal } from '../../components/confirm-modal';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { permissionScreen } from '../../components/require-permission';
import { errorMessage } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { INSTRUMENTS_SCREEN_TEXT as T } from './instruments.text';
import { useDisableInstrument, useEnableInstrument } from './use-instruments-mutations';

/** /instruments — the admin's licence screen: each instrument, free or licensed, and the licence reference. */
export const InstrumentLicencesPage = permissionScreen(
  'clinicalRecord:accessLog',
  { title: T.licencesTitle, accessDeniedText: T.licencesDenied },
  LicencesScreen,
);

function LicencesScreen() {
  const list = trpc.instruments.list.useQuery();
  return (
    <>
      <PageHeader title={T.licencesTitle} description={T.licencesDescription} />
      {list.isPending && <Skeleton h={200} role="status" aria-label="Carregando" />}
      {list.isError && <LoadErrorAlert title={T.loadError} query={list} retryLabel={T.retry} />}
      {list.isSuccess && (
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {list.data.map((instrument) => (
            <LicenceCard key={instrument.id} instrument={instrument} />
          ))}
        </Stack>
      )}
    </>
  );
}

function LicenceCard({ instrument }: { instrument: InstrumentListItem }) {
  const enable = useEnableInstrument();
  const disable = useDisableInstrument();
  const [reference, setReference] = useState(instrument.licenceReference ?? '');
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState(false);
  const titleId = `licence-${instrument.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reference.trim() === '') {
      setError(T.licenceReferenceRequired);
      return;
    }
    setError(null);
    enable.mutate({ id: instrument.id, licenceReference: reference }, { onError: (e) => setError(errorMessage(e)) });
  };

  return (
    <Paper component="li" withBorder shadow="xs" p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="md" id={titleId}>
            {instrument.title}
          </Title>
          {!instrument.licensed ? (
            <Badge variant="light" color="teal" c="dark" tt="none">
              {T.free}
            </Badge>
          ) : instrument.enabled ? (
            <Badge variant="light" color="teal" c="dark" tt="none">
              {T.enabled}
            </Badge>
          ) : (
            <Badge variant="light" color="gray" c="dark" tt="none">
              {T.disabled}
            </Badge>
          )}
        </Group>
        <Text fz="xs" c="dimmed">
          {T.source}: {instrument.source}
        </Text>
        {instrument.licensed && instrument.licenceReference && instrument.licenceEnabledAt && (
          <Text fz="sm">{T.enabledAt(new Date(instrument.licenceEnabledAt).toLocaleString('pt-BR'), instrument.licenceReference)}</Text>
        )}
        {instrument.licensed && (
          <form onSubmit={submit} noValidate aria-label={`${T.licenceReference} — ${instrument.shortTitle}`}>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={`${T.licenceReference} (${instrument.shortTitle})`}
                description={T.licenceHelp}
                value={reference}
                onChange={(event) => setReference(event.currentTarget.value)}
                error={error}
                maxLength={300}
                miw={260}
                style={{ flex: 1 }}
              />
              <Button type="submit" loading={enable.isPending}>
                {T.enable}
              </Button>
              {instrument.enabled && (
                <Button variant="default" color="red" onClick={() => setConfirm(true)}>
                  {T.disable}
                </Button>
              )}
            </Group>
          </form>
        )}
      </Stack>
      <ConfirmModal
        opened={confirm}
        title={T.disableTitle}
        onClose={() => setConfirm(false)}
        confirmLabel={T.disable}
        pending={disable.isPending}
        onConfirm={() => disable.mutate({ id: instrument.id }, { onSettled: () => setConfirm(false) })}
      >
        <Text fz="sm">{T.confirmDisable(instrument.shortTitle)}</Text>
      </ConfirmModal>
    </Paper>
  );
}
