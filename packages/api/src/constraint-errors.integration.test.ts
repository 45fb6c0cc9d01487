/**
 * Every unique rule of the schema goes through the one constraint table (CONSTRAINT_ERRORS): a new
 * unique constraint or index fails here until it is mapped to its catalogue code there, or listed
 * below as one no request can break.
 */
import { schemaRuleNames } from '@clinic/db/testing';
import { useTestDatabase } from '@clinic/db/test-hooks';
import { ERROR_CATALOGUE } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { CONSTRAINT_ERRORS } from './errors';

/** Unique rules on values the server makes itself: no request can repeat one. */
const NOT_FROM_REQUESTS: Record<string, string> = {
  api_tokens_token_hash_key: 'the SHA-256 of a random token the server draws',
  appointment_reminders_appointment_id_offset_key_key: 'the reminder scheduler inserts with ON CONFLICT DO NOTHING (one row per appointment and offset)',
  appointment_reminders_nonce_key: 'a random nonce the server draws',
  appointment_reminders_wamid_key: 'the message id the Cloud API answers',
  payments_receipt_number_key: 'the next number of the receipt counter, taken under its row lock',
  package_ledger_one_per_appointment: 'written by a trigger, once per appointment (the backstop of the ledger)',
  lead_intake_leadgen_id_key: "Meta's lead id: the webhook inserts its intake row with ON CONFLICT DO NOTHING",
  leads_leadgen_id_key: "Meta's lead id, stored by the intake job under the intake row's lock (once per intake)",
  patient_links_token_hash_key: 'the SHA-256 of a random 32-byte token the server draws',
};

const tdb = useTestDatabase({ reset: false });

describe('CONSTRAINT_ERRORS', () => {
  it('names every unique constraint and unique index of the schema (primary keys aside)', async () => {
    const { unique } = await schemaRuleNames(tdb.db);
    const unmapped = unique.filter((name) => !Object.hasOwn(CONSTRAINT_ERRORS, name) && !Object.hasOwn(NOT_FROM_REQUESTS, name));
    expect(unmapped, 'map each to its 409 in CONSTRAINT_ERRORS (packages/api/src/errors.ts)').toEqual([]);
  });

  it('maps only constraints that exist, each to a 409 of the catalogue', async () => {
    const { all } = await schemaRuleNames(tdb.db);
    for (const [constraint, code] of Object.entries(CONSTRAINT_ERRORS)) {
      expect(all, `${constraint} is not in the schema`).toContain(constraint);
      expect(ERROR_CATALOGUE[code].status, constraint).toBe(409);
    }
    for (const constraint of Object.keys(NOT_FROM_REQUESTS)) expect(all, `${constraint} is not in the schema`).toContain(constraint);
  });
});
