import { describe, expect, it } from 'vitest';

import { attendanceRate, formatRate, isNoShowFlagged, noShowFlagRange, unrecordedRange } from './attendance.rules';
import { ZAttendanceReportQuery } from './attendance.schemas';

describe('attendance rules', () => {
  it("reads 'Sem registro' from 30 days ago up to yesterday, never today", () => {
    expect(unrecordedRange('2026-11-26')).toEqual({ fromDate: '2026-10-27', toDate: '2026-11-25' });
  });

  it('flags two or more no-shows in the last 90 days, today included', () => {
    expect(noShowFlagRange('2026-11-26')).toEqual({ fromDate: '2026-08-29', toDate: '2026-11-26' });
    expect([0, 1, 2, 3].map(isNoShowFlagged)).toEqual([false, false, true, true]);
  });

  it('rounds rates and shows them with a comma', () => {
    expect(attendanceRate(1, 3)).toBe(0.3333);
    expect(attendanceRate(0, 0)).toBe(0);
    expect(formatRate(0.125)).toBe('12,5%');
  });

  it('checks the period', () => {
    const issue = (q: unknown) => ZAttendanceReportQuery.safeParse(q).error?.issues[0]?.message;
    expect(issue({ startDate: '2026-11-01' })).toBe('Informe a data final');
    expect(issue({ startDate: '2026-11-02', endDate: '2026-11-01' })).toBe('A data final deve ser igual ou posterior à inicial');
    expect(issue({ startDate: '2025-11-01', endDate: '2026-11-02' })).toBe('Período máximo de 366 dias');
    expect(issue({ startDate: '2026-11-01', endDate: '2026-11-01' })).toBeUndefined();
  });
});
