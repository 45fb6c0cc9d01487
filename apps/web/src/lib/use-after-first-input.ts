import { startTransition, useEffect, useState } from 'react';

import { firstInput } from './first-input';

/**
 * False on the first render; true once the person has started using the page (their first tap,
 * click or key: see first-input.ts) and the browser is next idle (at most 1 s later). For what a
 * screen needs only when someone works on it, such as a closed dialog: its code is fetched once the
 * screen is drawn (deferred-code.ts) but run only now, so the loading page is not held up by it and
 * a visit in which nobody touches the page or types never runs it. A screen opened by a tap mounts
 * its dialog at the next idle moment after its own first render.
 *
 * What it then draws renders as a transition, in slices that let the browser answer a tap in between.
 */
export function useAfterFirstInput(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let unmounted = false;
    void firstInput.then(() => {
      if (unmounted) return;
      const becomeReady = () => startTransition(() => setReady(true));
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(becomeReady, { timeout: 1000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(becomeReady, 50);
        cancel = () => window.clearTimeout(id);
      }
    });
    return () => {
      unmounted = true;
      cancel?.();
    };
  }, []);
  return ready;
}
