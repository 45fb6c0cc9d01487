import { startTransition, useEffect, useState } from 'react';

/**
 * Resolves at the person's first press on the page (a tap, a click, a key), after the page began
 * listening: module scope, so that a screen opened later in the visit finds it resolved.
 */
const firstInput = new Promise<void>((resolve) => {
  const options = { capture: true, passive: true } as const;
  const seen = () => {
    window.removeEventListener('pointerdown', seen, options);
    window.removeEventListener('keydown', seen, options);
    resolve();
  };
  window.addEventListener('pointerdown', seen, options);
  window.addEventListener('keydown', seen, options);
});

/**
 * False on the first render; true once the person has started using the page (their first tap,
 * click or key) and the browser is next idle (at most 1 s later). For what a screen needs only
 * when someone works on it, such as a closed dialog: its code is fetched once the page has loaded
 * (the first screens' pages prefetch it, build/first-screen-pages.ts) but run only now, so a visit
 * that only reads the agenda or the list never spends a phone's time on it, and the loading page
 * is not held up by it. The wait starts at the first render: a screen opened by a tap mounts its
 * dialog at the next idle moment after its own first render.
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
