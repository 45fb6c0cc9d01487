import { describe, expect, it } from 'vitest';

import { WAITLIST_TEXT } from './waitlist.text';
import {
  type MatchableEntry,
  effectiveEntryStatus,
  effectiveOfferStatus,
  entryMatchesSlot,
  matchingEntries,
  offerExpiresAt,
  parseAvailability,
  periodOfTime,
  waitlistOfferPayload,
} from './waitlist.rules';
import { ZWaitlistEntryInput, ZWaitlistEntryUpdate, ZWaitlistOfferInput } from './waitlist.schemas';

// 2026-12-01 is a Tuesday (weekday 2).
const entry = (overrides: Partial<MatchableEntry> = {}): MatchableEntry => ({
  id: 1,
  physiotherapistId: null,
  availability: [{ weekday: 2, period: 'manha' }],
  dateFrom: '2026-11-30',
  dateTo: '2026-12-04',
  urgent: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const slot = { date: '2026-12-01', time: '09:00', physiotherapistId: 7 };

describe('periods', () => {
  it('reads manhã and tarde from the shift windows (08–14, 14–20)', () => {
    expect(periodOfTime('08:00')).toBe('manha');
    expect(periodOfTime('13:00')).toBe('manha');
    expect(periodOfTime('14:00')).toBe('tarde');
    expect(periodOfTime('19:00')).toBe('tarde');
    expect(periodOfTime('07:00')).toBeNull();
    expect(periodOfTime('20:00')).toBeNull();
  });

  it('reads stored pairs back in order, dropping repeats and unknown ones', () => {
    expect(parseAvailability(['3:tarde', '1:manha', '3:manha', '1:manha', '9:manha', '2:noite'])).toEqual([
      { weekday: 1, period: 'manha' },
      { weekday: 3, period: 'manha' },
      { weekday: 3, period: 'tarde' },
    ]);
  });
});

describe('matching a freed slot', () => {
  it('needs the day in range, the weekday and period, and any or the same physiotherapist', () => {
    expect(entryMatchesSlot(entry(), slot)).toBe(true);
    expect(entryMatchesSlot(entry(), { ...slot, time: '14:00' })).toBe(false);
    expect(entryMatchesSlot(entry(), { ...slot, date: '2026-12-02' })).toBe(false);
    expect(entryMatchesSlot(entry({ dateTo: '2026-11-30' }), slot)).toBe(false);
    expect(entryMatchesSlot(entry({ dateFrom: '2026-12-01', dateTo: '2026-12-01' }), slot)).toBe(true);
    expect(entryMatchesSlot(entry({ physiotherapistId: 7 }), slot)).toBe(true);
    expect(entryMatchesSlot(entry({ physiotherapistId: 8 }), slot)).toBe(false);
  });

  it('orders urgent first, then the oldest', () => {
    const list = [
      entry({ id: 1, createdAt: '2026-11-20T10:00:00.000Z' }),
      entry({ id: 2, createdAt: '2026-11-10T10:00:00.000Z' }),
      entry({ id: 3, urgent: true, createdAt: '2026-11-25T10:00:00.000Z' }),
      entry({ id: 4, physiotherapistId: 8 }),
      entry({ id: 5, createdAt: '2026-11-10T10:00:00.000Z' }),
    ];
    expect(matchingEntries(list, slot).map((e) => e.id)).toEqual([3, 2, 5, 1]);
  });
});

describe('expiry', () => {
  it('an open entry reads expirado from the day after its range; closed states stay', () => {
    expect(effectiveEntryStatus('aguardando', '2026-12-04', '2026-12-04', false)).toBe('aguardando');
    expect(effectiveEntryStatus('aguardando', '2026-12-04', '2026-12-05', false)).toBe('expirado');
    expect(effectiveEntryStatus('oferecido', '2026-12-04', '2026-12-05', true)).toBe('expirado');
    expect(effectiveEntryStatus('agendado', '2026-12-04', '2026-12-05', false)).toBe('agendado');
    expect(effectiveEntryStatus('removido', '2026-12-04', '2026-12-05', false)).toBe('removido');
  });

  it('an entry is oferecido only while an offer holds', () => {
    expect(effectiveEntryStatus('oferecido', '2026-12-04', '2026-12-01', true)).toBe('oferecido');
    expect(effectiveEntryStatus('oferecido', '2026-12-04', '2026-12-01', false)).toBe('aguardando');
  });

  it('an offer holds 15 minutes, then reads expirada', () => {
    const created = new Date('2026-12-01T12:00:00Z');
    const expires = offerExpiresAt(created);
    expect(expires.toISOString()).toBe('2026-12-01T12:15:00.000Z');
    expect(effectiveOfferStatus('pendente', expires, new Date('2026-12-01T12:14:59Z'))).toBe('pendente');
    expect(effectiveOfferStatus('pendente', expires, expires)).toBe('expirada');
    expect(effectiveOfferStatus('aceita', expires, new Date('2026-12-02T00:00:00Z'))).toBe('aceita');
  });

  it('names the offer and its nonce in the quick-reply payload', () => {
    expect(waitlistOfferPayload('accept', 12, 'abc')).toBe('OFERTA_SIM:12:abc');
    expect(waitlistOfferPayload('decline', 12, 'abc')).toBe('OFERTA_NAO:12:abc');
    expect(WAITLIST_TEXT.slotFilled).toContain('horário já preenchido');
  });
});

describe('input', () => {
  const valid = { patientId: 1, availability: [{ weekday: 1, period: 'manha' }], dateFrom: '2026-12-01', dateTo: '2026-12-31' };

  it('defaults to any physiotherapist, not urgent', () => {
    expect(ZWaitlistEntryInput.parse(valid)).toEqual({ ...valid, physiotherapistId: null, urgent: false });
  });

  it('refuses with Portuguese messages', () => {
    const first = (input: unknown) => ZWaitlistEntryInput.safeParse(input).error?.issues[0]?.message;
    expect(first({ ...valid, availability: [] })).toBe(WAITLIST_TEXT.availabilityRequired);
    expect(first({ ...valid, availability: [{ weekday: 0, period: 'manha' }] })).toBe(WAITLIST_TEXT.invalidWeekday);
    expect(first({ ...valid, availability: [{ weekday: 1, period: 'noite' }] })).toBe(WAITLIST_TEXT.invalidPeriod);
    expect(first({ ...valid, dateTo: '2026-11-30' })).toBe(WAITLIST_TEXT.rangeInverted);
    expect(first({ ...valid, patientId: undefined })).toBe(WAITLIST_TEXT.patientRequired);
    expect(ZWaitlistEntryUpdate.safeParse({ urgent: 'sim' }).success).toBe(false);
    expect(ZWaitlistOfferInput.safeParse({ date: '2026-12-01', time: '09:30', roomId: 1 }).success).toBe(false);
  });
});
