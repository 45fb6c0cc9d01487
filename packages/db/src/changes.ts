/**
 * True when an update has at least one column to set. `update … set where …` with nothing to set
 * is a syntax error: update queries answer the current row instead (a no-op update).
 */
export function hasChanges(changes: object): boolean {
  return Object.values(changes).some((value) => value !== undefined);
}
