import { describe, expect, it } from 'vitest';

import { confirmationOf, nextWorkingDay } from '../confirmations';
import { formatPayload, intoQuietWindow, isOptOutMessage, parsePayload, reminderMoments, whatsappRecipient } from './whatsapp.rules';
import { WHATSAPP_OPT_OUT_WORDS } from './whatsapp.text';

const policy = { sendHour: 9, secondReminderHours: null, quietStart: '08:00', quietEnd: '20:00' };
const local = (iso: string) => new Date(`${iso}:00`);

describe('WhatsApp reminder rules', () => {
  it('send reminderDays before at the sending hour, and optionally N hours before', () => {
    expect(reminderMoments({ date: '2026-12-02', time: '14:00', reminderDays: 2 }, policy)).toEqual([
      { offset: 'first', dueAt: local('2026-11-30T09:00') },
    ]);
    expect(reminderMoments({ date: '2026-12-02', time: '14:00', reminderDays: 1 }, { ...policy, secondReminderHours: 3 })).toEqual([
      { offset: 'first', dueAt: local('2026-12-01T09:00') },
      { offset: 'second', dueAt: local('2026-12-02T11:00') },
    ]);
  });

  it('move reminders into the allowed hours, and drop one that would land at or after the session', () => {
    expect(intoQuietWindow(local('2026-12-01T06:00'), policy)).toEqual(local('2026-12-01T08:00'));
    expect(intoQuietWindow(local('2026-12-01T20:00'), policy)).toEqual(local('2026-12-02T08:00'));
    expect(intoQuietWindow(local('2026-12-01T19:59'), policy)).toEqual(local('2026-12-01T19:59'));
    // 3 hours before an 08:00 session is 05:00, moved to 08:00: the session's start, so none.
    expect(reminderMoments({ date: '2026-12-02', time: '08:00', reminderDays: 1 }, { ...policy, secondReminderHours: 3 })).toHaveLength(1);
  });

  it('read and write quick-reply payloads ACTION:<id>:<nonce>', () => {
    expect(parsePayload('CONF:8812:n7Q2')).toEqual({ action: 'CONF', id: '8812', nonce: 'n7Q2' });
    expect(parsePayload(formatPayload({ action: 'OFERTA_SIM', id: '7', nonce: 'a-b_c' }))).toEqual({ action: 'OFERTA_SIM', id: '7', nonce: 'a-b_c' });
    for (const bad of ['CONF:1', 'conf:1:x', 'CONF:1:x:y', '', 'CONF: 1:x']) expect(parsePayload(bad), bad).toBeNull();
  });

  it("take 'SAIR' and 'PARAR' (any case, a final dot) as opting out, nothing else", () => {
    for (const text of ['SAIR', ' sair ', 'Parar.', 'PARAR!']) expect(isOptOutMessage(text, WHATSAPP_OPT_OUT_WORDS), text).toBe(true);
    for (const text of ['sair amanhã', 'não quero sair', 'ok']) expect(isOptOutMessage(text, WHATSAPP_OPT_OUT_WORDS), text).toBe(false);
  });

  it('write Brazilian numbers as the Cloud API does', () => {
    expect(whatsappRecipient('(11) 99999-8888')).toBe('5511999998888');
    expect(whatsappRecipient('+55 11 3333-4444')).toBe('551133334444');
    expect(whatsappRecipient('123')).toBeNull();
  });
});

describe('confirmation state', () => {
  it('follows attendance first, then what was stored, then the consent', () => {
    const base = { status: 'scheduled', attendanceStatus: 'agendado', stored: null, optedIn: true };
    expect(confirmationOf(base)).toBe('pendente');
    expect(confirmationOf({ ...base, optedIn: false })).toBe('sem_whatsapp');
    expect(confirmationOf({ ...base, optedIn: null })).toBeNull();
    expect(confirmationOf({ ...base, stored: 'lido' })).toBe('lido');
    expect(confirmationOf({ ...base, attendanceStatus: 'confirmado', stored: 'lido' })).toBe('confirmado');
    expect(confirmationOf({ ...base, status: 'cancelled', attendanceStatus: 'cancelado_tarde', stored: 'remarcar' })).toBe('cancelado');
  });

  it("shows the next working day: Monday after a Friday, past a national holiday", () => {
    expect(nextWorkingDay('2026-11-26')).toBe('2026-11-27');
    expect(nextWorkingDay('2026-11-27')).toBe('2026-11-30');
    expect(nextWorkingDay('2026-12-24')).toBe('2026-12-28');
  });
});
