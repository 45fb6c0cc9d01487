import { DEADLINE_WARNING_DAYS, PRIVACY_REQUEST_TYPE_LABELS, addDays, formatIsoDate, toIsoDate } from '@clinic/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { TitledSection } from '../../components/titled-section';
import { trpc } from '../../lib/trpc';
import { DeadlineText } from './deadline-badge';
import { PRIVACY_SCREEN_TEXT as T } from './privacy.text';

/** The admin's dashboard warning: open holder requests due within 3 days, or late. Nothing when none. */
export function PrivacyDeadlinesCard() {
  const titleId = useId();
  const open = trpc.privacy.listRequests.useQuery({ open: true });
  const limit = addDays(toIsoDate(), DEADLINE_WARNING_DAYS);
  const due = (open.data ?? []).filter((request) => request.dueOn <= limit);
  if (due.length === 0) return null;
  return (
    <TitledSection titleId={titleId} title={T.dashboardTitle} data-testid="privacy-deadlines">
      <Stack gap="xs">
        {due.map((request) => (
          <Stack key={request.id} gap={2}>
            <Text fz="sm">{T.dashboardLine(request.holderName, PRIVACY_REQUEST_TYPE_LABELS[request.type], formatIsoDate(request.dueOn))}</Text>
            <DeadlineText dueOn={request.dueOn} open />
          </Stack>
        ))}
        <Anchor component={Link} to="/privacy" fz="sm">
          {T.openPrivacy}
        </Anchor>
      </Stack>
    </TitledSection>
  );
}
