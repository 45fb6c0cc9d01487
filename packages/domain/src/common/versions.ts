import { z } from 'zod';

import { MAX_ID } from './ids';

/**
 * Optimistic locking. Appointments, patients, leads, users, services and rooms answer with the
 * `version` they are at (the database raises it on every change). An update that sends the
 * version it read changes the row only while nobody changed it meanwhile; otherwise it gets 409
 * `STALE_VERSION` and the screen offers to reload. An update without a version changes the row
 * whatever its version (last write wins, as for REST clients written before versions existed).
 */
export const ZVersion = z.number().int();

/** The version an update was read at: optional, a positive integer. */
export const ZExpectedVersion = z
  .number({ error: 'Versão inválida' })
  .int('Versão inválida')
  .positive('Versão inválida')
  .max(MAX_ID, 'Versão inválida')
  .optional();

/** Fields every versioned update request adds to its own. */
export const versionedUpdateFields = { version: ZExpectedVersion };
