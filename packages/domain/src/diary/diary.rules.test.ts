import { describe, expect, it } from 'vitest';

import { KNOWN_DIARY, KNOWN_DIARY_PERIOD, diaryEvent, diaryVoid } from './diary.examples';
import { deriveDiaryValues } from './diary.rules';
import { patientLinkWhatsappUrl } from './diary.text';

const ev = diaryEvent;
const v = diaryVoid;
const period = KNOWN_DIARY_PERIOD;

describe('deriveDiaryValues', () => {
  it('gives the known diary its figures per day and in mean', () => {
    const derived = deriveDiaryValues(period, KNOWN_DIARY);
    expect(derived.days[0]).toEqual({
      day: 1,
      date: '2026-12-01',
      recorded: true,
      voidedVolume: 1300, // 200 + 250 + 150 + 100 + 200 + 400
      voids: 6, // 07:10, 10:00, 13:00, 19:00, 22:30, 03:00
      nocturnalVoids: 1,
      nocturnalVolume: 600, // 200 + the next first morning void 400
      maxVoidedVolume: 400,
      nocturnalPercent: 46.2,
      nocturnalPolyuria: true,
      leakEpisodes: 1,
      pads: 1,
      intake: 550,
    });
    expect(derived.days[1]).toMatchObject({
      day: 2,
      date: '2026-12-02',
      voidedVolume: 950, // 300 + 250 + 100 + 300
      voids: 4, // 07:15, 11:00, 20:00, 22:45
      nocturnalVoids: 0,
      nocturnalVolume: 300,
      maxVoidedVolume: 400,
      nocturnalPercent: 31.6,
      nocturnalPolyuria: false,
      leakEpisodes: 1,
      pads: 1,
      intake: 500,
    });
    expect(derived.mean).toEqual({
      recordedDays: 2,
      voidedVolume: 1125,
      voids: 5,
      nocturnalVoids: 0.5,
      maxVoidedVolume: 400,
      nocturnalPercent: 40, // 900 of 2250
      nocturnalPolyuria: true,
      leakEpisodes: 1,
      pads: 1,
      intake: 525,
    });
  });

  it('does not flag exactly 33 % as nocturnal polyuria, and flags just above it', () => {
    const day = (closing: number) => [
      v('2026-12-01', '07:00', 100),
      v('2026-12-01', '10:00', 200),
      v('2026-12-01', '14:00', 200),
      v('2026-12-01', '20:00', 270),
      v('2026-12-02', '07:00', closing),
    ];
    const exactly = deriveDiaryValues({ ...period, days: 1 }, day(330)).days[0]!;
    expect(exactly).toMatchObject({ voidedVolume: 1000, nocturnalVolume: 330, nocturnalPercent: 33, nocturnalPolyuria: false });
    const above = deriveDiaryValues({ ...period, days: 1 }, day(331)).days[0]!;
    expect(above).toMatchObject({ voidedVolume: 1001, nocturnalVolume: 331, nocturnalPolyuria: true });
  });

  it('leaves an empty day at zero, without maximum, share nor flag, and out of the means', () => {
    const derived = deriveDiaryValues(period, [v('2026-12-01', '08:00', 200), v('2026-12-01', '12:00', 300), ev('2026-12-01', '13:00', { intakeType: 'cha', intakeMl: 200 })]);
    expect(derived.days[1]).toEqual({
      day: 2,
      date: '2026-12-02',
      recorded: false,
      voidedVolume: 0,
      voids: 0,
      nocturnalVoids: 0,
      nocturnalVolume: 0,
      maxVoidedVolume: null,
      nocturnalPercent: null,
      nocturnalPolyuria: false,
      leakEpisodes: 0,
      pads: 0,
      intake: 0,
    });
    expect(derived.mean).toMatchObject({ recordedDays: 1, voidedVolume: 300, voids: 2, intake: 200, maxVoidedVolume: 300 });
  });

  it('answers no means for a diary with no event', () => {
    const derived = deriveDiaryValues({ ...period, days: 3 }, []);
    expect(derived.days).toHaveLength(3);
    expect(derived.mean).toEqual({
      recordedDays: 0,
      voidedVolume: null,
      voids: null,
      nocturnalVoids: null,
      maxVoidedVolume: null,
      nocturnalPercent: null,
      nocturnalPolyuria: false,
      leakEpisodes: null,
      pads: null,
      intake: null,
    });
  });

  it('takes the night from the patient’s times (bed after midnight) and defaults to 23:00–07:00', () => {
    const events = [v('2026-12-01', '07:30', 200), v('2026-12-01', '23:50', 150), v('2026-12-02', '01:00', 120), v('2026-12-02', '07:30', 300)];
    const late = deriveDiaryValues({ startDate: '2026-12-01', days: 1, sleepTime: '00:30', wakeTime: '07:00' }, events);
    expect(late.days[0]).toMatchObject({ nocturnalVoids: 1, nocturnalVolume: 420, voidedVolume: 570 });
    const byDefault = deriveDiaryValues({ startDate: '2026-12-01', days: 1, sleepTime: null, wakeTime: null }, events);
    expect(byDefault).toMatchObject({ sleepTime: '23:00', wakeTime: '07:00' });
    expect(byDefault.days[0]).toMatchObject({ nocturnalVoids: 2, nocturnalVolume: 570 });
  });

  it('counts leaks, pads and intake before the first rising on day 1 and ignores voids of the night before', () => {
    const derived = deriveDiaryValues({ ...period, days: 1 }, [
      v('2026-12-01', '05:00', 250, { leak: 1, padChanged: true }),
      v('2026-12-01', '08:00', 200),
      v('2026-12-01', '12:00', 220),
    ]);
    expect(derived.days[0]).toMatchObject({ voids: 2, voidedVolume: 220, leakEpisodes: 1, pads: 1 });
  });
});

describe('patientLinkWhatsappUrl', () => {
  it("sends the link to the patient's WhatsApp, and has none without a Brazilian phone", () => {
    expect(patientLinkWhatsappUrl('(11) 98765-4321', 'Oi')).toBe('https://wa.me/5511987654321?text=Oi');
    expect(patientLinkWhatsappUrl(null, 'Oi')).toBeNull();
    expect(patientLinkWhatsappUrl('1234', 'Oi')).toBeNull();
  });
});
