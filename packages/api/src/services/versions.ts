import { AppError } from '../errors';

/**
 * Refuses an update read at an older version (see `ZExpectedVersion`). Services call it on the row
 * they read first, so a stale form is told so before any other rule speaks; the update itself
 * still requires the version in its `where`, which is what makes the check safe against a
 * change committed in between.
 */
export function assertVersion(row: { version: number }, expectedVersion: number | undefined): void {
  if (expectedVersion !== undefined && row.version !== expectedVersion) throw new AppError('STALE_VERSION');
}

/**
 * The row an update starts from, read in its transaction: missing answers `notFound`; a version
 * other than the one the caller read answers STALE_VERSION (assertVersion).
 */
export function rowToUpdate<R extends { version: number }>(
  row: R | undefined,
  notFound: ConstructorParameters<typeof AppError>[0],
  expectedVersion: number | undefined,
): R {
  if (!row) throw new AppError(notFound);
  assertVersion(row, expectedVersion);
  return row;
}

/** An update that matched no row although the row was read in the same transaction: changed or deleted meanwhile. */
export function missedUpdate(expectedVersion: number | undefined, notFound: ConstructorParameters<typeof AppError>[0]): AppError {
  return new AppError(expectedVersion === undefined ? notFound : 'STALE_VERSION');
}
