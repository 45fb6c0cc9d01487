/**
 * The clinical record through the procedures (issue #22's "Done when", backend): template checks,
 * draft rules, signing, immutability of a signed entry by every path, addenda, the evolution that
 * completes its appointment, the Roles table on content and on the access log, one access row per
 * read, and the patient who cannot be deleted once she has a record.
 */
import { createHash } from 'node:crypto';

import { useTestDatabase } from '@clinic/db/test-hooks';
import {
  CLINICAL_RECORD_TEXT,
  EXAMPLE_ASSESSMENT,
  EXAMPLE_EVOLUTION,
  ROLES,
  type Role,
  canonicalJson,
} from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { callerFor, expectIssue, seedUser } from '../../testing';

const tdb = useTestDatabase();

const SIGNED = CLINICAL_RECORD_TEXT.signedImmutable;

async function setup() {
  const physio = await seedUser(tdb.db, { role: 'physiotherapist', firstName: 'Juliana', lastName: 'Prado', crefito: '123456-F' });
  const patient = await tdb.db
    .insertInto('patients')
    .values({ firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', birthDate: '1990-05-10' })
    .returningAll()
    .executeTakeFirstOrThrow();
  const room = await tdb.db.insertInto('rooms').values({ name: 'Sala 1' }).returningAll().executeTakeFirstOrThrow();
  const appointment = await tdb.db
    .insertInto('appointments')
    .values({ patientId: patient.id, physiotherapistId: physio.id, roomId: room.id, date: '2026-11-20', time: '09:00', type: 'atendimento' })
    .returningAll()
    .executeTakeFirstOrThrow();
  const api = callerFor(tdb.db, physio, { requestId: 'req-physio-1' });
  return { physio, patient, appointment, room, api };
}

/** A new draft on the patient: an assessment or an evolution, with the example's content unless given. */
function createDraft(
  api: ReturnType<typeof callerFor>,
  patientId: number,
  kind: 'avaliacao' | 'evolucao',
  options: { content?: { answers: Record<string, unknown> }; appointmentId?: number } = {},
) {
  const assessment = kind === 'avaliacao';
  return api.clinicalRecord.create({
    id: patientId,
    kind,
    templateId: assessment ? 'pelvic-assessment' : 'evolution',
    appointmentId: options.appointmentId,
    content: options.content ?? (assessment ? EXAMPLE_ASSESSMENT : EXAMPLE_EVOLUTION),
  });
}

const insertOtherPatient = () =>
  tdb.db
    .insertInto('patients')
    .values({ firstName: 'Bia', lastName: 'Reis', phone: '(11) 91111-2222', birthDate: '1991-01-01' })
    .returning('id')
    .executeTakeFirstOrThrow();
const accessRows = () => tdb.db.selectFrom('recordAccessLog').selectAll().orderBy('id').execute();
const logs = (entity = 'record_entry') => tdb.db.selectFrom('systemLogs').selectAll().where('entity', '=', entity).orderBy('id').execute();
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => 'accepted',
    (e: { code?: string; message?: string; constraint?: string }) => e.constraint ?? `${e.code}: ${e.message}`,
  );

describe('clinical record: drafts', () => {
  it('creates an assessment draft with the template version, cleaned content, and a log row', async () => {
    const { physio, patient, api } = await setup();
    const entry = await api.clinicalRecord.create({
      id: patient.id,
      kind: 'avaliacao',
      templateId: 'pelvic-assessment',
      content: { answers: { ...EXAMPLE_ASSESSMENT.answers, hma: '  ' } },
    });
    const { hma: _dropped, ...expected } = EXAMPLE_ASSESSMENT.answers;
    expect(entry).toMatchObject({
      patientId: patient.id,
      kind: 'avaliacao',
      templateId: 'pelvic-assessment',
      templateVersion: 1,
      status: 'rascunho',
      authorId: physio.id,
      authorName: 'Juliana Prado',
      appointmentId: null,
      appointmentDate: null,
      appointmentTime: null,
      signedAt: null,
      contentHash: null,
      content: { answers: expected },
    });
    expect((await logs()).map((l) => [l.action, l.entityId])).toEqual([['create', entry.id]]);
  });

  it('refuses bad content with 400 naming the field', async () => {
    const { patient, api } = await setup();
    const create = (answers: Record<string, unknown>, kind: 'avaliacao' | 'evolucao' = 'avaliacao', templateId = 'pelvic-assessment') =>
      api.clinicalRecord.create({ id: patient.id, kind, templateId: templateId as 'evolution', content: { answers } });
    await expectIssue(create({ perfect: { power: 6 } }), 'P — Força (Oxford modificada): deve estar entre 0 e 5');
    await expectIssue(create({ perfect: { endurance: -2 } }), 'E — Sustentação: deve estar entre 0 e 120 s');
    await expectIssue(create({ favoriteColor: 'azul' }), 'Pergunta desconhecida: favoriteColor');
    await expectIssue(create({ padsPerDay: 'três' }), 'Absorventes por dia: informe um número');
    await expectIssue(create({}, 'evolucao'), CLINICAL_RECORD_TEXT.templateKindMismatch);
    await expectIssue(
      api.clinicalRecord.create({ id: patient.id, kind: 'avaliacao', templateId: 'outro' as 'evolution', content: { answers: {} } }),
      CLINICAL_RECORD_TEXT.templateUnknown,
    );
    const draft = await create({});
    await expectIssue(api.clinicalRecord.update({ id: draft.id, content: { answers: { sessionsPerWeek: 9 } } }), 'Sessões por semana: deve estar entre 1 e 7 por semana');
    expect(await tdb.db.selectFrom('recordEntries').select('id').execute()).toHaveLength(1);
  });

  it('lets only the author change or delete her draft', async () => {
    const { patient, api } = await setup();
    const other = callerFor(tdb.db, await seedUser(tdb.db, { role: 'physiotherapist', crefito: '999-F' }));
    const admin = callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin', crefito: '1-F' }));
    const draft = await createDraft(api, patient.id, 'evolucao', { content: { answers: {} } });
    for (const caller of [other, admin]) {
      expect(await refusal(caller.clinicalRecord.update({ id: draft.id, content: { answers: { subjective: 'x' } } }))).toBe(
        `FORBIDDEN: ${CLINICAL_RECORD_TEXT.notAuthor}`,
      );
      expect(await refusal(caller.clinicalRecord.delete({ id: draft.id }))).toBe(`FORBIDDEN: ${CLINICAL_RECORD_TEXT.notAuthor}`);
      expect(await refusal(caller.clinicalRecord.sign({ id: draft.id }))).toBe(`FORBIDDEN: ${CLINICAL_RECORD_TEXT.notAuthor}`);
    }
    const updated = await api.clinicalRecord.update({ id: draft.id, content: { answers: { subjective: 'Melhor' } } });
    expect(updated.content).toEqual({ answers: { subjective: 'Melhor' } });
    expect(await api.clinicalRecord.delete({ id: draft.id })).toEqual({ success: true });
    expect(await refusal(api.clinicalRecord.get({ id: draft.id }))).toBe(`NOT_FOUND: ${CLINICAL_RECORD_TEXT.entryNotFound}`);
    expect((await logs()).map((l) => l.action)).toEqual(['create', 'update', 'delete']);
  });

  it('rejects an appointment of another patient', async () => {
    const { api, appointment } = await setup();
    const bia = await insertOtherPatient();
    expect(
      await refusal(
        api.clinicalRecord.create({ id: bia.id, kind: 'evolucao', templateId: 'evolution', appointmentId: appointment.id, content: { answers: {} } }),
      ),
    ).toBe(`BAD_REQUEST: ${CLINICAL_RECORD_TEXT.appointmentInvalid}`);
  });
});

describe('clinical record: signing', () => {
  it('stamps author, CREFITO copied, server time and the SHA-256 of the canonical content', async () => {
    const { patient, api, physio } = await setup();
    const draft = await createDraft(api, patient.id, 'avaliacao');
    const before = Date.now();
    const signed = await api.clinicalRecord.sign({ id: draft.id });
    expect(signed).toMatchObject({ status: 'assinado', authorId: physio.id, signedCrefito: '123456-F' });
    expect(Date.parse(signed.signedAt!)).toBeGreaterThanOrEqual(before - 5_000);
    expect(signed.contentHash).toBe(createHash('sha256').update(canonicalJson(EXAMPLE_ASSESSMENT)).digest('hex'));
    // The CREFITO was copied: a later profile change leaves the signature as it was.
    await tdb.db.updateTable('users').set({ crefito: '000-F' }).where('id', '=', physio.id).execute();
    expect((await api.clinicalRecord.get({ id: draft.id })).signedCrefito).toBe('123456-F');
    expect((await logs()).map((l) => l.action)).toEqual(['create', 'sign']);
  });

  it('needs a CREFITO on the profile', async () => {
    const { patient } = await setup();
    const manager = callerFor(tdb.db, await seedUser(tdb.db, { role: 'manager' }));
    const draft = await createDraft(manager, patient.id, 'avaliacao', { content: { answers: {} } });
    expect(await refusal(manager.clinicalRecord.sign({ id: draft.id }))).toBe(`FORBIDDEN: ${CLINICAL_RECORD_TEXT.crefitoRequired}`);
  });

  it('a signed entry refuses every change and deletion: procedures (anyone), and queries straight to the database', async () => {
    const { patient, api } = await setup();
    const admin = callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin', crefito: '1-F' }));
    const entry = await createDraft(api, patient.id, 'avaliacao');
    await api.clinicalRecord.sign({ id: entry.id });
    for (const caller of [api, admin]) {
      expect(await refusal(caller.clinicalRecord.update({ id: entry.id, content: { answers: {} } }))).toBe(`CONFLICT: ${SIGNED}`);
      expect(await refusal(caller.clinicalRecord.delete({ id: entry.id }))).toBe(`CONFLICT: ${SIGNED}`);
      expect(await refusal(caller.clinicalRecord.sign({ id: entry.id }))).toBe(`CONFLICT: ${SIGNED}`);
    }
    // Straight to the database, past every service: the trigger refuses it.
    const direct = tdb.db.updateTable('recordEntries').set({ content: '{"answers":{}}' }).where('id', '=', entry.id);
    expect(await refusal(direct.execute())).toBe('record_entries_signed');
    expect(await refusal(tdb.db.deleteFrom('recordEntries').where('id', '=', entry.id).execute())).toBe('record_entries_signed');
    const stored = await tdb.db.selectFrom('recordEntries').select('content').where('id', '=', entry.id).executeTakeFirstOrThrow();
    expect(stored.content).toEqual(EXAMPLE_ASSESSMENT);
  });

  it('signing an evolution linked to an appointment marks it completed, in the same transaction', async () => {
    const { patient, api, appointment } = await setup();
    const evolution = await createDraft(api, patient.id, 'evolucao', { appointmentId: appointment.id });
    // The entry answers its appointment's date and time (the card shows them instead of when it was written).
    expect(evolution).toMatchObject({ appointmentId: appointment.id, appointmentDate: '2026-11-20', appointmentTime: '09:00' });
    const status = async () =>
      (await tdb.db.selectFrom('appointments').select('status').where('id', '=', appointment.id).executeTakeFirstOrThrow()).status;
    expect(await status()).toBe('scheduled');
    await api.clinicalRecord.sign({ id: evolution.id });
    expect(await status()).toBe('completed');
    expect((await logs('appointment')).map((l) => [l.action, l.entityId])).toEqual([['update', appointment.id]]);
    // The derived date follows (spec: "Consulta realizada" is the patient's last completed appointment).
    const derived = await api.patients.get({ id: patient.id });
    expect(JSON.stringify(derived)).toContain('2026-11-20');
  });

  it('signing the assessment of a first visit completes that appointment too, and it is no longer pending', async () => {
    const { patient, api, appointment, physio } = await setup();
    const clock = callerFor(tdb.db, physio, { now: () => new Date(2026, 10, 26, 10, 0) });
    expect((await clock.clinicalRecord.pending()).appointments.map((a) => a.id)).toEqual([appointment.id]);
    const assessment = await createDraft(api, patient.id, 'avaliacao', { appointmentId: appointment.id });
    await api.clinicalRecord.sign({ id: assessment.id });
    const { status } = await tdb.db.selectFrom('appointments').select('status').where('id', '=', appointment.id).executeTakeFirstOrThrow();
    expect(status).toBe('completed');
    expect((await clock.clinicalRecord.pending()).appointments).toEqual([]);
  });
});

describe('clinical record: addenda', () => {
  it('adds an addendum to a signed entry: its own author, reason and signature; the original unchanged', async () => {
    const { patient, api } = await setup();
    const entry = await createDraft(api, patient.id, 'avaliacao');
    expect(await refusal(api.clinicalRecord.addAddendum({ id: entry.id, reason: 'Correção', content: 'Texto' }))).toBe(
      `CONFLICT: ${CLINICAL_RECORD_TEXT.addendumParentNotSigned}`,
    );
    const signed = await api.clinicalRecord.sign({ id: entry.id });
    await expectIssue(api.clinicalRecord.addAddendum({ id: entry.id, reason: '  ', content: 'Texto' }), CLINICAL_RECORD_TEXT.reasonRequired);
    await expectIssue(api.clinicalRecord.addAddendum({ id: entry.id, reason: 'Correção', content: '' }), CLINICAL_RECORD_TEXT.addendumTextRequired);

    const manager = await seedUser(tdb.db, { role: 'manager', firstName: 'Marta', lastName: 'Lopes', crefito: '777-F' });
    const addendum = await callerFor(tdb.db, manager).clinicalRecord.addAddendum({
      id: entry.id,
      reason: 'Perineometria registrada na unidade errada',
      content: 'Perineometria correta: 22,4 cmH₂O.',
    });
    expect(addendum).toMatchObject({
      kind: 'adendo',
      parentId: entry.id,
      status: 'assinado',
      authorId: manager.id,
      authorName: 'Marta Lopes',
      signedCrefito: '777-F',
      reason: 'Perineometria registrada na unidade errada',
      templateId: 'addendum',
      content: { answers: { text: 'Perineometria correta: 22,4 cmH₂O.' } },
    });
    expect(addendum.signedAt).not.toBeNull();
    expect(addendum.contentHash).toBe(createHash('sha256').update(canonicalJson(addendum.content)).digest('hex'));
    expect(await refusal(api.clinicalRecord.update({ id: addendum.id, content: { answers: {} } }))).toBe(`CONFLICT: ${SIGNED}`);
    expect(await refusal(api.clinicalRecord.addAddendum({ id: addendum.id, reason: 'x', content: 'y' }))).toBe(
      `CONFLICT: ${CLINICAL_RECORD_TEXT.addendumOfAddendum}`,
    );

    const timeline = await api.clinicalRecord.list({ id: patient.id });
    expect(timeline.map((e) => [e.id, e.kind, e.parentId])).toEqual([
      [addendum.id, 'adendo', entry.id],
      [entry.id, 'avaliacao', null],
    ]);
    expect(timeline[1]).toEqual({ ...signed, content: EXAMPLE_ASSESSMENT });
    expect((await logs()).map((l) => l.action)).toEqual(['create', 'sign', 'addendum']);
  });
});

describe('clinical record: who may read, and who read', () => {
  it('gives content only to admin, manager and physiotherapist; the others see that entries exist and their dates', async () => {
    const { patient, api } = await setup();
    const entry = await createDraft(api, patient.id, 'avaliacao');
    await api.clinicalRecord.sign({ id: entry.id });
    for (const role of ROLES) {
      const caller = callerFor(tdb.db, await seedUser(tdb.db, { role }));
      const reads = (['admin', 'manager', 'physiotherapist'] as Role[]).includes(role);
      const list = await caller.clinicalRecord.list({ id: patient.id });
      expect(list, role).toHaveLength(1);
      expect(list[0]!.content, role).toEqual(reads ? EXAMPLE_ASSESSMENT : null);
      expect(list[0]!.createdAt, role).toBe(entry.createdAt);
      const forbidden = 'FORBIDDEN: Você não tem permissão para realizar esta ação.';
      expect(await refusal(caller.clinicalRecord.get({ id: entry.id })), role).toBe(reads ? 'accepted' : forbidden);
      expect(await refusal(caller.clinicalRecord.print({ id: patient.id })), role).toBe(reads ? 'accepted' : forbidden);
      expect(await refusal(caller.clinicalRecord.accessLog({ id: patient.id })), role).toBe(role === 'admin' ? 'accepted' : forbidden);
      expect(await refusal(caller.clinicalRecord.templates()), role).toBe('accepted');
    }
  });

  it('writes exactly one access row per read of content (view, print, access log), with who, role, IP and request id', async () => {
    const { patient, api, physio } = await setup();
    const entry = await createDraft(api, patient.id, 'avaliacao');
    expect(await accessRows()).toEqual([]);
    await api.clinicalRecord.list({ id: patient.id });
    await api.clinicalRecord.get({ id: entry.id });
    await api.clinicalRecord.print({ id: patient.id });
    await api.clinicalRecord.print({ id: patient.id, entryId: entry.id });
    const recepcionista = await seedUser(tdb.db, { role: 'recepcionista' });
    await callerFor(tdb.db, recepcionista).clinicalRecord.list({ id: patient.id });
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const log = await callerFor(tdb.db, admin, { requestId: 'req-admin-1' }).clinicalRecord.accessLog({ id: patient.id });
    const rows = await accessRows();
    expect(rows.map((r) => [r.userId, r.role, r.patientId, r.entryId, r.action, r.ipAddress, r.requestId])).toEqual([
      [physio.id, 'physiotherapist', patient.id, null, 'view', '203.0.113.7', 'req-physio-1'],
      [physio.id, 'physiotherapist', patient.id, entry.id, 'view', '203.0.113.7', 'req-physio-1'],
      [physio.id, 'physiotherapist', patient.id, null, 'print', '203.0.113.7', 'req-physio-1'],
      [physio.id, 'physiotherapist', patient.id, entry.id, 'print', '203.0.113.7', 'req-physio-1'],
      [admin.id, 'admin', patient.id, null, 'access_log', '203.0.113.7', 'req-admin-1'],
    ]);
    // The admin's list shows the physiotherapist's reads (newest first), by name.
    expect(log.map((r) => [r.action, r.userName])).toEqual([
      ['print', 'Juliana Prado'],
      ['print', 'Juliana Prado'],
      ['view', 'Juliana Prado'],
      ['view', 'Juliana Prado'],
    ]);
  });

  it('reads the timeline and appends its access row in one statement: an empty record still logs the read, an unknown patient is 404 and logs nothing', async () => {
    const { patient, api } = await setup();
    expect(await api.clinicalRecord.list({ id: patient.id })).toEqual([]);
    expect((await accessRows()).map((r) => [r.patientId, r.action])).toEqual([[patient.id, 'view']]);
    expect(await refusal(api.clinicalRecord.list({ id: patient.id + 1000 }))).toBe('NOT_FOUND: Paciente não encontrado');
    await api.clinicalRecord.create({ id: patient.id, kind: 'evolucao', templateId: 'evolution', content: EXAMPLE_EVOLUTION });
    expect(await api.clinicalRecord.list({ id: patient.id, kind: 'avaliacao' })).toEqual([]);
    expect(await api.clinicalRecord.list({ id: patient.id })).toHaveLength(1);
    expect(await accessRows()).toHaveLength(3);
  });

  it('prints the record: clinic, patient identification and every entry with author, CREFITO, signing time and hash', async () => {
    const { patient, api } = await setup();
    const entry = await createDraft(api, patient.id, 'avaliacao');
    const signed = await api.clinicalRecord.sign({ id: entry.id });
    const print = await api.clinicalRecord.print({ id: patient.id });
    expect(print).toMatchObject({
      clinicName: CLINICAL_RECORD_TEXT.clinicName,
      patient: { id: patient.id, name: 'Ana Souza', birthDate: '1990-05-10', phone: '(11) 98765-4321' },
      entries: [{ id: entry.id, authorName: 'Juliana Prado', signedCrefito: '123456-F', signedAt: signed.signedAt, contentHash: signed.contentHash }],
    });
    expect(await refusal(api.clinicalRecord.print({ id: patient.id, entryId: 999 }))).toBe(`NOT_FOUND: ${CLINICAL_RECORD_TEXT.entryNotFound}`);
  });
});

describe('clinical record: pending evolutions', () => {
  it("lists the physiotherapist's past appointments without a signed evolution and her drafts older than 24 h", async () => {
    const { patient, api, appointment, physio, room } = await setup();
    const now = new Date(2026, 10, 26, 10, 0);
    const later = await tdb.db
      .insertInto('appointments')
      .values({ patientId: patient.id, physiotherapistId: physio.id, roomId: room.id, date: '2026-11-26', time: '15:00', type: 'atendimento' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const draft = await createDraft(api, patient.id, 'avaliacao', { content: { answers: {} } });
    const clock = callerFor(tdb.db, physio, { now: () => now });
    let pending = await clock.clinicalRecord.pending();
    expect(pending.appointments.map((a) => a.id)).toEqual([appointment.id]);
    expect(later.id).not.toBe(appointment.id);
    expect(pending.drafts).toEqual([]);
    const dayAfter = callerFor(tdb.db, physio, { now: () => new Date(Date.now() + 25 * 3_600_000) });
    expect((await dayAfter.clinicalRecord.pending()).drafts.map((d) => [d.id, d.patientName])).toEqual([[draft.id, 'Ana Souza']]);

    const evolution = await createDraft(api, patient.id, 'evolucao', { appointmentId: appointment.id });
    await api.clinicalRecord.sign({ id: evolution.id });
    pending = await clock.clinicalRecord.pending();
    expect(pending.appointments).toEqual([]);
  });
});

describe('patients with a record', () => {
  it('cannot be deleted, with or without forceCascade; a patient with only drafts still can', async () => {
    const { patient, api } = await setup();
    const admin = callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin' }));
    const entry = await createDraft(api, patient.id, 'avaliacao');
    await api.clinicalRecord.sign({ id: entry.id });
    for (const forceCascade of [false, true]) {
      expect(await refusal(admin.patients.delete({ id: patient.id, forceCascade }))).toBe(`CONFLICT: ${CLINICAL_RECORD_TEXT.patientHasRecord}`);
    }
    expect(await tdb.db.selectFrom('patients').select('id').where('id', '=', patient.id).executeTakeFirst()).toBeDefined();

    const bia = await insertOtherPatient();
    await createDraft(api, bia.id, 'avaliacao', { content: { answers: {} } });
    expect(await admin.patients.delete({ id: bia.id, forceCascade: true })).toMatchObject({ success: true });
  });
});

describe('record templates', () => {
  it('lists every template with its sections and typed questions', async () => {
    const { api } = await setup();
    const templates = await api.clinicalRecord.templates();
    expect(templates.map((t) => `${t.id}@${t.version}`)).toEqual(['pelvic-assessment@1', 'evolution@1', 'addendum@1']);
    const exam = templates[0]!.sections.find((s) => s.id === 'exame')!;
    expect(exam.questions.map((q) => [q.id, q.type])).toEqual([
      ['perfect', 'perfect'],
      ['perineometry', 'number'],
      ['examNotes', 'longText'],
    ]);
  });
});
