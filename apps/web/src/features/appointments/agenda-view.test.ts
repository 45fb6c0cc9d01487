import { describe, expect, it } from 'vitest';

import { agendaLink } from '../../lib/agenda-links';
import { readAgendaView, stepAgendaDate, toAgendaQuery, visibleDays, writeAgendaView } from './agenda-view';

const today = '2026-11-25';
const read = (search: string) => readAgendaView(new URLSearchParams(search), today);

describe('agenda view in the URL', () => {
  it('defaults to today, day view, everyone, every room', () => {
    expect(read('')).toEqual({ mode: 'day', date: today, physiotherapistId: null, roomId: null });
    expect(writeAgendaView(read(''), today).toString()).toBe('');
  });

  it('reads and writes every part', () => {
    const view = read('view=week&date=2026-12-01&physiotherapistId=4&roomId=2');
    expect(view).toEqual({ mode: 'week', date: '2026-12-01', physiotherapistId: 4, roomId: 2 });
    expect(writeAgendaView(view, today).toString()).toBe('view=week&date=2026-12-01&physiotherapistId=4&roomId=2');
  });

  it('ignores hand-edited nonsense', () => {
    expect(read('view=month&date=2026-02-30&physiotherapistId=-1&roomId=abc')).toEqual(read(''));
    expect(read('physiotherapistId=0').physiotherapistId).toBeNull();
  });
});

describe('agenda navigation', () => {
  it('moves a day in day mode and a week in week mode', () => {
    expect(stepAgendaDate(read('date=2026-11-30'), 1)).toBe('2026-12-01');
    expect(stepAgendaDate(read('date=2026-11-30'), -1)).toBe('2026-11-29');
    expect(stepAgendaDate(read('view=week&date=2026-12-29'), 1)).toBe('2027-01-05');
    expect(stepAgendaDate(read('view=week'), -1)).toBe('2026-11-18');
  });

  it('shows Monday–Friday of the week starting on Sunday', () => {
    expect(visibleDays(read('view=week&date=2026-11-29'))).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(visibleDays(read('date=2026-11-29'))).toEqual(['2026-11-29']);
  });

  it('asks the server for the day or the week, with the filters', () => {
    // Filters narrow what the grid lists, not what it knows is taken: the query asks for everyone's.
    expect(toAgendaQuery(read('roomId=2'))).toEqual({ date: today });
    expect(toAgendaQuery(read('view=week&physiotherapistId=3'))).toEqual({ startDate: '2026-11-23', endDate: '2026-11-27' });
  });

  it('links to the agenda at a day', () => {
    expect(agendaLink('2026-12-01')).toBe('/appointments?date=2026-12-01');
  });
});
