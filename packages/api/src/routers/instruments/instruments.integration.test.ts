/**
 * Instruments through the procedures (issue #26 point 1 and 4): entries scored on the server
 * whatever the client sends, signed and immutable like the other entries, a disabled instrument
 * refused until an admin records the licence (logged), the patient's outcome series and the
 * clinic's outcomes report from known data.
 */
import { useTestDatabase } from '@clinic/db/test-hooks';
import { CLINICAL_RECORD_TEXT, INSTRUMENTS_TEXT, PAD_TEST_STEPS } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { callerFor, expectIssue, seedUser } from '../../testing';

const tdb = useTestDatabase();

async function setup() {
  const physio = await seedUser(tdb.db, { role: 'physiotherapist', firstName: 'Juliana', lastName: 'Prado', crefito: '123456-F' });
  const patient = await tdb.db
    .insertInto('patients')
    .values({
      firstName: 'Ana',
      lastName: 'Souza',
      phone: '(11) 98765-4321',
      birthDate: '1990-05-10',
      dysfunctions: ['Incontinencia urinária'],
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { physio, patient, api: callerFor(tdb.db, physio) };
}

/** PFDI-20 answers where every item of every scale has the given value. */
const pfdi = (value: number) => {
  const ids = [
    ...Array.from({ length: 6 }, (_, i) => `popdi${i + 1}`),
    ...Array.from({ length: 8 }, (_, i) => `cradi${i + 1}`),
    ...Array.from({ length: 6 }, (_, i) => `udi${i + 1}`),
  ];
  return Object.fromEntries(ids.map((id) => [id, value]));
};
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => 'accepted',
    (e: { code?: string; message?: string }) => `${e.code}: ${e.message}`,
  );

describe('instrument entries', () => {
  it('scores a PFDI-20 on the server, ignoring a score the client sends, with the version', async () => {
    const { patient, api } = await setup();
    const entry = await api.clinicalRecord.create({
      id: patient.id,
      kind: 'pfdi20',
      content: { answers: { ...pfdi(2), udi1: null }, score: { total: 0 } } as never,
    });
    expect(entry).toMatchObject({ kind: 'pfdi20', templateId: 'pfdi20', templateVersion: 1, status: 'rascunho' });
    expect(entry.content?.answers).not.toHaveProperty('udi1');
    expect(entry.content?.score).toMatchObject({ total: 150, min: 0, max: 300, unit: 'pontos' });
    expect(entry.content?.score?.components.map((c) => c.value)).toEqual([50, 50, 50]);
    // The stored row holds the server's score too.
    const row = await tdb.db.selectFrom('recordEntries').select('content').where('id', '=', entry.id).executeTakeFirstOrThrow();
    expect((row.content as unknown as { score: { total: number } }).score.total).toBe(150);
  });

  it('refuses incomplete or invalid answers with 400 in Portuguese', async () => {
    const { patient, api } = await setup();
    await expectIssue(
      api.clinicalRecord.create({ id: patient.id, kind: 'wexner', content: { answers: { solidos: 1, liquidos: 0, gases: 0, absorvente: 0 } } }),
      'Responda: Alteração do estilo de vida',
    );
    await expectIssue(
      api.clinicalRecord.create({ id: patient.id, kind: 'pad_test_1h', content: { answers: { pesoAntes: 10, pesoDepois: 4 } } }),
      INSTRUMENTS_TEXT.padAfterBeforeBefore,
    );
    await expectIssue(
      api.clinicalRecord.create({ id: patient.id, kind: 'avaliacao', content: { answers: {} } }),
      CLINICAL_RECORD_TEXT.templateRequired,
    );
    expect(await tdb.db.selectFrom('recordEntries').select('id').execute()).toHaveLength(0);
  });

  it('signs an instrument entry, which is then immutable by every path; a draft is re-scored on update', async () => {
    const { patient, api } = await setup();
    const steps = Object.fromEntries(PAD_TEST_STEPS.map((s) => [s.id, true]));
    const draft = await api.clinicalRecord.create({ id: patient.id, kind: 'pad_test_1h', content: { answers: { ...steps, pesoAntes: 10, pesoDepois: 30 } } });
    expect(draft.content?.score).toMatchObject({ total: 20, interpretation: 'Moderada (11–50 g)', unit: 'g' });
    const updated = await api.clinicalRecord.update({
      id: draft.id,
      content: { answers: { ...steps, pesoAntes: 10, pesoDepois: 70 }, score: { total: 1 } } as never,
    });
    expect(updated.content?.score).toMatchObject({ total: 60, interpretation: 'Grave (> 50 g)' });
    const signed = await api.clinicalRecord.sign({ id: draft.id });
    expect(signed).toMatchObject({ status: 'assinado', signedCrefito: '123456-F' });
    expect(signed.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await refusal(api.clinicalRecord.update({ id: draft.id, content: { answers: { pesoAntes: 1, pesoDepois: 2 } } }))).toBe(
      `CONFLICT: ${CLINICAL_RECORD_TEXT.signedImmutable}`,
    );
    expect(await refusal(api.clinicalRecord.delete({ id: draft.id }))).toBe(`CONFLICT: ${CLINICAL_RECORD_TEXT.signedImmutable}`);
    const direct = tdb.db.updateTable('recordEntries').set({ content: '{"answers":{}}' }).where('id', '=', draft.id);
    await expect(direct.execute()).rejects.toThrow(CLINICAL_RECORD_TEXT.signedImmutable);
    const list = await api.clinicalRecord.list({ id: patient.id, kind: 'pad_test_1h' });
    expect(list.map((e) => e.id)).toEqual([draft.id]);
  });

  it('refuses a disabled instrument until an admin records the licence, logged; disabling again is logged', async () => {
    const { patient, api } = await setup();
    const admin = callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin', crefito: '1-F' }));
    const iciq = { id: patient.id, kind: 'iciq_sf' as const, content: { answers: { q3: 2, q4: 2, q5: 3 } } };
    expect(await refusal(api.clinicalRecord.create(iciq))).toBe(`BAD_REQUEST: ${INSTRUMENTS_TEXT.instrumentDisabled('ICIQ-SF')}`);
    const before = await api.instruments.list();
    expect(before.filter((i) => !i.enabled).map((i) => i.id)).toEqual(['iciq_sf', 'iciq_oab', 'fsfi']);
    expect(before.find((i) => i.id === 'pfdi20')?.items[0]?.options?.[0]).toEqual({ value: 0, label: 'Não' });

    expect(await refusal(api.instruments.enable({ id: 'iciq_sf', licenceReference: 'X' }))).toMatch(/^FORBIDDEN/);
    await expectIssue(admin.instruments.enable({ id: 'iciq_sf', licenceReference: '  ' }), INSTRUMENTS_TEXT.licenceRequired);
    expect(await refusal(admin.instruments.enable({ id: 'pfdi20', licenceReference: 'ABC' }))).toBe(`BAD_REQUEST: ${INSTRUMENTS_TEXT.notLicensed}`);
    const enabled = await admin.instruments.enable({ id: 'iciq_sf', licenceReference: 'ICIQ-2026-0042' });
    expect(enabled).toMatchObject({ id: 'iciq_sf', enabled: true, licenceReference: 'ICIQ-2026-0042' });
    const entry = await api.clinicalRecord.create(iciq);
    expect(entry.content?.score).toMatchObject({ total: 7, interpretation: 'Moderada (6–12)' });

    await admin.instruments.disable({ id: 'iciq_sf' });
    expect(await refusal(api.clinicalRecord.create(iciq))).toMatch(/^BAD_REQUEST: O instrumento ICIQ-SF está desativado/);
    const logs = await tdb.db.selectFrom('systemLogs').select(['entity', 'description']).where('entity', '=', 'settings').orderBy('id').execute();
    expect(logs.map((l) => l.description)).toEqual([
      'Instrumento ICIQ-SF habilitado com a licença da clínica "ICIQ-2026-0042"',
      'Instrumento ICIQ-SF desativado (licença "ICIQ-2026-0042" removida)',
    ]);
  });
});

/** Inserts a signed entry directly (the demo's way) at a given time, with the server's score. */
async function signedAt(patientId: number, authorId: number, kind: string, answers: Record<string, unknown>, at: string) {
  const { scoreInstrumentContent } = await import('../../services/instruments/instruments.service');
  const { insertRecordEntry } = await import('@clinic/db');
  const content =
    kind === 'avaliacao' || kind === 'evolucao'
      ? { answers }
      : await scoreInstrumentContent(tdb.db, kind as 'pfdi20', { answers });
  return insertRecordEntry(
    tdb.db,
    {
      patientId,
      kind,
      templateId: kind === 'avaliacao' ? 'pelvic-assessment' : kind === 'evolucao' ? 'evolution' : kind,
      templateVersion: 1,
      authorId,
      status: 'assinado',
      content: JSON.stringify(content),
      signedCrefito: '123456-F',
      contentHash: 'a'.repeat(64),
    },
    { at: new Date(at) },
  );
}

describe('outcomes', () => {
  it('gives the patient series with first, latest and change, PERFECT over sessions, and no draft', async () => {
    const { physio, patient, api } = await setup();
    await signedAt(patient.id, physio.id, 'pfdi20', pfdi(3), '2026-09-01T12:00:00Z');
    await signedAt(patient.id, physio.id, 'pfdi20', pfdi(2), '2026-10-01T12:00:00Z');
    await signedAt(patient.id, physio.id, 'pfdi20', pfdi(1), '2026-11-01T12:00:00Z');
    await signedAt(patient.id, physio.id, 'avaliacao', { perfect: { power: 2, endurance: 4 }, perineometry: 18 }, '2026-09-01T12:00:00Z');
    await signedAt(patient.id, physio.id, 'evolucao', { perfect: { power: 4, endurance: 8 } }, '2026-11-01T12:00:00Z');
    await api.clinicalRecord.create({ id: patient.id, kind: 'pfdi20', content: { answers: pfdi(4) } });

    const accessRows = () => tdb.db.selectFrom('recordAccessLog').select('id').where('patientId', '=', patient.id).execute();
    const accessBefore = (await accessRows()).length;
    const outcomes = await api.instruments.patientOutcomes({ id: patient.id });
    // Reading her scores is reading her record: one access row.
    expect(await accessRows()).toHaveLength(accessBefore + 1);
    const total = outcomes.instruments.find((s) => s.id === 'pfdi20')!;
    expect(total.points.map((p) => p.value)).toEqual([225, 150, 75]);
    expect(total).toMatchObject({ first: 225, latest: 75, change: -150, betterWhen: 'lower', max: 300 });
    expect(outcomes.instruments.find((s) => s.id === 'pfdi20.udi6')).toMatchObject({ first: 75, latest: 25, change: -50 });
    expect(outcomes.perfect.find((s) => s.id === 'perfect.power')).toMatchObject({ first: 2, latest: 4, change: 2 });
    expect(outcomes.perfect.find((s) => s.id === 'perfect.endurance')).toMatchObject({ first: 4, latest: 8, change: 4 });
    expect(outcomes.perfect.find((s) => s.id === 'perineometry')).toMatchObject({ first: 18, latest: 18, change: null });
    expect(outcomes.diary).toEqual([]);
  });

  it('reports per dysfunction and per physiotherapist: patients, mean change, share improved beyond the threshold', async () => {
    const { physio, patient } = await setup();
    const other = await seedUser(tdb.db, { role: 'physiotherapist', firstName: 'Carla', lastName: 'Mendes', crefito: '777-F' });
    const second = await tdb.db
      .insertInto('patients')
      .values({ firstName: 'Bia', lastName: 'Reis', phone: '(11) 91111-2222', birthDate: '1991-01-01', dysfunctions: ['Bexiga caída', 'Incontinencia urinária'] })
      .returningAll()
      .executeTakeFirstOrThrow();
    const third = await tdb.db
      .insertInto('patients')
      .values({ firstName: 'Cris', lastName: 'Lima', phone: '(11) 92222-3333', birthDate: '1985-01-01' })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Ana: 225 → 75 (−150, improved beyond 24); Bia: 150 → 127.08 (not); Cris: only a baseline in the period.
    await signedAt(patient.id, physio.id, 'pfdi20', pfdi(3), '2026-08-01T12:00:00Z');
    await signedAt(patient.id, physio.id, 'pfdi20', pfdi(1), '2026-10-10T12:00:00Z');
    await signedAt(second.id, physio.id, 'pfdi20', pfdi(2), '2026-09-01T12:00:00Z');
    await signedAt(second.id, other.id, 'pfdi20', { ...pfdi(2), udi1: 0, udi2: 1, cradi1: 0, popdi1: 1 }, '2026-10-20T12:00:00Z');
    await signedAt(third.id, physio.id, 'pfdi20', pfdi(4), '2026-10-05T12:00:00Z');
    // Wexner for Ana: 12 → 4, no published threshold.
    await signedAt(patient.id, physio.id, 'wexner', { solidos: 2, liquidos: 3, gases: 3, absorvente: 2, estiloVida: 2 }, '2026-09-01T12:00:00Z');
    await signedAt(patient.id, physio.id, 'wexner', { solidos: 0, liquidos: 1, gases: 1, absorvente: 1, estiloVida: 1 }, '2026-10-15T12:00:00Z');
    // A follow-up after the period does not count.
    await signedAt(third.id, physio.id, 'pfdi20', pfdi(0), '2026-12-05T12:00:00Z');

    const manager = callerFor(tdb.db, await seedUser(tdb.db, { role: 'financeiro' }));
    const report = await manager.instruments.report({ startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(report.clinic).toEqual([
      expect.objectContaining({
        instrumentId: 'pfdi20',
        patients: 2,
        meanBaseline: 187.5,
        // Bia's follow-up: POPDI-6 45.83 + CRADI-8 43.75 + UDI-6 37.5 = 127.08 (−22.92: below 24).
        meanFollowUp: 101.04,
        meanChange: -86.46,
        improved: 1,
        improvedShare: 0.5,
        threshold: 24,
      }),
      expect.objectContaining({ instrumentId: 'wexner', patients: 1, meanChange: -8, improved: null, improvedShare: null, threshold: null }),
    ]);
    expect(report.clinic[0]!.thresholdSource).toMatch(/Karjalainen/);
    expect(report.byDysfunction.map((g) => [g.label, g.lines.map((l) => `${l.instrumentId}:${l.patients}`)])).toEqual([
      ['Bexiga caída', ['pfdi20:1']],
      ['Incontinencia urinária', ['pfdi20:2', 'wexner:1']],
    ]);
    expect(report.byPhysiotherapist.map((g) => [g.label, g.lines.map((l) => `${l.instrumentId}:${l.patients}`)])).toEqual([
      ['Carla Mendes', ['pfdi20:1']],
      ['Juliana Prado', ['pfdi20:1', 'wexner:1']],
    ]);
    // Bia asks for elimination while her record must be kept: blocked, she leaves the report.
    await tdb.db.updateTable('patients').set({ processingBlockedAt: new Date('2026-11-01T12:00:00Z') }).where('id', '=', second.id).execute();
    const blocked = await manager.instruments.report({ startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(blocked.clinic[0]).toMatchObject({ instrumentId: 'pfdi20', patients: 1, meanChange: -150 });
    expect(blocked.byPhysiotherapist.map((g) => g.label)).toEqual(['Juliana Prado']);
    await expectIssue(manager.instruments.report({ startDate: '2026-10-31', endDate: '2026-10-01' }), 'A data final deve ser igual ou posterior à inicial');
    const recepcionista = callerFor(tdb.db, await seedUser(tdb.db, { role: 'recepcionista' }));
    expect(await refusal(recepcionista.instruments.report({ startDate: '2026-10-01', endDate: '2026-10-31' }))).toMatch(/^FORBIDDEN/);
    expect(await refusal(recepcionista.instruments.patientOutcomes({ id: patient.id }))).toMatch(/^FORBIDDEN/);
  });
});
