import { useEffect, useState } from 'react';

/**
 * False on the first render and until the browser is next idle (at most 2 s): for what the screen
 * does not need to be drawn, such as a closed dialog's code, so that it is fetched after the first
 * paint instead of during the first render.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(id);
  }, []);
  return idle;
}
