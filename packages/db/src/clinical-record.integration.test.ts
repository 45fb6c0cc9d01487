/**
 * The clinical record's two promises, kept by the database itself (no service in between): a
 * signed entry is never updated nor deleted, not even through the patient's cascade, and access
 * rows are append-only.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import {
  findPatientRecord,
  insertRecordAccess,
  insertRecordEntry,
  signRecordEntry,
  updateRecordEntryContent,
} from './queries';
import { useTestDatabase } from './testing/test-hooks';
import { seedPatients } from './testing';

const tdb = useTestDatabase();

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => 'accepted',
    (error: { constraint?: string }) => error.constraint ?? String(error),
  );

async function seedEntry() {
  const db = tdb.db;
  const [patient] = await seedPatients(db, [{ firstName: 'Ana', lastName: 'Lima', phone: '(11) 99999-0001', birthDate: '1990-01-01' }]);
  const author = await db
    .insertInto('users')
    .values({ email: 'fisio@clinica.com', firstName: 'Fisio', lastName: 'Teste', passwordHash: 'x', role: 'physiotherapist' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entry = await insertRecordEntry(db, {
    patientId: patient!,
    kind: 'avaliacao',
    templateId: 'pelvic-assessment',
    templateVersion: 1,
    authorId: author.id,
    content: JSON.stringify({ answers: { hma: 'x' } }),
  });
  return { patientId: patient!, authorId: author.id, entryId: entry.id };
}

describe('record_entries', () => {
  it('lets a draft change, then refuses every update and delete once signed, whatever the path', async () => {
    const db = tdb.db;
    const { patientId, entryId } = await seedEntry();
    await updateRecordEntryContent(db, entryId, JSON.stringify({ answers: { hma: 'y' } }));
    await signRecordEntry(db, entryId, { signedCrefito: '12345-F', contentHash: 'a'.repeat(64) });
    const [signed] = await findPatientRecord(db, patientId, { withContent: true });
    expect(signed).toMatchObject({ status: 'assinado', signedCrefito: '12345-F', content: { answers: { hma: 'y' } } });
    expect(signed!.signedAt).toBeInstanceOf(Date);

    expect(await refusal(updateRecordEntryContent(db, entryId, JSON.stringify({ answers: {} })))).toBe('record_entries_signed');
    expect(await refusal(sql`update record_entries set status = 'rascunho' where id = ${entryId}`.execute(db))).toBe('record_entries_signed');
    expect(await refusal(sql`delete from record_entries where id = ${entryId}`.execute(db))).toBe('record_entries_signed');
    expect(await refusal(sql`delete from patients where id = ${patientId}`.execute(db))).toBe('record_entries_signed');
    expect(await findPatientRecord(db, patientId, { withContent: false })).toMatchObject([{ id: entryId, content: null }]);
  });

  it('refuses a half-stamped signature and an addendum without parent or reason', async () => {
    const db = tdb.db;
    const { patientId, authorId, entryId } = await seedEntry();
    expect(await refusal(sql`update record_entries set status = 'assinado' where id = ${entryId}`.execute(db))).toBe(
      'record_entries_signed_stamp',
    );
    const addendum = { patientId, authorId, kind: 'adendo', templateId: 'addendum', templateVersion: 1, content: '{"answers":{}}' };
    expect(await refusal(insertRecordEntry(db, { ...addendum, reason: 'x' }))).toBe('record_entries_addendum_parent');
    expect(await refusal(insertRecordEntry(db, { ...addendum, parentId: entryId }))).toBe('record_entries_addendum_reason');
  });
});

describe('record_access_log', () => {
  it('is append-only', async () => {
    const db = tdb.db;
    const { patientId, entryId } = await seedEntry();
    await insertRecordAccess(db, { userId: 1, role: 'admin', patientId, entryId, action: 'view', ipAddress: '203.0.113.7', requestId: 'r-1' });
    expect(await refusal(sql`update record_access_log set role = 'x'`.execute(db))).toBe('record_access_log_append_only');
    expect(await refusal(sql`delete from record_access_log`.execute(db))).toBe('record_access_log_append_only');
    const rows = await db.selectFrom('recordAccessLog').selectAll().execute();
    expect(rows).toHaveLength(1);
  });
});
