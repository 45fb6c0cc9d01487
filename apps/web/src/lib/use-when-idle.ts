import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render and until the browser is next idle (at most 2 s): for what the screen
 * does not need to be drawn, such as a closed dialog's code, so that it is fetched after the first
 * paint instead of during the first render. What it then draws renders as a transition, in slices
 * that let the browser answer a tap in between (a plain update would draw it all in one task).
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const becomeIdle = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(becomeIdle, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(becomeIdle, 200);
    return () => window.clearTimeout(id);
  }, []);
  return idle;
}
