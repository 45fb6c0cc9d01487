import { FloatingDelayGroup } from '@floating-ui/react';
import { TooltipGroupContext } from '@mantine/core';
import type { ReactNode } from 'react';

/** Spec §9: a tooltip opens after 700 ms of hovering… */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** …and another one opens at once when the pointer reaches it within 300 ms of the last one closing. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * One delay group around the whole app, so every Mantine tooltip shares the spec's delays. Mantine's
 * `Tooltip.Group` takes no skip delay: this is its floating-ui group with `timeoutMs` set.
 */
export function TooltipDelays({ children }: { children: ReactNode }) {
  return (
    <TooltipGroupContext value={{ withinGroup: true }}>
      <FloatingDelayGroup delay={{ open: TOOLTIP_OPEN_DELAY_MS, close: 0 }} timeoutMs={TOOLTIP_SKIP_DELAY_MS}>
        {children}
      </FloatingDelayGroup>
    </TooltipGroupContext>
  );
}
