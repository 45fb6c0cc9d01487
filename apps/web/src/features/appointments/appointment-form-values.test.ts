import { describe, expect, it } from 'vitest';

import { listedAppointment } from '../../testing/records';

import {
  editAppointmentValues,
  newAppointmentValues,
  nextExtraSlot,
  repeatedSlotKeys,
  slotRows,
  toCreateInputs,
  toUpdateInput,
  extrasWithWeeklySeries,
  validateAppointment,
  weeklyRows,
} from './appointment-form-values';

const start = { date: '2026-11-24', time: '09:00', roomId: 3 };

describe('appointment form values', () => {
  it('starts from the clicked cell with the §9 defaults', () => {
    expect(newAppointmentValues(start, 7)).toMatchObject({
      mode: 'appointment',
      ...start,
      physiotherapistId: 7,
      type: 'consulta',
      paymentPercentage: 0,
      reminderDays: 1,
      extras: [],
    });
  });

  it('answers the §5 messages', () => {
    const values = { ...newAppointmentValues({ date: '', time: '', roomId: null }, null), date: null, time: null };
    expect(validateAppointment(values)).toEqual({
      date: 'Data é obrigatória',
      time: 'Horário é obrigatório',
      roomId: 'Sala é obrigatória',
      patientId: 'Por favor, selecione um paciente para o agendamento',
      physiotherapistId: 'Fisioterapeuta é obrigatório',
    });
    // A block has no patient and its room is forced.
    expect(validateAppointment({ ...newAppointmentValues(start, 7), mode: 'block', roomId: null })).toEqual({});
  });

  it('sends a block as patient 0 in room 1, rows included', () => {
    const values = { ...newAppointmentValues(start, 7), mode: 'block' as const, patientId: 12, extras: [{ key: 1, date: '2026-11-25', time: '10:00', roomId: 4 }] };
    expect(toCreateInputs(values, 2)).toEqual([
      { patientId: 0, physiotherapistId: 7, roomId: 2, date: '2026-11-24', time: '09:00', notes: null, type: 'consulta', paymentPercentage: 0, reminderDays: 1 },
      { patientId: 0, physiotherapistId: 7, roomId: 2, date: '2026-11-25', time: '10:00', notes: null, type: 'consulta', paymentPercentage: 0, reminderDays: 1 },
    ]);
  });

  it('fills a weekly series after the main slot', () => {
    const values = newAppointmentValues(start, 7);
    expect(weeklyRows(values, 3, 10)).toEqual([
      { key: 10, date: '2026-12-01', time: '09:00', roomId: 3 },
      { key: 11, date: '2026-12-08', time: '09:00', roomId: 3 },
      { key: 12, date: '2026-12-15', time: '09:00', roomId: 3 },
    ]);
    expect(weeklyRows({ ...values, date: null }, 3, 10)).toEqual([]);
  });

  it('adds the series after the rows already there, skipping days already listed, up to the limit', () => {
    let key = 20;
    const nextKey = () => key++;
    const values = {
      ...newAppointmentValues(start, 7),
      extras: [
        { key: 1, date: '2026-11-25', time: '14:00', roomId: 2 },
        { key: 2, date: '2026-12-08', time: '09:00', roomId: 3 },
      ],
    };
    expect(extrasWithWeeklySeries(values, 3, nextKey, 19)).toEqual([
      ...values.extras,
      { key: 20, date: '2026-12-01', time: '09:00', roomId: 3 },
      { key: 21, date: '2026-12-15', time: '09:00', roomId: 3 },
    ]);
    expect(extrasWithWeeklySeries(values, 10, nextKey, 4).map((row) => row.date)).toEqual([
      '2026-11-25',
      '2026-12-08',
      '2026-12-01',
      '2026-12-15',
    ]);
    expect(extrasWithWeeklySeries(values, 3, nextKey, 2)).toEqual(values.extras);
  });

  it('marks rows repeating an earlier slot', () => {
    const values = {
      ...newAppointmentValues(start, 7),
      extras: [
        { key: 1, date: '2026-11-24', time: '09:00', roomId: 4 },
        { key: 2, date: '2026-11-24', time: '10:00', roomId: 4 },
        { key: 3, date: null, time: null, roomId: null },
      ],
    };
    expect([...repeatedSlotKeys(slotRows(values, 1))]).toEqual([1]);
  });

  it('edits every field, status included, from a listed appointment', () => {
    const listed = listedAppointment({
      id: 9,
      patientId: 4,
      physiotherapistId: 7,
      roomId: 3,
      notes: 'Trazer exames',
      type: 'atendimento',
      paymentPercentage: 50,
      reminderDays: 2,
    });
    const values = { ...editAppointmentValues(listed), status: 'completed' as const, notes: '  ' };
    expect(toUpdateInput(values, 1)).toEqual({
      patientId: 4,
      physiotherapistId: 7,
      roomId: 3,
      date: '2026-11-24',
      time: '09:00',
      notes: null,
      type: 'atendimento',
      paymentPercentage: 50,
      reminderDays: 2,
      status: 'completed',
    });
    expect(editAppointmentValues({ ...listed, patientId: null, patient: null }).mode).toBe('block');
    // A percentage a REST client saved (spec §5: 0 to 100) is kept, not turned into 'Não pago'.
    expect(toUpdateInput(editAppointmentValues({ ...listed, paymentPercentage: 30 }), 1).paymentPercentage).toBe(30);
  });

  it("starts a '+ Atendimento' row one hour after the last row, never on the slot just taken", () => {
    const values = newAppointmentValues(start, 7);
    expect(nextExtraSlot(values)).toEqual({ date: '2026-11-24', time: '10:00', roomId: 3 });
    const withOne = { ...values, extras: [{ key: 1, date: '2026-11-24', time: '10:00', roomId: 2 }] };
    expect(nextExtraSlot(withOne)).toEqual({ date: '2026-11-24', time: '11:00', roomId: 2 });
    // After the last grid hour: the next weekday at 08:00 (Friday 19:00 → Monday).
    expect(nextExtraSlot(newAppointmentValues({ date: '2026-11-27', time: '19:00', roomId: 3 }, 7))).toEqual({
      date: '2026-11-30',
      time: '08:00',
      roomId: 3,
    });
    expect(nextExtraSlot({ ...values, time: null })).toEqual({ date: '2026-11-24', time: null, roomId: 3 });
  });
});
