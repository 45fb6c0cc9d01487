import { isPhoneFormat, phoneDigits } from '@clinic/domain';
import { Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import { trpc } from '../../lib/trpc';
import { LEADS_SCREEN_TEXT as T } from './leads.text';

/** Orange darkened to a 4.5:1 contrast for small text (as the badges' tone). */
const WARNING_COLOR = 'color-mix(in srgb, var(--mantine-color-orange-9), black 30%)';

interface LeadWhatsappWarningProps {
  /** The form's value; asked about once it is a complete number. */
  whatsapp: string;
  /** The lead being edited, which does not count. */
  leadId?: number;
  /** While saving: not asked again (the lead being saved would find itself). */
  paused: boolean;
}

/**
 * The warning under the WhatsApp field when another lead already has the number (as the import
 * flags it): names the lead, links to it in a new tab, and lets the person save anyway. Live: the
 * question goes out as soon as the typed number is complete.
 */
export function LeadWhatsappWarning({ whatsapp, leadId, paused }: LeadWhatsappWarningProps) {
  const complete = isPhoneFormat(whatsapp);
  const owners = trpc.leads.byWhatsapp.useQuery(
    { whatsapp, excludeId: leadId },
    { enabled: complete && !paused, staleTime: 10_000, retry: false },
  );
  const first = complete ? owners.data?.[0] : undefined;
  return (
    <div role="status" aria-live="polite">
      {first && (
        <Text fz="sm" mt={6} c={WARNING_COLOR} style={{ display: 'flex', gap: 6, alignItems: 'flex-start' }}>
          <IconAlertTriangle size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <span>
            {T.whatsappTaken(first.name, (owners.data?.length ?? 1) - 1)}{' '}
            <Anchor
              href={`/leads?search=${phoneDigits(first.whatsapp)}`}
              target="_blank"
              rel="noopener noreferrer"
              fz="sm"
              c="inherit"
              fw={600}
              underline="always"
            >
              {T.whatsappTakenLink(first.name)}
            </Anchor>
          </span>
        </Text>
      )}
    </div>
  );
}
