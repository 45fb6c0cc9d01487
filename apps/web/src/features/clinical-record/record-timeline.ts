import type { RecordEntry, RecordKind } from '@clinic/domain';

/** A top-level entry with its addenda (oldest first, under the original). */
export interface TimelineItem {
  entry: RecordEntry;
  addenda: RecordEntry[];
}

/** What the kind filter offers: every entry, or assessments or evolutions only. */
export type KindFilter = 'todos' | Exclude<RecordKind, 'adendo'>;

const newestFirst = (a: RecordEntry, b: RecordEntry) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** The timeline: originals newest first, each with its addenda beneath it; optionally one kind only. */
export function recordTimeline(entries: readonly RecordEntry[], filter: KindFilter = 'todos'): TimelineItem[] {
  const addenda = new Map<number, RecordEntry[]>();
  for (const entry of entries) {
    if (entry.parentId === null) continue;
    addenda.set(entry.parentId, [...(addenda.get(entry.parentId) ?? []), entry]);
  }
  return entries
    .filter((entry) => entry.parentId === null && (filter === 'todos' || entry.kind === filter))
    .sort(newestFirst)
    .map((entry) => ({ entry, addenda: (addenda.get(entry.id) ?? []).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id) }));
}
