import { type Lead, formatIsoDate, leadOriginColor, truncateOrigin, whatsappLink } from '@clinic/domain';
import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconBrandWhatsapp, IconPencil, IconTrash, IconUserCheck } from '@tabler/icons-react';

import { RowActionIcon } from '../../components/row-action-icon';
import { Slot } from '../../lib/feature-slots';
import { toneOf } from '../../lib/badge-tone';
import { LEADS_SCREEN_TEXT as T } from './leads.text';

/** What the list may offer on one lead, decided by the page from the signed-in role. */
export interface LeadRowActions {
  onConvert: (lead: Lead) => void;
  onUnconvert: (lead: Lead) => void;
  onEdit: (lead: Lead) => void;
  /** Absent for roles that cannot delete (recepcionista). */
  onDelete?: (lead: Lead) => void;
}

export const dateOrDash = (value: string | null) => (value ? formatIsoDate(value) : T.none);

/** The origin as a coloured badge, cut at 30 characters; the full text in a tooltip when cut. */
/** `wrap`: in a narrow place (a phone card) the text goes over two lines instead of past the edge. */
export function OriginBadge({ origin, wrap = false }: { origin: string; wrap?: boolean }) {
  const shown = truncateOrigin(origin);
  const badge = (
    // At most 33 characters: never cut further by the column (the spec's '...' is the only cut).
    <Badge
      variant="light"
      {...toneOf(leadOriginColor(origin))}
      tt="none"
      fw={600}
      h={wrap ? 'auto' : undefined}
      py={wrap ? 2 : undefined}
      radius={wrap ? 'sm' : undefined}
      style={wrap ? { maxWidth: '100%' } : { minWidth: 'max-content' }}
      styles={wrap ? { label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'left' } } : undefined}
    >
      {shown}
    </Badge>
  );
  return shown === origin ? (
    badge
  ) : (
    <Tooltip label={origin} multiline maw={320}>
      {/* The badge is not focusable: the wrapper carries the full text for keyboards and screen readers. */}
      <span tabIndex={0} aria-label={origin} style={{ display: 'inline-flex', maxWidth: '100%' }}>
        {badge}
      </span>
    </Tooltip>
  );
}

export function LeadStatusBadge({ status }: { status: Lead['status'] }) {
  return (
    <Badge
      variant="light"
      {...toneOf(status === 'CONVERTIDO' ? 'green' : 'yellow')}
      fw={600}
      // On the green row of a converted lead the pale badge needs an edge to stand out.
      style={{ flexShrink: 0, minWidth: 'max-content', border: `1px solid var(--mantine-color-${status === 'CONVERTIDO' ? 'green-4' : 'yellow-4'})` }}
    >
      {status}
    </Badge>
  );
}

/** The row's icon buttons, each named for its lead. */
export function LeadActions({ lead, onConvert, onUnconvert, onEdit, onDelete }: { lead: Lead } & LeadRowActions) {
  const converted = lead.status === 'CONVERTIDO';
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <Tooltip label={T.openWhatsapp}>
        <ActionIcon
          component="a"
          href={whatsappLink(lead.whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          color="green"
          size="lg"
          aria-label={T.openWhatsappAria(lead.name)}
        >
          <IconBrandWhatsapp size={18} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
      {converted ? (
        <RowActionIcon tooltip={T.unconvert} label={T.unconvertAria(lead.name)} color="orange" icon={IconArrowBackUp} onClick={() => onUnconvert(lead)} />
      ) : (
        <RowActionIcon tooltip={T.convert} label={T.convertAria(lead.name)} color="teal" icon={IconUserCheck} onClick={() => onConvert(lead)} />
      )}
      <RowActionIcon tooltip={T.edit} label={T.editAria(lead.name)} color="gray" icon={IconPencil} onClick={() => onEdit(lead)} />
      {onDelete && (
        <RowActionIcon tooltip={T.delete} label={T.deleteAria(lead.name)} color="red" icon={IconTrash} onClick={() => onDelete(lead)} />
      )}
      <Slot name="LeadAnonymizeAction" leadId={lead.id} leadName={lead.name} converted={converted || lead.patientId !== null} />
    </Group>
  );
}
