import type { Lead } from '../leads/leads.schemas';

/**
 * Records' values shared by the tests of several packages (the server's answers and the web app's
 * stand-ins for them).
 */

/** A lead nobody has worked on yet, from a form or a spreadsheet: first stage, no contact, no ad. */
export const UNWORKED_LEAD = {
  stage: 'novo',
  lostReason: null,
  nextContactAt: null,
  firstContactAt: null,
  campaignId: null,
  campaignName: null,
  adsetId: null,
  adsetName: null,
  adId: null,
  adName: null,
} as const satisfies Partial<Lead>;
