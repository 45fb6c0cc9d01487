import { describe, expect, it } from 'vitest';

import { reportMetrics } from './report-requests.metrics';

describe('reportMetrics (§9)', () => {
  it('computes the formulas', () => {
    const m = reportMetrics({ spend: 100, impressions: 20000, clicks: 400, reach: 5000, leads: 8 });
    expect(m.cpc).toBeCloseTo(0.25);
    expect(m.cpm).toBeCloseTo(5);
    expect(m.cpp).toBeCloseTo(0.02);
    expect(m.ctr).toBeCloseTo(2);
    expect(m.costPerLead).toBeCloseTo(12.5);
  });

  it('gives null on every zero denominator, never Infinity or NaN', () => {
    expect(reportMetrics({ spend: 50, impressions: 0, clicks: 0, reach: 0, leads: 0 })).toEqual({
      cpc: null,
      cpm: null,
      cpp: null,
      ctr: null,
      costPerLead: null,
    });
    expect(reportMetrics({ spend: 0, impressions: 0, clicks: 0, reach: 0, leads: 0 }).ctr).toBeNull();
  });

  it('gives 0 for zero spend over real counts', () => {
    const m = reportMetrics({ spend: 0, impressions: 1000, clicks: 10, reach: 900, leads: 2 });
    expect(m).toEqual({ cpc: 0, cpm: 0, cpp: 0, ctr: 1, costPerLead: 0 });
  });
});
