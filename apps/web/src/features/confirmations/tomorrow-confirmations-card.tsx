import { formatIsoDate } from '@clinic/domain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { TitledSection } from '../../components/titled-section';
import { trpc } from '../../lib/trpc';
import { usePermission } from '../../lib/use-permission';
import { CONFIRMATIONS_SCREEN_TEXT as T } from './confirmations.text';

/** The dashboard's 'Confirmações de amanhã': confirmed and pending counts of the next working day. */
export function TomorrowConfirmationsCard() {
  const titleId = useId();
  const counts = trpc.confirmations.counts.useQuery();
  const canOpen = usePermission('attendance:work');
  if (!counts.data) return null;
  return (
    <TitledSection titleId={titleId} title={`${T.dashboardTitle} · ${formatIsoDate(counts.data.date)}`} data-testid="tomorrow-confirmations">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="xl">
          <Stack gap={0}>
            <Text fz={28} fw={700} c="teal.8">
              {counts.data.confirmed}
            </Text>
            <Text fz="sm">{T.dashboardConfirmed}</Text>
          </Stack>
          <Stack gap={0}>
            <Text fz={28} fw={700} c="orange.9">
              {counts.data.pending}
            </Text>
            <Text fz="sm">{T.dashboardPending}</Text>
          </Stack>
        </Group>
        {canOpen && (
          <Anchor component={Link} to="/confirmations">
            {T.seeAll}
          </Anchor>
        )}
      </Group>
    </TitledSection>
  );
}
