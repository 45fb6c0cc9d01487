/** A page of a list: at most `limit` rows after the first `offset` (neither given: the whole list). */
export interface Page {
  limit?: number;
  offset?: number;
}

/** The query cut to the page; an empty page leaves it whole. */
export function inPage<Q extends { limit(limit: number): Q; offset(offset: number): Q }>(query: Q, page: Page): Q {
  const limited = page.limit === undefined ? query : query.limit(page.limit);
  return page.offset ? limited.offset(page.offset) : limited;
}
