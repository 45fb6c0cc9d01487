import { type ReactNode, useEffect } from 'react';

import { useWhenIdle } from './use-when-idle';

/**
 * Its children once the browser is idle after the first paint (or at once when `now`): what a
 * screen does not need to draw itself, such as a closed dialog. The waiting state lives here, so
 * that the moment it ends draws only these children, not the whole screen around them (a phone
 * spent a long task redrawing the agenda's grid or the patient list for a closed dialog).
 */
export function WhenIdle({ now = false, children }: { now?: boolean; children: ReactNode }) {
  const idle = useWhenIdle();
  return now || idle ? children : null;
}

/** Starts `load` (a dynamic import) once the browser is idle after the first paint; draws nothing. */
export function LoadWhenIdle({ load }: { load: () => Promise<unknown> }) {
  const idle = useWhenIdle();
  useEffect(() => {
    if (idle) load().catch(() => undefined);
    // Once: the screen's later renders pass a new function for the same code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idle]);
  return null;
}
