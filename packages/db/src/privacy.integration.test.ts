import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { migrateTo, migrateToLatest } from './migrate';
import { useTestDatabase } from './testing/test-hooks';

const tdb = useTestDatabase({ reset: false });

const BEFORE = '2026-11-27T0050-lead-pipeline';
const PRIVACY = '2026-11-27T0500-privacy';

describe('consents: the one truth of the WhatsApp reminder consent (#27)', () => {
  it("moves #23's patient columns into consents (opted in: active; withdrawn: revoked) and drops them", async () => {
    const db = tdb.db;
    await tdb.reset();
    await migrateTo(db, BEFORE);
    const insert = (name: string, optIn: boolean, at: string | null, source: string | null) => sql<{ id: number }>`
      insert into patients (first_name, last_name, phone, birth_date, whatsapp_opt_in, whatsapp_consent_at, whatsapp_consent_source, whatsapp_consent_text)
      values (${name}, 'Lima', '(11) 99999-0000', '1990-01-01', ${optIn}, ${at}, ${source}, ${optIn ? 'texto' : null})
      returning id`.execute(db).then((r) => r.rows[0]!.id);
    const given = await insert('Ana', true, '2026-11-01T12:00:00Z', 'formulario');
    const withdrawn = await insert('Bia', false, '2026-11-20T12:00:00Z', 'whatsapp');
    const never = await insert('Cris', false, null, null);

    expect(await migrateToLatest(db)).toContain(PRIVACY);
    const rows = await db.selectFrom('consents').selectAll().orderBy('patientId').execute();
    expect(rows.map((r) => [r.patientId, r.purpose, r.textVersion, r.givenAt?.toISOString() ?? null, r.method, r.revokedAt?.toISOString() ?? null, r.revokeMethod])).toEqual([
      [given, 'lembretes_whatsapp', 1, '2026-11-01T12:00:00.000Z', 'formulario', null, null],
      [withdrawn, 'lembretes_whatsapp', 1, null, null, '2026-11-20T12:00:00.000Z', 'whatsapp'],
    ]);
    expect(rows.some((r) => r.patientId === never)).toBe(false);
    const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'patients' and column_name like 'whatsapp%'`.execute(db);
    expect(columns.rows).toEqual([]);
  });

  it('keeps one active consent per holder and purpose, and exactly one holder per consent', async () => {
    const db = tdb.db;
    await tdb.reset();
    const patient = await sql<{ id: number }>`insert into patients (first_name, last_name, phone, birth_date) values ('Ana', 'Lima', '1', '1990-01-01') returning id`
      .execute(db)
      .then((r) => r.rows[0]!.id);
    const consent = { patientId: patient, purpose: 'marketing', textVersion: 1, givenAt: new Date(), method: 'papel' };
    await db.insertInto('consents').values(consent).execute();
    await expect(db.insertInto('consents').values(consent).execute()).rejects.toMatchObject({ code: '23505', constraint: 'consents_patient_active_key' });
    await db.updateTable('consents').set({ revokedAt: new Date() }).execute();
    await db.insertInto('consents').values(consent).execute();
    await expect(db.insertInto('consents').values({ ...consent, patientId: null }).execute()).rejects.toMatchObject({ code: '23514' });
  });
});
