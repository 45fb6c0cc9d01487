/**
 * Imported first by main.tsx, before any schema exists. zod compiles object parsers with
 * `new Function` when it can and probes for that with a `new Function('')` it catches; under our
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval') the probe fails as intended but
 * Chromium still reports a CSP violation for it (Lighthouse's best-practices "issues" audit).
 * jitless skips the probe and the compiled path: parsing in the browser works the same, and the
 * policy stays as strict as it is.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
