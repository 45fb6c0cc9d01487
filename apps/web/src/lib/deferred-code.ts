/**
 * The code a first screen runs only once the person starts using it (its closed dialogs, its forms:
 * see use-after-first-input.ts), listed by the build in the first screen's page
 * (build/first-screen-pages.ts). `prefetchDeferredCode` asks the browser to fetch it, at the lowest
 * priority and without running it, once the screen is drawn: the first tap then waits for that
 * code to run, not for a slow network.
 */

/** The meta element's name (the build writes it). */
export const DEFERRED_CODE_META = 'clinic-deferred-code';

/** Adds a prefetch link for each script the page's meta element lists (none on other pages). */
export function prefetchDeferredCode(): void {
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${DEFERRED_CODE_META}"]`)?.content ?? '';
  for (const href of listed.split(' ').filter((path) => path.startsWith('/assets/'))) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    // The credentials mode of the app's module scripts, so the later import finds it.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
