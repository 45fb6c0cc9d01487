import { describe, expect, it } from 'vitest';

import { diarySeries, improvedBeyondThreshold, instrumentSeries, outcomePairs, perfectSeries, reportLines } from './outcomes.rules';

const score = (total: number) => ({ total, min: 0, max: 300, unit: 'pontos', components: [], interpretation: null, notes: [] });
const entry = (id: number, patientId: number, kind: string, at: string, total: number) => ({
  id,
  patientId,
  kind,
  authorId: 7,
  signedAt: at,
  content: { answers: {}, score: score(total) },
  dysfunctions: ['Dor pélvica'],
});

describe('outcome rules', () => {
  it('counts an improvement at or beyond the threshold, in the instrument’s direction', () => {
    expect(improvedBeyondThreshold({ instrumentId: 'pfdi20', baseline: 100, followUp: 76 })).toBe(true);
    expect(improvedBeyondThreshold({ instrumentId: 'pfdi20', baseline: 100, followUp: 76.01 })).toBe(false);
    expect(improvedBeyondThreshold({ instrumentId: 'pfdi20', baseline: 100, followUp: 130 })).toBe(false);
    expect(improvedBeyondThreshold({ instrumentId: 'iciq_sf', baseline: 12, followUp: 9 })).toBe(true);
    expect(improvedBeyondThreshold({ instrumentId: 'iciq_sf', baseline: 12, followUp: 10 })).toBe(false);
    expect(improvedBeyondThreshold({ instrumentId: 'wexner', baseline: 12, followUp: 2 })).toBeNull();
  });

  it('pairs the first entry with the latest one in the period, and skips a lone baseline or a later follow-up', () => {
    const entries = [
      entry(1, 1, 'pfdi20', '2026-01-01T10:00:00.000Z', 200),
      entry(2, 1, 'pfdi20', '2026-02-01T10:00:00.000Z', 150),
      entry(3, 1, 'pfdi20', '2026-03-01T10:00:00.000Z', 120),
      entry(4, 1, 'pfdi20', '2026-05-01T10:00:00.000Z', 10),
      entry(5, 2, 'pfdi20', '2026-02-10T10:00:00.000Z', 90),
    ];
    const pairs = outcomePairs(entries, { from: '2026-02-01T00:00:00.000Z', to: '2026-03-31T23:59:59.999Z' });
    expect(pairs).toEqual([
      { patientId: 1, instrumentId: 'pfdi20', baseline: 200, followUp: 120, followUpAuthorId: 7, dysfunctions: ['Dor pélvica'] },
    ]);
    expect(reportLines(pairs)[0]).toMatchObject({ patients: 1, meanChange: -80, improved: 1, improvedShare: 1, threshold: 24 });
  });

  it('builds series with first, latest and change, and PERFECT from assessments and evolutions', () => {
    const series = instrumentSeries([entry(1, 1, 'wexner', '2026-01-01T10:00:00.000Z', 14), entry(2, 1, 'wexner', '2026-02-01T10:00:00.000Z', 6)]);
    expect(series[0]).toMatchObject({ id: 'wexner', first: 14, latest: 6, change: -8, betterWhen: 'lower' });
    const perfect = perfectSeries([
      { id: 1, patientId: 1, kind: 'avaliacao', authorId: 7, signedAt: '2026-01-01T10:00:00.000Z', content: { answers: { perfect: { power: 1 } } } },
      { id: 2, patientId: 1, kind: 'evolucao', authorId: 7, signedAt: '2026-02-01T10:00:00.000Z', content: { answers: { perfect: { power: 3 } } } },
    ]);
    expect(perfect).toEqual([expect.objectContaining({ id: 'perfect.power', first: 1, latest: 3, change: 2, betterWhen: 'higher' })]);
  });
});

describe('diary series', () => {
  const mean = (voids: number, leaks: number | null, recordedDays = 2) => ({
    recordedDays,
    voidedVolume: 1500,
    voids,
    nocturnalVoids: 1,
    maxVoidedVolume: 400,
    nocturnalPercent: 20,
    nocturnalPolyuria: false,
    leakEpisodes: leaks,
    pads: 1,
    intake: 1800,
  });

  it('follows each value over the diaries in date order, leaving out diaries with no recorded day', () => {
    const series = diarySeries([
      { id: 2, startDate: '2026-11-20', mean: mean(7, 0) },
      { id: 1, startDate: '2026-10-01', mean: mean(11, 4) },
      { id: 3, startDate: '2026-11-25', mean: mean(0, null, 0) },
    ]);
    expect(series.find((s) => s.id === 'diary.voids')).toMatchObject({ first: 11, latest: 7, change: -4, betterWhen: 'lower' });
    expect(series.find((s) => s.id === 'diary.leakEpisodes')).toMatchObject({ first: 4, latest: 0, change: -4 });
    expect(series.find((s) => s.id === 'diary.maxVoidedVolume')?.betterWhen).toBe('higher');
    expect(series[0]!.points.map((p) => p.entryId)).toEqual([1, 2]);
  });
});
