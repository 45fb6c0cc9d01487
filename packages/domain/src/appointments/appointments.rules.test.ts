import { describe, expect, it } from 'vitest';

import { GRID_TIMES } from './appointments.constants';
import {
  endTime,
  isGridTime,
  isWithinShift,
  physiotherapistConflictMessage,
  roomConflictMessage,
  slotSpan,
  weeklySeries,
  workWeekOf,
} from './appointments.rules';

describe('agenda rules', () => {
  it('has the twelve hourly slots of the grid', () => {
    expect(GRID_TIMES).toHaveLength(12);
    expect(GRID_TIMES[0]).toBe('08:00');
    expect(GRID_TIMES.at(-1)).toBe('19:00');
    expect(isGridTime('19:00')).toBe(true);
    for (const bad of ['07:00', '20:00', '08:30', '8:00', '24:00', '']) expect(isGridTime(bad)).toBe(false);
  });

  it('spans one hour', () => {
    expect(endTime('08:00')).toBe('09:00');
    expect(slotSpan('19:00')).toBe('19:00–20:00');
  });

  it('applies the shift windows, end excluded', () => {
    expect(isWithinShift('manha', '08:00')).toBe(true);
    expect(isWithinShift('manha', '13:00')).toBe(true);
    expect(isWithinShift('manha', '14:00')).toBe(false);
    expect(isWithinShift('tarde', '13:00')).toBe(false);
    expect(isWithinShift('tarde', '14:00')).toBe(true);
    expect(isWithinShift('tarde', '19:00')).toBe(true);
    expect(isWithinShift('integral', '08:00')).toBe(true);
    expect(isWithinShift('integral', '19:00')).toBe(true);
    expect(isWithinShift('integral', '20:00')).toBe(false);
    expect(isWithinShift('integral', '07:00')).toBe(false);
  });

  it('words the conflicts as spec §5', () => {
    expect(physiotherapistConflictMessage('Juliana', '10:00')).toBe('Juliana já tem um compromisso às 10:00');
    expect(roomConflictMessage('10:00', '2026-11-24')).toBe('Já existe um agendamento para 10:00 do dia 24/11/2026 na sala selecionada');
  });

  it('shows Monday to Friday of the week that starts on Sunday', () => {
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
    expect(workWeekOf('2026-11-22')).toEqual(week); // Sunday
    expect(workWeekOf('2026-11-25')).toEqual(week);
    expect(workWeekOf('2026-11-28')).toEqual(week); // Saturday
    expect(workWeekOf('2026-12-31')[0]).toBe('2026-12-28');
  });

  it('repeats a slot weekly', () => {
    expect(weeklySeries('2026-12-22', 3)).toEqual(['2026-12-22', '2026-12-29', '2027-01-05']);
  });
});
