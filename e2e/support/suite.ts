import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

import { type RunningApp, startApp } from './app';
import { launchBrowser } from './browser';

export interface BrowserSuite {
  /** The real server on a fresh database (ready inside tests and later hooks). */
  app: RunningApp;
  browser: Browser;
}

/** Starts the app and Chromium once for the enclosing `describe`, and closes both after it. */
export function useAppAndBrowser(): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.app = await startApp();
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.close();
  });
  return suite;
}
