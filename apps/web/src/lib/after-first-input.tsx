import { type ReactNode, useEffect, useState } from 'react';

import { useAfterFirstInput } from './use-after-first-input';

/**
 * Its children once the person has started using the page (see `useAfterFirstInput`), or at once
 * when `now`, and from then on: what a screen does not need to draw itself, such as a closed dialog
 * (kept once drawn, so that closing it plays its transition and gives the focus back). The waiting
 * state lives here, so that the moment it ends draws only these children, not the whole screen
 * around them (a phone spent a long task redrawing the agenda's grid or the patient list for a
 * closed dialog).
 */
export function AfterFirstInput({ now = false, children }: { now?: boolean; children: ReactNode }) {
  const ready = useAfterFirstInput();
  const [shown, setShown] = useState(false);
  if (now && !shown) setShown(true);
  return now || ready || shown ? children : null;
}

/** Starts `load` (a dynamic import) once the person has started using the page; draws nothing. */
export function LoadAfterFirstInput({ load }: { load: () => Promise<unknown> }) {
  const ready = useAfterFirstInput();
  useEffect(() => {
    if (ready) load().catch(() => undefined);
    // Once: the screen's later renders pass a new function for the same code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  return null;
}
