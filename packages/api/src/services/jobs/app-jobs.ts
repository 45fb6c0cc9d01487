import { JobRegistry } from './job-registry';

/** Every kind of background job the server runs, by kind (one line per feature). */
export function createAppJobRegistry(): JobRegistry {
  return new JobRegistry();
}
