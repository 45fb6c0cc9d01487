import { describe, expect, it } from 'vitest';

import { isPeriodReady, periodRangeText, startInput } from './analysis-period';

const today = new Date(2026, 10, 20, 10);

describe('consolidated analysis period', () => {
  it('labels the days of the chosen period', () => {
    expect(periodRangeText({ dateRange: 'last_7_days', startDate: null, endDate: null }, today)).toBe('13/11/2026 a 19/11/2026');
    expect(periodRangeText({ dateRange: 'today', startDate: null, endDate: null }, today)).toBe('20/11/2026');
    expect(periodRangeText({ dateRange: 'custom', startDate: '2026-11-01', endDate: null }, today)).toBe('');
    expect(periodRangeText({ dateRange: 'custom', startDate: '2026-11-05', endDate: '2026-11-01' }, today)).toBe(
      'A data inicial deve ser anterior ou igual à data final',
    );
  });

  it('needs both custom dates and sends dates only for custom', () => {
    expect(isPeriodReady({ dateRange: 'custom', startDate: '2026-11-01', endDate: null })).toBe(false);
    expect(isPeriodReady({ dateRange: 'yesterday', startDate: null, endDate: null })).toBe(true);
    expect(startInput({ dateRange: 'last_30_days', startDate: '2026-11-01', endDate: '2026-11-02' })).toEqual({ dateRange: 'last_30_days' });
    expect(startInput({ dateRange: 'custom', startDate: '2026-11-01', endDate: '2026-11-02' })).toEqual({
      dateRange: 'custom',
      startDate: '2026-11-01',
      endDate: '2026-11-02',
    });
  });
});
