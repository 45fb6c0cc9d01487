import { describe, expect, it } from 'vitest';

import {
  ZAppointmentInput,
  ZAppointmentListQuery,
  ZAppointmentUpdate,
  ZPhysiotherapistConflictQuery,
  ZRoomConflictQuery,
  paymentLabel,
} from './appointments.schemas';

const base = { patientId: 3, physiotherapistId: 2, roomId: 1, date: '2026-11-24', time: '10:00' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('appointment schemas', () => {
  it('fills the §9 defaults', () => {
    expect(ZAppointmentInput.parse(base)).toEqual({ ...base, type: 'consulta', paymentPercentage: 0, reminderDays: 1 });
  });

  it('answers the §5 messages', () => {
    expect(firstMessage(ZAppointmentInput.safeParse({ ...base, date: '' }))).toBe('Data é obrigatória');
    expect(firstMessage(ZAppointmentInput.safeParse({ ...base, date: undefined }))).toBe('Data é obrigatória');
    expect(firstMessage(ZAppointmentInput.safeParse({ ...base, time: '' }))).toBe('Horário é obrigatório');
    expect(firstMessage(ZAppointmentInput.safeParse({ ...base, roomId: 0 }))).toBe('Sala é obrigatória');
    expect(firstMessage(ZAppointmentInput.safeParse({ ...base, patientId: -1 }))).toBe(
      'PatientId deve ser 0 para bloqueio ou um ID válido para agendamento',
    );
    expect(firstMessage(ZAppointmentInput.safeParse({ ...base, patientId: 1.5 }))).toBe(
      'PatientId deve ser 0 para bloqueio ou um ID válido para agendamento',
    );
    expect(firstMessage(ZAppointmentInput.safeParse({ ...base, patientId: undefined }))).toBe(
      'Por favor, selecione um paciente para o agendamento',
    );
  });

  it('refuses times off the grid, impossible dates and odd values', () => {
    for (const time of ['07:00', '20:00', '10:30', '25:00', 'abc']) {
      expect(ZAppointmentInput.safeParse({ ...base, time }).success).toBe(false);
    }
    expect(ZAppointmentInput.safeParse({ ...base, date: '2026-02-30' }).success).toBe(false);
    for (const paymentPercentage of [-1, 101, 12.5, '30', null]) {
      expect(ZAppointmentInput.safeParse({ ...base, paymentPercentage }).error?.issues[0]?.message, String(paymentPercentage)).toBe(
        'Pagamento deve ser um número inteiro de 0 a 100',
      );
    }
    expect(ZAppointmentInput.safeParse({ ...base, reminderDays: 3 }).success).toBe(false);
    expect(ZAppointmentInput.safeParse({ ...base, physiotherapistId: 2_147_483_648 }).success).toBe(false);
    expect(ZAppointmentInput.safeParse({ ...base, notes: 'a\u0000b' }).success).toBe(false);
  });

  it('takes any whole payment percentage from 0 to 100 (spec §5), labelled as the dialog shows it', () => {
    for (const paymentPercentage of [0, 1, 30, 50, 75, 100]) {
      expect(ZAppointmentInput.parse({ ...base, paymentPercentage }).paymentPercentage).toBe(paymentPercentage);
    }
    expect([0, 50, 100, 30].map(paymentLabel)).toEqual(['Não pago', 'Pago parcialmente', 'Pago integralmente', 'Pago 30%']);
  });

  it('lets an edit send only what changes, status included', () => {
    expect(ZAppointmentUpdate.parse({})).toEqual({});
    expect(ZAppointmentUpdate.parse({ status: 'completed' })).toEqual({ status: 'completed' });
  });

  it('reads list and conflict queries from strings', () => {
    expect(ZAppointmentListQuery.parse({ startDate: '2026-11-23', endDate: '2026-11-27', roomId: '2' })).toEqual({
      startDate: '2026-11-23',
      endDate: '2026-11-27',
      roomId: 2,
    });
    expect(ZAppointmentListQuery.parse({ date: '', physiotherapistId: '' })).toEqual({});
    expect(ZAppointmentListQuery.safeParse({ startDate: '2026-11-23' }).success).toBe(false);
    expect(ZAppointmentListQuery.safeParse({ startDate: '2026-11-27', endDate: '2026-11-23' }).success).toBe(false);
    expect(ZPhysiotherapistConflictQuery.parse({ physiotherapistId: '4', date: '2026-11-24', time: '08:00', excludeId: '9' })).toEqual({
      physiotherapistId: 4,
      date: '2026-11-24',
      time: '08:00',
      excludeId: 9,
    });
  });
});

describe('conflict-check ids (#20.7)', () => {
  const slot = { date: '2026-11-24', time: '08:00' };
  it('takes decimal digits from a query string and numbers from tRPC', () => {
    expect(ZRoomConflictQuery.parse({ roomId: '12', ...slot })).toEqual({ roomId: 12, ...slot });
    expect(ZRoomConflictQuery.parse({ roomId: 12, ...slot })).toEqual({ roomId: 12, ...slot });
  });
  it('refuses any other spelling with a message naming the field, and a missing id as required', () => {
    const message = (roomId: unknown) => ZRoomConflictQuery.safeParse({ roomId, ...slot }).error?.issues[0]?.message;
    for (const bad of ['0x1', '1e0', ' 1', '1 ', '01', '1.0', '+1', '-1', 'um', '99999999999', 1.5, -1, 2_147_483_648]) {
      expect(message(bad), String(bad)).toBe('Sala inválida: roomId deve ser um número inteiro positivo, só com dígitos');
    }
    for (const missing of [undefined, null, '', '0', 0]) {
      expect(message(missing), String(missing)).toBe('Sala é obrigatória');
    }
  });
});

describe('body numbers', () => {
  it('stay strict even after a REST adapter turns coercion on (null is never a block)', () => {
    expect(ZAppointmentInput.safeParse({ ...base, patientId: null }).error?.issues[0]?.message).toBe(
      'Por favor, selecione um paciente para o agendamento',
    );
    expect(ZAppointmentInput.safeParse({ ...base, roomId: '2' }).success).toBe(false);
  });
});
