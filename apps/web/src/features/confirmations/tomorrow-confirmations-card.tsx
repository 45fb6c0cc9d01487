import { formatIsoDate } from '@clinic/domain';
import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
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
  // Failed (the rest of the dashboard still works): no card. Loading: the card with its figures
  // blank, so its arrival does not push the cards under it down (a layout shift on a phone).
  if (counts.isError) return null;
  const data = counts.data;
  return (
    <TitledSection
      titleId={titleId}
      title={
        <>
          {T.dashboardTitle}
          {/* The date's place while it loads: the title wraps the same way once it arrives. */}
          {data ? ` · ${formatIsoDate(data.date)}` : <Skeleton component="span" display="inline-block" w="6.4em" h="0.9em" ml="0.3em" aria-hidden />}
        </>
      }
      aria-busy={!data || undefined}
      data-testid="tomorrow-confirmations"
    >
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="xl">
          <Stack gap={0}>
            <Text fz={28} fw={700} c={data ? 'teal.8' : 'dimmed'}>
              {data?.confirmed ?? '–'}
            </Text>
            <Text fz="sm">{T.dashboardConfirmed}</Text>
          </Stack>
          <Stack gap={0}>
            <Text fz={28} fw={700} c={data ? 'orange.9' : 'dimmed'}>
              {data?.pending ?? '–'}
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
