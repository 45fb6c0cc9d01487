import { describe, expect, it } from 'vitest';

import { leadsFromActions, parseReportResponse, toReportNumber } from './report-requests.response';

const metaRows = [
  {
    campaign_id: '120210000000001',
    campaign_name: 'FB ENDOMETRIOSE - Conversão',
    objective: 'OUTCOME_LEADS',
    date_start: '2026-02-22',
    date_stop: '2026-02-28',
    spend: '150.50',
    impressions: '20000',
    clicks: '400',
    reach: '12000',
    cpc: '0.37625',
    cpm: '7.525',
    cpp: '0.012541',
    ctr: '2',
    actions: [
      { action_type: 'link_click', value: '400' },
      { action_type: 'lead', value: '10' },
      { action_type: 'onsite_conversion.lead_grouped', value: '6' },
      { action_type: 'offsite_conversion.fb_pixel_lead', value: '4' },
    ],
  },
  {
    campaign_id: '120210000000002',
    campaign_name: 'FB INCONTINÊNCIA URINÁRIA',
    date_start: '2026-02-22',
    date_stop: '2026-02-28',
    spend: '49.50',
    impressions: '5000',
    clicks: '100',
    reach: '4000',
    actions: [{ action_type: 'onsite_conversion.lead_grouped', value: '5' }],
  },
];

describe('parseReportResponse: array of rows', () => {
  it('reads strings as numbers, leads from actions, totals from rows', () => {
    const r = parseReportResponse(metaRows);
    expect(r.recognized).toBe(true);
    expect(r.hasData).toBe(true);
    expect(r.campaigns).toHaveLength(2);
    expect(r.campaigns[0]).toMatchObject({
      campaignId: '120210000000001',
      campaignName: 'FB ENDOMETRIOSE - Conversão',
      objective: 'OUTCOME_LEADS',
      spend: 150.5,
      impressions: 20000,
      clicks: 400,
      reach: 12000,
      leads: 10,
    });
    expect(r.campaigns[1]?.leads).toBe(5);
    expect(r.totals).toMatchObject({ spend: 200, impressions: 25000, clicks: 500, reach: 16000, leads: 15 });
    expect(r.totals.cpc).toBeCloseTo(0.4);
    expect(r.totals.cpm).toBeCloseTo(8);
    expect(r.totals.ctr).toBeCloseTo(2);
    expect(r.dateStart).toBe('2026-02-22');
    expect(r.dateStop).toBe('2026-02-28');
    expect(r.actions.find((a) => a.actionType === 'lead')?.value).toBe(10);
  });

  it('prefers a leads field over actions', () => {
    const r = parseReportResponse([{ campaign_name: 'X', spend: 10, leads: '3', actions: [{ action_type: 'lead', value: '9' }] }]);
    expect(r.totals.leads).toBe(3);
  });

  it('adds up rows of the same campaign (one per day) and recomputes the metrics', () => {
    const r = parseReportResponse([
      { campaign_id: '1', campaign_name: 'A', date_start: '2026-01-01', date_stop: '2026-01-01', spend: '10', clicks: '5', impressions: '100' },
      { campaign_id: '1', campaign_name: 'A', date_start: '2026-01-02', date_stop: '2026-01-02', spend: '20', clicks: '10', impressions: '200' },
    ]);
    expect(r.campaigns).toHaveLength(1);
    expect(r.campaigns[0]).toMatchObject({ spend: 30, clicks: 15, impressions: 300, dateStart: '2026-01-01', dateStop: '2026-01-02' });
    expect(r.campaigns[0]?.cpc).toBeCloseTo(2);
  });

  it('zero spend and zero counts give null metrics, never Infinity or NaN', () => {
    const r = parseReportResponse([{ campaign_name: 'Parada', spend: '0', impressions: '0', clicks: '0', reach: '0' }]);
    expect(r.totals).toEqual({ spend: 0, impressions: 0, clicks: 0, reach: 0, leads: 0, cpc: null, cpm: null, cpp: null, ctr: null });
    expect(r.hasData).toBe(true);
  });

  it('an empty array is recognised and has no data', () => {
    const r = parseReportResponse([]);
    expect(r.recognized).toBe(true);
    expect(r.hasData).toBe(false);
    expect(r.totals.cpc).toBeNull();
  });
});

describe('parseReportResponse: object with totals and breakdown', () => {
  it('uses the totals sent, computing missing metrics', () => {
    const r = parseReportResponse({
      totals: { spend: '300.00', impressions: 30000, clicks: '600', reach: 20000, leads: 12 },
      campaigns: metaRows,
    });
    expect(r.totals).toMatchObject({ spend: 300, impressions: 30000, clicks: 600, reach: 20000, leads: 12 });
    expect(r.totals.cpc).toBeCloseTo(0.5);
    expect(r.totals.cpm).toBeCloseTo(10);
    expect(r.totals.cpp).toBeCloseTo(0.015);
    expect(r.totals.ctr).toBeCloseTo(2);
    expect(r.campaigns).toHaveLength(2);
  });

  it('keeps cost metrics sent in the totals', () => {
    const r = parseReportResponse({ totals: { spend: 10, clicks: 5, cpc: '1.99' }, campaigns: [] });
    expect(r.totals.cpc).toBe(1.99);
  });

  it('computes totals from the breakdown when only some fields are sent', () => {
    const r = parseReportResponse({ totals: { spend: '200' }, data: metaRows });
    expect(r.totals.leads).toBe(15);
    expect(r.totals.impressions).toBe(25000);
  });

  it("reads Meta's own {data, paging} answer", () => {
    const r = parseReportResponse({ data: metaRows, paging: { cursors: { before: 'a', after: 'b' } } });
    expect(r.campaigns).toHaveLength(2);
    expect(r.totals.spend).toBe(200);
  });

  it('reads the stored JSON text and an n8n one-item wrapper', () => {
    const text = JSON.stringify([{ totals: { spend: 5, leads: 1 }, campaigns: [] }]);
    const r = parseReportResponse(text);
    expect(r.recognized).toBe(true);
    expect(r.totals.spend).toBe(5);
    expect(r.totals.leads).toBe(1);
    expect(r.totals.cpc).toBeNull();
  });

  it('reads a one-day totals-only answer with its dates', () => {
    const r = parseReportResponse({ totals: { spend: 12, impressions: 1000, clicks: 10, reach: 800, date_start: '2026-02-27', date_stop: '2026-02-27' } });
    expect(r.dateStart).toBe('2026-02-27');
    expect(r.dateStop).toBe('2026-02-27');
    expect(r.hasData).toBe(true);
  });
});

describe('parseReportResponse: what is not a report', () => {
  it.each([null, undefined, 42, 'not json', '"text"', { error: { message: 'Invalid OAuth access token', code: 190 } }, { foo: 1 }])(
    'gives an empty, unrecognised report for %j',
    (value) => {
      const r = parseReportResponse(value);
      expect(r.recognized).toBe(false);
      expect(r.hasData).toBe(false);
      expect(r.campaigns).toEqual([]);
    },
  );
});

describe('helpers', () => {
  it('toReportNumber reads strings in both decimal styles', () => {
    expect(toReportNumber('12.34')).toBe(12.34);
    expect(toReportNumber('12,34')).toBe(12.34);
    expect(toReportNumber('1.234,56')).toBe(1234.56);
    expect(toReportNumber('1,234.56')).toBe(1234.56);
    expect(toReportNumber('abc')).toBe(0);
    expect(toReportNumber(Infinity)).toBe(0);
    expect(toReportNumber(undefined)).toBe(0);
  });

  it('leadsFromActions never counts the same lead twice', () => {
    expect(leadsFromActions([{ actionType: 'lead', value: 7 }, { actionType: 'onsite_conversion.lead_grouped', value: 7 }])).toBe(7);
    expect(
      leadsFromActions([
        { actionType: 'onsite_conversion.lead_grouped', value: 3 },
        { actionType: 'offsite_conversion.fb_pixel_lead', value: 2 },
      ]),
    ).toBe(5);
    expect(leadsFromActions([{ actionType: 'leadgen.other', value: 4 }])).toBe(4);
    expect(leadsFromActions([{ actionType: 'link_click', value: 4 }])).toBe(0);
  });
});
