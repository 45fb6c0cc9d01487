import type { Query } from '@tanstack/react-query';
import { useEffect } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's data and error types
export type AnyQuery = Query<any, any, any, any>;

/**
 * How long an answer the start fetched for the first screen (src/first-screen-data.ts) stands for
 * the screen's own read: the whole first visit (the agenda's appointments, read once per visit), or
 * only its first render (the freed cells' waitlist counts: a cell freed later in the visit, by a
 * cancellation, mounts and reads them afresh, as every cell did before).
 */
export type StartAnswerScope = 'visit' | 'first render';

/** The queries the start answered, with the time of that answer and how long it stands. */
const answeredAtStart = new Map<AnyQuery, { at: number; scope: StartAnswerScope }>();

/** Called by the start when an answer for the first screen is in the cache. */
export function rememberStartAnswer(query: AnyQuery, scope: StartAnswerScope): void {
  answeredAtStart.set(query, { at: query.state.dataUpdatedAt, scope });
}

/**
 * For a query the screen reads afresh when it mounts (`refetchOnMount: 'always'`, or a stale time of
 * zero): while the start's answer stands for it, it is not asked twice.
 */
export function refetchUnlessAnsweredAtStart(query: AnyQuery): boolean | 'always' {
  return answeredAtStart.get(query)?.at === query.state.dataUpdatedAt ? false : 'always';
}

/**
 * Called by the first screen's page: once its first render is drawn (a parent's effects run after
 * its children have subscribed to their queries), the answers for that render stop standing; when
 * the screen is left, all of them.
 */
export function useStartAnswers(): void {
  useEffect(() => {
    for (const [query, { scope }] of answeredAtStart) if (scope === 'first render') answeredAtStart.delete(query);
    return () => answeredAtStart.clear();
  }, []);
}
