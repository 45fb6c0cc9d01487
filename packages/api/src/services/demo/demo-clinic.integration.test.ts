import { type TestDatabase, createTestDatabase } from '@clinic/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callerFor } from '../../testing';
import { ensureFirstAdmin } from '../users/bootstrap.service';
import { DEMO_PASSWORD, seedDemoClinic } from './demo-clinic.service';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => tdb?.close());

describe('demo clinic', () => {
  it('fills an empty clinic once, with staff who can sign in, rooms and services', async () => {
    await ensureFirstAdmin(tdb.db, {});
    expect(await seedDemoClinic(tdb.db)).toBe(true);
    const api = callerFor(tdb.db, null);
    const physio = await api.auth.login({ email: 'juliana.prado@demo.clinica', password: DEMO_PASSWORD });
    const signedIn = callerFor(tdb.db, (await tdb.db.selectFrom('users').selectAll().where('id', '=', physio.id).executeTakeFirstOrThrow()));
    expect(await signedIn.rooms.list()).toHaveLength(4);
    expect((await signedIn.services.list({})).length).toBeGreaterThanOrEqual(5);
    expect((await signedIn.dashboard.stats()).physiotherapists).toBe(3);
    const patients = (await signedIn.patients.list({})) as { status: string; sex: string | null; state: string | null }[];
    expect(patients).toHaveLength(36);
    expect(new Set(patients.map((p) => p.status)).size).toBe(5);
    expect(new Set(patients.map((p) => p.sex)).size).toBe(3);
    expect(new Set(patients.map((p) => p.state)).size).toBeGreaterThan(4);
    const patientLogs = await tdb.db.selectFrom('systemLogs').select('description').where('entity', '=', 'patient').execute();
    expect(patientLogs).toHaveLength(36);
    expect(await seedDemoClinic(tdb.db)).toBe(false);
  });
});
