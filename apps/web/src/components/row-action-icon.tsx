import { ActionIcon, type MantineColor, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

import { canHover } from '../lib/can-hover';

interface RowActionIconProps {
  /** The tooltip ('Editar'). */
  tooltip: string;
  /** The button's name, with the row's ('Editar Sala 1'). */
  label: string;
  color: MantineColor;
  icon: Icon;
  onClick: () => void;
}

/** One action of a list row or card: an icon button with its tooltip (where a pointer can hover: see can-hover.ts). */
export function RowActionIcon({ tooltip, label, color, icon: RowIcon, onClick }: RowActionIconProps) {
  const button = (
    <ActionIcon variant="subtle" color={color} size="lg" aria-label={label} onClick={onClick}>
      <RowIcon size={18} stroke={1.7} />
    </ActionIcon>
  );
  return canHover ? <Tooltip label={tooltip}>{button}</Tooltip> : button;
}
