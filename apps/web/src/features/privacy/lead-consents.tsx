import { Box } from '@mantine/core';

import { ConsentsSection } from './consents-section';

/** The lead dialog's 'Consentimentos' (filled into the leads feature through a feature slot). */
export function LeadConsents({ leadId }: { leadId: number }) {
  return (
    <Box mt="lg">
      <ConsentsSection holder={{ leadId }} />
    </Box>
  );
}
