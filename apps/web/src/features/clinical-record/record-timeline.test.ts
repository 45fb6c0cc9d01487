import type { RecordEntry } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { recordTimeline } from './record-timeline';

const entry = (id: number, kind: RecordEntry['kind'], createdAt: string, parentId: number | null = null): RecordEntry => ({
  id,
  patientId: 1,
  kind,
  templateId: kind === 'avaliacao' ? 'pelvic-assessment' : kind === 'evolucao' ? 'evolution' : 'addendum',
  templateVersion: 1,
  appointmentId: null,
  appointmentDate: null,
  appointmentTime: null,
  parentId,
  status: 'assinado',
  authorId: 1,
  authorName: 'Juliana Reis',
  createdAt,
  updatedAt: createdAt,
  signedAt: createdAt,
  signedCrefito: '12345-F',
  contentHash: 'abc',
  reason: null,
  content: null,
});

describe('recordTimeline', () => {
  const entries = [
    entry(1, 'avaliacao', '2026-11-01T10:00:00Z'),
    entry(2, 'evolucao', '2026-11-08T10:00:00Z'),
    entry(4, 'adendo', '2026-11-10T10:00:00Z', 1),
    entry(3, 'adendo', '2026-11-09T10:00:00Z', 1),
    entry(5, 'evolucao', '2026-11-15T10:00:00Z'),
  ];

  it('lists originals newest first, each with its addenda oldest first beneath it', () => {
    const timeline = recordTimeline(entries);
    expect(timeline.map((item) => [item.entry.id, item.addenda.map((a) => a.id)])).toEqual([
      [5, []],
      [2, []],
      [1, [3, 4]],
    ]);
  });

  it('filters by kind, keeping the addenda of what is shown', () => {
    expect(recordTimeline(entries, 'avaliacao').map((item) => [item.entry.id, item.addenda.length])).toEqual([[1, 2]]);
    expect(recordTimeline(entries, 'evolucao').map((item) => item.entry.id)).toEqual([5, 2]);
  });
});
