/**
 * LGPD, the holder's data (issue #27 items 2, 4, 6) on the real database: the export holds every
 * table that reaches the patient (walked from the live schema), downloads once, expires; anonymisation
 * leaves none of the old values in any text column of any table; a patient with a record is refused
 * and blocked; leads are anonymised by hand and after the clinic's period.
 */
import { type Database, type Kysely, findJobById } from '@clinic/db';
import { findValuesAnywhere, schemaColumns, schemaForeignKeys, tablesReaching } from '@clinic/db/testing';
import { useTestDatabase } from '@clinic/db/test-hooks';
import { DIARY_TEXT, EXAMPLE_ASSESSMENT, PERSONAL_DATA_TEXT, PRIVACY_TEXT } from '@clinic/domain';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import { createAppJobRegistry } from '../../jobs';
import { seedDemoClinic } from '../../services/demo/demo-clinic.service';
import { PERSONAL_DATA_EXPORT_JOB, sweepPersonalData } from '../../services/personal-data/personal-data.service';
import { callerFor, seedUser } from '../../testing';

const tdb = useTestDatabase();
const NOW = new Date('2026-11-26T13:00:00.000Z');

const OLD = {
  firstName: 'Zuleica',
  lastName: 'Bordalo Quintanilha',
  whatsapp: '(11) 97531-8642',
  phoneDigits: '11975318642',
  email: 'zuleica.bordalo@exemplo.com.br',
  cpf: '52998224725',
  address: 'Rua das Acácias Floridas, 77',
};
const FULL_NAME = `${OLD.firstName} ${OLD.lastName}`;

async function clinic(now = NOW) {
  const admin = await seedUser(tdb.db, { role: 'admin', crefito: '99999-F' });
  const api = callerFor(tdb.db, admin, { now: () => now });
  const physio = await seedUser(tdb.db, { role: 'physiotherapist', crefito: '123456-F' });
  const room = await tdb.db.insertInto('rooms').values({ name: 'Sala 1' }).returning('id').executeTakeFirstOrThrow();
  return { admin, api, physio, room };
}

/** Zuleica, a lead converted into a patient, with appointments, a package, a payment, the waitlist, messages. */
async function seedZuleica() {
  const base = await clinic();
  const { api, physio, room } = base;
  const lead = await api.leads.create({ name: FULL_NAME, whatsapp: OLD.whatsapp, origin: 'Instagram', date: '2026-11-01' });
  await tdb.db.insertInto('leadInteractions').values({ leadId: lead.id, kind: 'nota', note: `Ligar para ${FULL_NAME} no ${OLD.whatsapp}` }).execute();
  const { patientId } = await api.leads.convert({ id: lead.id });
  const patient = await api.patients.get({ id: patientId });
  await api.patients.update({ id: patientId, version: patient.version, email: OLD.email, cpf: OLD.cpf, address: OLD.address });
  const appointment = await api.appointments.create({
    patientId,
    physiotherapistId: physio.id,
    roomId: room.id,
    date: '2026-12-01',
    time: '10:00',
    notes: `Paciente ${FULL_NAME} pediu retorno pelo ${OLD.whatsapp}`,
  });
  const other = await api.patients.create({ firstName: 'Outra', lastName: 'Pessoa', phone: '(21) 91111-2222', birthDate: '1980-01-01' });
  await api.appointments.create({
    patientId: other.id,
    physiotherapistId: physio.id,
    roomId: room.id,
    date: '2026-12-02',
    time: '10:00',
    notes: `Indicada por ${FULL_NAME} (${OLD.email})`,
  });
  const service = await tdb.db.insertInto('services').values({ name: 'Pacote 10', price: '900.00', quantity: 10 }).returning('id').executeTakeFirstOrThrow();
  const pkg = await tdb.db
    .insertInto('patientPackages')
    .values({ patientId, serviceId: service.id, name: 'Pacote 10', sessionsTotal: 10, listPriceCents: 90000, priceCents: 90000, startDate: '2026-11-26', expiryDate: '2027-05-26', countsFaltou: true, countsCanceladoTarde: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const payment = await tdb.db
    .insertInto('payments')
    .values({ receiptNumber: 1, patientId, packageId: pkg.id, amountCents: 90000, method: 'pix', installments: 1, paidAt: '2026-11-26', receivedById: base.admin.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tdb.db.insertInto('paymentReversals').values({ paymentId: payment.id, amountCents: 100, reason: `Estorno pedido por ${FULL_NAME}`, reversedById: base.admin.id }).execute();
  await tdb.db.insertInto('packageLedger').values({ packageId: pkg.id, appointmentId: appointment.id, outcome: 'realizado' }).execute();
  await tdb.db.insertInto('treatments').values({ patientId, physiotherapistId: physio.id, date: '2026-11-20', notes: `Tratamento de ${FULL_NAME}` }).execute();
  await tdb.db
    .insertInto('whatsappInbound')
    .values({ wamid: 'wamid.1', fromPhone: OLD.phoneDigits, kind: 'text', body: `Oi, aqui é ${FULL_NAME}, cpf 529.982.247-25`, patientId, appointmentId: appointment.id })
    .execute();
  await tdb.db
    .insertInto('appointmentReminders')
    .values({ appointmentId: appointment.id, offsetKey: 'd1', dueAt: NOW, recipient: OLD.phoneDigits, nonce: 'n1' })
    .execute();
  await tdb.db.insertInto('appointmentConfirmations').values({ appointmentId: appointment.id, state: 'enviado' }).execute();
  const entry = await tdb.db
    .insertInto('waitlistEntries')
    .values({ patientId, availability: ['manha'], dateFrom: '2026-12-01', dateTo: '2026-12-31', notes: `Prefere manhã, ${OLD.whatsapp}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tdb.db
    .insertInto('waitlistOffers')
    .values({ entryId: entry.id, date: '2026-12-03', time: '09:00', roomId: room.id, physiotherapistId: physio.id, nonce: 'o1', expiresAt: NOW })
    .execute();
  // Her consents: the reminders' as a patient, marketing as the lead she was (both hers).
  await tdb.db
    .insertInto('consents')
    .values([
      { patientId, purpose: 'lembretes_whatsapp', textVersion: 1, givenAt: NOW, method: 'formulario', recordedBy: base.admin.id },
      { leadId: lead.id, purpose: 'marketing', textVersion: 1, givenAt: NOW, method: 'whatsapp', recordedBy: base.admin.id },
    ])
    .execute();
  await tdb.db
    .insertInto('privacyRequests')
    .values({ type: 'acesso', patientId, details: `${FULL_NAME} pediu cópia pelo ${OLD.whatsapp}`, receivedOn: '2026-11-25', dueOn: '2026-12-10' })
    .execute();
  await tdb.db
    .insertInto('leadIntake')
    .values({ leadgenId: '778899001122334', source: 'webhook', status: 'importado', leadId: lead.id })
    .execute();
  const diary = await tdb.db
    .insertInto('diaries')
    .values({ patientId, startDate: '2026-11-27', days: 3, createdBy: physio.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tdb.db.insertInto('diaryEvents').values({ diaryId: diary.id, date: '2026-11-27', time: '08:00', voidedMl: 250, urgency: 1, leak: 0, padChanged: false, source: 'paciente' }).execute();
  await tdb.db
    .insertInto('patientLinks')
    .values({ tokenHash: 'f'.repeat(64), purpose: 'diary', patientId, diaryId: diary.id, expiresAt: NOW, createdBy: physio.id })
    .execute();
  return { ...base, patientId, leadId: lead.id, otherId: other.id, appointmentId: appointment.id };
}

/** Runs the export's durable job as the worker would. */
async function runExportJob(db: Kysely<Database>, exportId: number) {
  const row = await db.selectFrom('personalDataExports').select('jobId').where('id', '=', exportId).executeTakeFirstOrThrow();
  const job = (await findJobById(db, row.jobId!))!;
  expect(job.kind).toBe(PERSONAL_DATA_EXPORT_JOB);
  const handler = createAppJobRegistry().get(job.kind)!;
  return handler.run({ db, job, payload: job.payload, signal: new AbortController().signal, setProgress: async () => {} });
}

const refusal = (promise: Promise<unknown>) => promise.then(() => 'no error', (error: { code: string; message: string }) => `${error.code}: ${error.message}`);

const findOldValues = findValuesAnywhere;

describe('export of the patient data', () => {
  it('builds a ZIP with every table that reaches her (walked from the schema), logs the access, downloads once', async () => {
    const { api, admin, patientId } = await seedZuleica();
    const started = await api.personalData.requestExport({ id: patientId });
    expect(started).toMatchObject({ patientId, status: 'pending', downloadedAt: null, contentBase64: null });
    expect(new Date(started.expiresAt).getTime() - NOW.getTime()).toBe(24 * 3_600_000);
    expect(await refusal(api.personalData.getExport({ id: started.id, download: 'true' }))).toBe(`CONFLICT: ${PERSONAL_DATA_TEXT.exportNotReady}`);

    await runExportJob(tdb.db, started.id);
    const status = await api.personalData.getExport({ id: started.id });
    expect(status).toMatchObject({ status: 'ready', contentBase64: null });
    expect(status.sizeBytes).toBeGreaterThan(100);

    // Another admin sees the status but cannot take the file.
    const other = callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin' }), { now: () => NOW });
    expect(await refusal(other.personalData.getExport({ id: started.id, download: 'true' }))).toBe(`FORBIDDEN: ${PERSONAL_DATA_TEXT.exportNotRequester}`);

    const downloaded = await api.personalData.getExport({ id: started.id, download: 'true' });
    expect(downloaded.downloadedAt).toBe(NOW.toISOString());
    const files = unzipSync(Buffer.from(downloaded.contentBase64!, 'base64'));
    expect(Object.keys(files).sort()).toEqual(['dados.html', 'dados.json']);
    const json = JSON.parse(strFromU8(files['dados.json']!)) as { titular: { nome: string }; tabelas: Record<string, { linhas: unknown[] }> };
    expect(json.titular.nome).toBe(FULL_NAME);

    // The schema walk: every table reaching patients by a foreign-key chain (or a patient_id column) is in the export.
    const reaching = tablesReaching('patients', await schemaForeignKeys(tdb.db), await schemaColumns(tdb.db), 'patient_id');
    expect([...reaching.keys()].filter((table) => !(table in json.tabelas)), 'tables reaching the patient missing from the export').toEqual([]);
    for (const table of ['patients', 'appointments', 'leads', 'lead_interactions', 'payments', 'payment_reversals', 'patient_packages', 'package_ledger',
      'treatments', 'whatsapp_inbound', 'appointment_reminders', 'appointment_confirmations', 'waitlist_entries', 'waitlist_offers', 'record_access_log',
      'system_logs', 'personal_data_exports', 'consents', 'privacy_requests', 'lead_intake', 'diaries', 'diary_events', 'patient_links']) {
      expect(json.tabelas[table]?.linhas.length, table).toBeGreaterThan(0);
    }
    // Her consents as a patient and as the lead she was; the links' token hashes stay out.
    expect(json.tabelas.consents!.linhas.map((row) => (row as { purpose: string }).purpose).sort()).toEqual(['lembretes_whatsapp', 'marketing']);
    expect(json.tabelas.patient_links!.linhas[0]).not.toHaveProperty('token_hash');
    expect(JSON.stringify(json)).not.toContain('f'.repeat(64));
    // Only her rows: the other patient's appointment is not there.
    expect(json.tabelas.appointments!.linhas).toHaveLength(1);
    // The export itself is a record access, and is logged.
    expect(json.tabelas.record_access_log!.linhas).toEqual([expect.objectContaining({ action: 'export', userId: admin.id })]);
    const html = strFromU8(files['dados.html']!);
    expect(html).toContain(`<h1>Dados pessoais de ${FULL_NAME}</h1>`);
    expect(html).toContain('Agendamentos e presença');
    expect(JSON.stringify(json)).not.toContain('password');

    // Once: the second download is refused, and the file is gone from the database.
    expect(await refusal(api.personalData.getExport({ id: started.id, download: 'true' }))).toBe(`CONFLICT: ${PERSONAL_DATA_TEXT.exportDownloaded}`);
    const stored = await tdb.db.selectFrom('personalDataExports').select('file').where('id', '=', started.id).executeTakeFirstOrThrow();
    expect(stored.file).toBeNull();
    const logs = await tdb.db.selectFrom('systemLogs').select('description').where('entity', '=', 'patient').where('entityId', '=', patientId).execute();
    expect(logs.map((l) => l.description)).toEqual(expect.arrayContaining([PERSONAL_DATA_TEXT.exportLog(FULL_NAME)]));
  });

  it('expires after 24 hours, and the sweep drops the file', async () => {
    const { api, admin, patientId } = await seedZuleica();
    const started = await api.personalData.requestExport({ id: patientId });
    await runExportJob(tdb.db, started.id);
    const later = callerFor(tdb.db, admin, { now: () => new Date(NOW.getTime() + 24 * 3_600_000 + 1) });
    expect(await refusal(later.personalData.getExport({ id: started.id, download: 'true' }))).toBe(`CONFLICT: ${PERSONAL_DATA_TEXT.exportExpired}`);
    await sweepPersonalData(tdb.db, new Date(NOW.getTime() + 25 * 3_600_000));
    const stored = await tdb.db.selectFrom('personalDataExports').select('file').where('id', '=', started.id).executeTakeFirstOrThrow();
    expect(stored.file).toBeNull();
  });

  // The demo clinic is a few hundred rows: seeding it takes a while on a busy machine.
  it('exports a demo patient (DEMO_DATA=1) with her appointments and record', { timeout: 180_000 }, async () => {
    expect(await seedDemoClinic(tdb.db)).toBe(true);
    const { api } = await clinic();
    const busiest = await tdb.db
      .selectFrom('appointments')
      .select((eb) => ['patientId', eb.fn.countAll<number>().as('count')])
      .where('patientId', 'is not', null)
      .groupBy('patientId')
      .orderBy('count', 'desc')
      .executeTakeFirstOrThrow();
    const started = await api.personalData.requestExport({ id: busiest.patientId! });
    await runExportJob(tdb.db, started.id);
    const file = await api.personalData.getExport({ id: started.id, download: 'true' });
    const json = JSON.parse(strFromU8(unzipSync(Buffer.from(file.contentBase64!, 'base64'))['dados.json']!)) as {
      tabelas: Record<string, { linhas: unknown[] }>;
    };
    expect(json.tabelas.appointments!.linhas.length).toBe(Number(busiest.count));
  });

  it('answers 404 for an unknown patient or export', async () => {
    const { api } = await clinic();
    expect(await refusal(api.personalData.requestExport({ id: 999 }))).toBe('NOT_FOUND: Paciente não encontrado');
    expect(await refusal(api.personalData.getExport({ id: 999 }))).toBe('NOT_FOUND: Exportação não encontrada');
  });
});

describe('anonymisation', () => {
  it('leaves none of her old values in any text column of any table, keeps the counts, logs it', async () => {
    const { api, patientId, otherId, leadId } = await seedZuleica();
    // An export made before: its file goes too.
    const started = await api.personalData.requestExport({ id: patientId });
    await runExportJob(tdb.db, started.id);
    const before = await findOldValues(tdb.db, [FULL_NAME, OLD.lastName, OLD.email, 'Acácias Floridas'], [OLD.phoneDigits, OLD.cpf]);
    expect(before.length).toBeGreaterThan(8);

    expect(await api.personalData.anonymizePatient({ id: patientId })).toEqual({ id: patientId, anonymizedAt: NOW.toISOString() });
    expect(await findOldValues(tdb.db, [FULL_NAME, OLD.lastName, OLD.email, 'Acácias Floridas'], [OLD.phoneDigits, OLD.cpf])).toEqual([]);
    expect(await findOldValues(tdb.db, [OLD.firstName], [])).toEqual([]);

    const after = await api.patients.get({ id: patientId });
    expect(after).toMatchObject({ firstName: 'Paciente', lastName: 'anonimizada', email: null, cpf: null, address: null });
    // Counts kept: her appointment, package, payment and the other patient's row are all still there.
    expect(await tdb.db.selectFrom('appointments').select('id').where('patientId', '=', patientId).execute()).toHaveLength(1);
    expect(await tdb.db.selectFrom('payments').select('id').where('patientId', '=', patientId).execute()).toHaveLength(1);
    expect((await api.patients.get({ id: otherId })).firstName).toBe('Outra');
    const lead = await tdb.db.selectFrom('leads').select(['name', 'anonymizedAt']).where('id', '=', leadId).executeTakeFirstOrThrow();
    expect(lead).toEqual({ name: 'Lead anonimizado', anonymizedAt: NOW });
    const file = await tdb.db.selectFrom('personalDataExports').select('file').where('id', '=', started.id).executeTakeFirstOrThrow();
    expect(file.file).toBeNull();
    // The search follows (generated column).
    expect(await api.patients.search({ q: OLD.lastName })).toEqual([]);
    const log = await tdb.db.selectFrom('systemLogs').select('description').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log.description).toBe(PERSONAL_DATA_TEXT.anonymizeLogPatient(patientId));
    // Irreversible: a second time is refused.
    expect(await refusal(api.personalData.anonymizePatient({ id: patientId }))).toBe(`CONFLICT: ${PERSONAL_DATA_TEXT.alreadyAnonymized}`);
  });

  it('refuses a patient with a signed record (20 years, Lei 13.787/2018) and blocks her instead', async () => {
    const { api, admin, physio, patientId } = await seedZuleica();
    await signAssessment(patientId, physio.id);
    const answer = await refusal(api.personalData.anonymizePatient({ id: patientId }));
    expect(answer).toBe(`CONFLICT: ${PERSONAL_DATA_TEXT.retained('2046-11-20')}`);
    const patient = await tdb.db.selectFrom('patients').selectAll().where('id', '=', patientId).executeTakeFirstOrThrow();
    expect(patient).toMatchObject({ firstName: OLD.firstName, processingBlockedAt: NOW, archivedAt: NOW, anonymizedAt: null });
    // No more reminders: her WhatsApp consent is revoked (kept as proof, with when and who), and logged.
    const consents = await tdb.db.selectFrom('consents').selectAll().where('patientId', '=', patientId).execute();
    expect(consents).toEqual([expect.objectContaining({ purpose: 'lembretes_whatsapp', revokedAt: NOW, revokedBy: admin.id, revokeMethod: null })]);
    expect((await api.patients.get({ id: patientId })).whatsappConsent).toMatchObject({ optedIn: false });
    const logs = await tdb.db.selectFrom('systemLogs').select(['entity', 'entityId']).where('entity', '=', 'consent').execute();
    expect(logs).toEqual([{ entity: 'consent', entityId: consents[0]!.id }]);
    // Asked again: still refused, nothing more to revoke.
    expect(await refusal(api.personalData.anonymizePatient({ id: patientId }))).toBe(`CONFLICT: ${PERSONAL_DATA_TEXT.retained('2046-11-20')}`);
    // Out of the lists and pickers, cannot be reactivated; her record still reads.
    expect(await api.patients.search({ q: OLD.lastName })).toEqual([]);
    expect(await refusal(api.patients.reactivate({ id: patientId }))).toBe(
      'CONFLICT: Tratamento bloqueado a pedido da titular (LGPD): o cadastro não pode ser reativado.',
    );
    expect(await api.clinicalRecord.list({ id: patientId })).toHaveLength(1);
  });
});

/** A signed assessment of the patient: her record must be kept (anonymisation refused, processing blocked). */
async function signAssessment(patientId: number, authorId: number) {
  await tdb.db
    .insertInto('recordEntries')
    .values({
      patientId,
      kind: 'avaliacao',
      templateId: 'pelvic-assessment',
      templateVersion: 1,
      status: 'assinado',
      authorId,
      content: JSON.stringify(EXAMPLE_ASSESSMENT),
      signedAt: new Date('2026-11-20T12:00:00Z'),
      signedCrefito: '123456-F',
      contentHash: 'a'.repeat(64),
      createdAt: new Date('2026-11-20T12:00:00Z'),
    } as never)
    .execute();
}

describe('a patient the product no longer processes (anonymised, or blocked with her record kept)', () => {
  /** A patient with an open diary link and an open questionnaire link, as her physiotherapist sent them. */
  async function withOpenLinks() {
    const base = await clinic();
    const physioApi = callerFor(tdb.db, base.physio, { now: () => NOW });
    const patient = await base.api.patients.create({ firstName: 'Iolanda', lastName: 'Figueiredo Maranhão', phone: '(11) 96543-2109', birthDate: '1979-06-01' });
    const diary = await physioApi.diary.create({ id: patient.id, days: 2 });
    const questionnaire = await physioApi.diary.createQuestionnaireLink({ id: patient.id, instrumentId: 'pfdi20', moment: 'antes_avaliacao' });
    const phone = callerFor(tdb.db, null, { now: () => NOW, ipAddress: '198.51.100.7' });
    const tokens = [diary.link.url, questionnaire.url].map((url) => url.slice('/p/'.length));
    for (const token of tokens) expect((await phone.diary.publicView({ token })).state).toBe('ativo');
    return { ...base, physioApi, patientId: patient.id, phone, tokens };
  }

  it('anonymised: her open links are revoked, and no new link nor consent is taken (409)', async () => {
    const { api, physioApi, patientId, phone, tokens } = await withOpenLinks();
    await api.personalData.anonymizePatient({ id: patientId });
    // The links' log rows named her by her first name: gone with the rest.
    expect(await findOldValues(tdb.db, ['Iolanda', 'Figueiredo Maranhão'], ['11965432109'])).toEqual([]);
    for (const token of tokens) expect(await phone.diary.publicView({ token })).toMatchObject({ state: 'revogado', firstName: null, diary: null, questionnaire: null });
    expect(await refusal(phone.diary.publicAddEvent({ token: tokens[0]!, event: { date: '2026-11-26', time: '11:00', voidedMl: 200 } }))).toBe(
      `FORBIDDEN: ${DIARY_TEXT.linkRevoked}`,
    );
    expect(await refusal(physioApi.diary.create({ id: patientId, days: 1 }))).toBe(`CONFLICT: ${DIARY_TEXT.linkPatientAnonymized}`);
    expect(await refusal(physioApi.diary.createQuestionnaireLink({ id: patientId, instrumentId: 'wexner', moment: 'alta' }))).toBe(
      `CONFLICT: ${DIARY_TEXT.linkPatientAnonymized}`,
    );
    expect(await refusal(api.privacy.recordPatientConsent({ id: patientId, purpose: 'marketing', method: 'papel' }))).toBe(
      `CONFLICT: ${PRIVACY_TEXT.consentHolderAnonymized}`,
    );
    expect(await refusal(api.whatsapp.setConsent({ id: patientId, optedIn: true, source: 'formulario' }))).toBe(`CONFLICT: ${PRIVACY_TEXT.consentHolderAnonymized}`);
    expect(await tdb.db.selectFrom('consents').select('id').where('patientId', '=', patientId).execute()).toEqual([]);
  });

  it('blocked (her record kept): her open links are revoked, and no new link nor consent brings her back into use (409)', async () => {
    const { api, physio, physioApi, patientId, phone, tokens } = await withOpenLinks();
    await signAssessment(patientId, physio.id);
    expect(await refusal(api.personalData.anonymizePatient({ id: patientId }))).toBe(`CONFLICT: ${PERSONAL_DATA_TEXT.retained('2046-11-20')}`);
    for (const token of tokens) expect((await phone.diary.publicView({ token })).state).toBe('revogado');
    expect(await refusal(physioApi.diary.create({ id: patientId, days: 1 }))).toBe(`CONFLICT: ${DIARY_TEXT.linkPatientBlocked}`);
    expect(await refusal(physioApi.diary.createQuestionnaireLink({ id: patientId, instrumentId: 'wexner', moment: 'alta' }))).toBe(
      `CONFLICT: ${DIARY_TEXT.linkPatientBlocked}`,
    );
    // A new reminders consent would bring the WhatsApp reminders back: refused by both paths.
    expect(await refusal(api.whatsapp.setConsent({ id: patientId, optedIn: true, source: 'formulario' }))).toBe(`CONFLICT: ${PRIVACY_TEXT.consentHolderBlocked}`);
    expect(await refusal(api.privacy.recordPatientConsent({ id: patientId, purpose: 'lembretes_whatsapp', method: 'papel' }))).toBe(
      `CONFLICT: ${PRIVACY_TEXT.consentHolderBlocked}`,
    );
    expect(await tdb.db.selectFrom('consents').select('id').where('patientId', '=', patientId).where('revokedAt', 'is', null).execute()).toEqual([]);
    // Her record still reads, her diary too.
    expect(await physioApi.diary.list({ id: patientId })).toHaveLength(1);
  });

  it('an anonymised lead takes no consent (409)', async () => {
    const { api } = await clinic();
    const lead = await api.leads.create({ name: 'Leocádia Prudente Sampaio', whatsapp: '(31) 97777-1357', origin: 'Facebook', date: '2026-11-10' });
    await api.personalData.anonymizeLead({ id: lead.id });
    expect(await refusal(api.privacy.recordLeadConsent({ id: lead.id, purpose: 'marketing', method: 'whatsapp' }))).toBe(
      `CONFLICT: ${PRIVACY_TEXT.consentHolderAnonymized}`,
    );
  });
});

describe('lead anonymisation', () => {
  it('anonymises a lead never converted by hand; a converted lead is refused', async () => {
    const { api, leadId } = await seedZuleica();
    expect(await refusal(api.personalData.anonymizeLead({ id: leadId }))).toBe(`CONFLICT: ${PERSONAL_DATA_TEXT.leadConverted}`);
    const lead = await api.leads.create({ name: 'Genoveva Trindade Albuquerque', whatsapp: '(31) 98642-1357', origin: 'Facebook', date: '2026-11-10' });
    await tdb.db.insertInto('leadInteractions').values({ leadId: lead.id, kind: 'nota', note: 'Genoveva Trindade Albuquerque pediu retorno' }).execute();
    await api.personalData.anonymizeLead({ id: lead.id });
    expect(await findOldValues(tdb.db, ['Genoveva Trindade Albuquerque', 'Trindade Albuquerque'], ['31986421357'])).toEqual([]);
    expect(await tdb.db.selectFrom('leads').select(['name', 'whatsapp', 'origin']).where('id', '=', lead.id).executeTakeFirstOrThrow()).toEqual({
      name: 'Lead anonimizado',
      whatsapp: '',
      origin: 'Facebook',
    });
    expect(await refusal(api.personalData.anonymizeLead({ id: 999 }))).toBe('NOT_FOUND: Lead não encontrado');
  });

  it('anonymises leads never converted and idle past the clinic period, automatically', async () => {
    const { api } = await clinic();
    await tdb.db.updateTable('clinicSettings').set({ leadAnonymizeMonths: 12 }).execute();
    const make = (name: string) => api.leads.create({ name, whatsapp: '(11) 90000-1111', origin: 'Instagram', date: '2025-01-10' });
    const stale = await make('Lead Antigo Parado');
    const recent = await make('Lead Recente');
    const talked = await make('Lead Antigo Com Conversa');
    const converted = await make('Lead Antigo Convertido');
    await api.leads.convert({ id: converted.id });
    const old = new Date('2025-10-01T12:00:00Z');
    await tdb.db.updateTable('leads').set({ createdAt: old } as never).where('id', 'in', [stale.id, talked.id, converted.id]).execute();
    await tdb.db.insertInto('leadInteractions').values({ leadId: talked.id, kind: 'nota', note: 'Retornou', createdAt: new Date('2026-10-01T12:00:00Z') } as never).execute();

    expect(await sweepPersonalData(tdb.db, NOW)).toBe(1);
    const rows = await tdb.db.selectFrom('leads').select(['id', 'anonymizedAt']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: stale.id, anonymizedAt: NOW },
      { id: recent.id, anonymizedAt: null },
      { id: talked.id, anonymizedAt: null },
      { id: converted.id, anonymizedAt: null },
    ]);
    const log = await tdb.db.selectFrom('systemLogs').select(['description', 'userId']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toEqual({ description: PERSONAL_DATA_TEXT.anonymizeLogLeadAuto(stale.id, 12), userId: null });
    // A second sweep finds nothing more.
    expect(await sweepPersonalData(tdb.db, NOW)).toBe(0);
  });
});

describe('processing record', () => {
  it('is generated from the data map, with readers from the Roles table', async () => {
    const { api } = await clinic();
    const record = await api.personalData.processingRecord();
    const record_entries = record.rows.find((row) => row.table === 'record_entries')!;
    expect(record_entries).toMatchObject({ sensitive: true, readers: ['admin', 'manager', 'physiotherapist'] });
    expect(record_entries.retention).toContain('Lei 13.787/2018');
    expect(record.rows.find((row) => row.table === 'rooms')).toBeUndefined();
    expect(record.rows.find((row) => row.table === 'patients')!.readers).toHaveLength(6);
  });
});

describe('the leads period setting', () => {
  it('defaults to 24 months, changes with a log row, refuses a bad value in Portuguese', async () => {
    const { api } = await clinic();
    expect(await api.personalData.settings()).toEqual({ leadAnonymizeMonths: 24 });
    expect(await api.personalData.updateSettings({ leadAnonymizeMonths: 6 })).toEqual({ leadAnonymizeMonths: 6 });
    const log = await tdb.db.selectFrom('systemLogs').select(['entity', 'description']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toEqual({ entity: 'settings', description: 'LGPD: leads não convertidos anonimizados após 6 meses (antes 24)' });
    expect(await refusal(api.personalData.updateSettings({ leadAnonymizeMonths: 0 }))).toContain(PERSONAL_DATA_TEXT.leadAnonymizeMonthsInvalid);
    expect(await refusal(api.personalData.updateSettings({ leadAnonymizeMonths: 241 }))).toContain(PERSONAL_DATA_TEXT.leadAnonymizeMonthsInvalid);
  });
});
