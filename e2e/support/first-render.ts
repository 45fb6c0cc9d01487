import type { Page } from 'playwright-core';

/**
 * Records, from before the app's code runs, when its first render commits: React empties #root (the
 * spinner of index.html) with `textContent = ''` before it inserts the screen and runs its effects
 * (whose requests come after). Shared by the first-load e2e test and `bench/first-page-size.ts`.
 * (A string: the test's transform would wrap a function's inner functions in a helper the page lacks.)
 */
export async function watchFirstRender(page: Page): Promise<void> {
  await page.addInitScript(`
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      const textContent = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent');
      Object.defineProperty(root, 'textContent', {
        configurable: true,
        get() { return textContent.get.call(root); },
        set(value) {
          window.firstRender ??= performance.now();
          textContent.set.call(root, value);
        },
      });
    });
  `);
}

/** When the first render committed (ms since navigation start), once `watchFirstRender` saw it. */
export function firstRenderAt(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { firstRender: number }).firstRender);
}
