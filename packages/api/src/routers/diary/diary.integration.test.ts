/**
 * The bladder diary and the patient links through the procedures (issue #26 items 2 and 3): the
 * link (hashed token, expiry), the patient's pages (her first name only, her diary only), expiry,
 * revocation, the rate limit, the paper diary, the derived values of a known diary, and the
 * questionnaire seam.
 */
import { createHash } from 'node:crypto';

import { useTestDatabase } from '@clinic/db/test-hooks';
import { DIARY_TEXT, KNOWN_DIARY, KNOWN_DIARY_PERIOD, PFDI20 } from '@clinic/domain';
import { afterEach, describe, expect, it } from 'vitest';

import { PATIENT_LINK_LIMITS, resetPatientLinkRates } from '../../services/diary/patient-link-rate-limit';
import { callerFor, seedUser } from '../../testing';

const tdb = useTestDatabase();
const DEFAULT_LIMITS = { ...PATIENT_LINK_LIMITS };
afterEach(() => {
  Object.assign(PATIENT_LINK_LIMITS, DEFAULT_LIMITS);
  resetPatientLinkRates();
});

/** The diary's first day at 10:00 in the clinic's time. */
const DAY_ONE = new Date(`${KNOWN_DIARY_PERIOD.startDate}T10:00:00`);
const tokenOf = (url: string) => url.replace(/^\/p\//, '');

async function setup(now = DAY_ONE) {
  const physio = await seedUser(tdb.db, { role: 'physiotherapist', firstName: 'Juliana', crefito: '123456-F' });
  const insertPatient = (firstName: string, lastName: string) =>
    tdb.db.insertInto('patients').values({ firstName, lastName, phone: '(11) 98765-4321', birthDate: '1990-05-10' }).returningAll().executeTakeFirstOrThrow();
  const ana = await insertPatient('Ana', 'Souza');
  const bia = await insertPatient('Beatriz', 'Lima');
  const api = callerFor(tdb.db, physio, { now: () => now });
  const publicApi = (at: Date = now, ipAddress = '198.51.100.9') => callerFor(tdb.db, null, { now: () => at, ipAddress });
  return { physio, ana, bia, api, publicApi };
}

const errorOf = (call: Promise<unknown>) => call.then(() => undefined, (e: { code?: string; message: string; cause?: { retryAfterSeconds?: number } }) => e);

describe('diaries and patient links', () => {
  it('creates a diary and its link: a random token stored only as its SHA-256, expiring with the diary, logged', async () => {
    const { ana, api } = await setup();
    const created = await api.diary.create({ id: ana.id, days: 2, startDate: KNOWN_DIARY_PERIOD.startDate, sleepTime: '23:00', wakeTime: '07:00' });
    expect(created.link.url).toMatch(/^\/p\/[A-Za-z0-9_-]{43}$/);
    expect(created.link.expiresAt).toBe(new Date('2026-12-04T00:00:00').toISOString());
    expect(created.diary).toMatchObject({ patientId: ana.id, days: 2, eventCount: 0, link: { state: 'ativo', purpose: 'diary' } });
    const token = tokenOf(created.link.url);
    const row = await tdb.db.selectFrom('patientLinks').selectAll().executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const log = await tdb.db.selectFrom('systemLogs').selectAll().where('entity', '=', 'patient_link').execute();
    expect(log).toHaveLength(1);
    await expect(api.diary.create({ id: ana.id, days: 4 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.diary.create({ id: ana.id, days: 1, startDate: '2026-11-01' })).rejects.toMatchObject({ message: DIARY_TEXT.startInPast });
  });

  it("shows the patient only her first name and her own diary, and takes only that diary's events", async () => {
    const { ana, bia, api, publicApi } = await setup();
    const a = await api.diary.create({ id: ana.id, days: 2, startDate: KNOWN_DIARY_PERIOD.startDate });
    const b = await api.diary.create({ id: bia.id, days: 1, startDate: KNOWN_DIARY_PERIOD.startDate });
    const phone = publicApi();
    const view = await phone.diary.publicView({ token: tokenOf(a.link.url) });
    expect(view).toMatchObject({ state: 'ativo', purpose: 'diary', firstName: 'Ana', diary: { days: 2, dates: ['2026-12-01', '2026-12-02', '2026-12-03'], events: [] } });
    expect(JSON.stringify(view)).not.toMatch(/Souza|98765|Beatriz/);
    const after = await phone.diary.publicAddEvent({ token: tokenOf(a.link.url), event: { date: '2026-12-01', time: '08:10', voidedMl: 250, leak: 1, trigger: 'tosse' } });
    expect(after.diary!.events).toEqual([expect.objectContaining({ time: '08:10', voidedMl: 250, leak: 1, trigger: 'tosse', source: 'paciente' })]);
    // An id sent along is not read: the token alone names the diary.
    await expect(
      phone.diary.publicAddEvent({ token: tokenOf(a.link.url), event: { date: '2026-12-01', time: '09:00', voidedMl: 100, diaryId: b.diary.id } as never }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await api.diary.get({ id: b.diary.id })).events).toEqual([]);
    expect((await api.diary.get({ id: a.diary.id })).events).toHaveLength(1);
    const log = await tdb.db.selectFrom('systemLogs').select(['userId', 'description']).where('description', 'like', '%pela paciente%').execute();
    expect(log).toEqual([expect.objectContaining({ userId: null })]);
  });

  it('refuses bad events in Portuguese: nothing recorded, a date outside the diary, an intake without its type', async () => {
    const { ana, api, publicApi } = await setup();
    const token = tokenOf((await api.diary.create({ id: ana.id, days: 1, startDate: KNOWN_DIARY_PERIOD.startDate })).link.url);
    const phone = publicApi();
    await expect(phone.diary.publicAddEvent({ token, event: { date: '2026-12-01', time: '08:00' } })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(phone.diary.publicAddEvent({ token, event: { date: '2026-12-05', time: '08:00', voidedMl: 200 } })).rejects.toMatchObject({
      message: DIARY_TEXT.dateOutside,
    });
    await expect(phone.diary.publicAddEvent({ token, event: { date: '2026-12-01', time: '25:00', voidedMl: 200 } })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(phone.diary.publicAddEvent({ token, event: { date: '2026-12-01', time: '08:00', intakeMl: 200 } })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await tdb.db.selectFrom('diaryEvents').selectAll().execute()).toEqual([]);
  });

  it('gives the known diary its derived values (typed in as a paper diary)', async () => {
    const { ana, api } = await setup();
    const { diary } = await api.diary.create({ id: ana.id, ...KNOWN_DIARY_PERIOD });
    for (const event of KNOWN_DIARY) await api.diary.addEvent({ id: diary.id, event });
    const detail = await api.diary.get({ id: diary.id });
    expect(detail.events).toHaveLength(KNOWN_DIARY.length);
    expect(detail.events.every((e) => e.source === 'clinica')).toBe(true);
    expect(detail.derived.days.map((d) => [d.voidedVolume, d.voids, d.nocturnalVoids, d.maxVoidedVolume, d.nocturnalPolyuria])).toEqual([
      [1300, 6, 1, 400, true],
      [950, 4, 0, 400, false],
    ]);
    expect(detail.derived.mean).toMatchObject({ voidedVolume: 1125, voids: 5, nocturnalVoids: 0.5, nocturnalPercent: 40, leakEpisodes: 1, pads: 1, intake: 525 });
    const access = await tdb.db.selectFrom('recordAccessLog').selectAll().where('patientId', '=', ana.id).execute();
    expect(access.length).toBeGreaterThan(0);
  });

  it('closes the link when the diary ends: the page says so and nothing else, and takes nothing', async () => {
    const { ana, api, publicApi } = await setup();
    const created = await api.diary.create({ id: ana.id, days: 1, startDate: KNOWN_DIARY_PERIOD.startDate });
    const token = tokenOf(created.link.url);
    const later = publicApi(new Date(created.link.expiresAt));
    expect(await later.diary.publicView({ token })).toEqual({
      state: 'expirado',
      message: DIARY_TEXT.linkExpired,
      purpose: null,
      firstName: null,
      expiresAt: null,
      diary: null,
      questionnaire: null,
    });
    const refused = await errorOf(later.diary.publicAddEvent({ token, event: { date: '2026-12-02', time: '07:00', voidedMl: 300 } }));
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: DIARY_TEXT.linkExpired });
  });

  it('closes a revoked link at once; the diary stays in the record', async () => {
    const { ana, api, publicApi } = await setup();
    const created = await api.diary.create({ id: ana.id, days: 2, startDate: KNOWN_DIARY_PERIOD.startDate });
    const token = tokenOf(created.link.url);
    await publicApi().diary.publicAddEvent({ token, event: { date: '2026-12-01', time: '11:00', voidedMl: 200 } });
    const revoked = await api.diary.revoke({ id: created.diary.id });
    expect(revoked.link).toMatchObject({ state: 'revogado' });
    expect(await publicApi().diary.publicView({ token })).toMatchObject({ state: 'revogado', message: DIARY_TEXT.linkRevoked, firstName: null, diary: null });
    expect(await errorOf(publicApi().diary.publicAddEvent({ token, event: { date: '2026-12-01', time: '12:00', voidedMl: 200 } }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await api.diary.get({ id: created.diary.id })).events).toHaveLength(1);
    expect(await tdb.db.selectFrom('systemLogs').select('action').where('entity', '=', 'patient_link').where('action', '=', 'cancel').execute()).toHaveLength(1);
  });

  it('answers an unknown token 404 and rate-limits per token and per address (429 in Portuguese)', async () => {
    const { ana, api, publicApi } = await setup();
    const token = tokenOf((await api.diary.create({ id: ana.id, days: 1, startDate: KNOWN_DIARY_PERIOD.startDate })).link.url);
    await expect(publicApi().diary.publicView({ token: 'x'.repeat(43) })).rejects.toMatchObject({ code: 'NOT_FOUND', message: DIARY_TEXT.linkNotFound });
    Object.assign(PATIENT_LINK_LIMITS, { perToken: 3, perAddress: 5 });
    resetPatientLinkRates();
    for (let i = 0; i < 3; i++) await publicApi(DAY_ONE, `198.51.100.${i + 1}`).diary.publicView({ token });
    const byToken = await errorOf(publicApi(DAY_ONE, '198.51.100.50').diary.publicView({ token }));
    expect(byToken).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: DIARY_TEXT.tooManyRequests });
    expect(byToken!.cause?.retryAfterSeconds).toBeGreaterThan(0);
    resetPatientLinkRates();
    for (let i = 0; i < 5; i++) await errorOf(publicApi(DAY_ONE, '192.0.2.1').diary.publicView({ token: `${'y'.repeat(42)}${i}` }));
    expect(await errorOf(publicApi(DAY_ONE, '192.0.2.1').diary.publicView({ token }))).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await publicApi(DAY_ONE, '192.0.2.2').diary.publicView({ token })).toMatchObject({ state: 'ativo' });
  });

  it('keeps the clinic side to the record rows: a receptionist cannot read nor create diaries', async () => {
    const { ana } = await setup();
    const receptionist = callerFor(tdb.db, await seedUser(tdb.db, { role: 'recepcionista' }));
    await expect(receptionist.diary.create({ id: ana.id, days: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(receptionist.diary.list({ id: ana.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('questionnaires on the patient phone', () => {
  const answersAll = (value: number) => Object.fromEntries(PFDI20.items.map((item) => [item.id, value]));

  it('sends a PFDI-20 link; her answers land in the record as an unsigned entry scored on the server, which the physiotherapist signs', async () => {
    const { ana, api, publicApi } = await setup();
    const link = await api.diary.createQuestionnaireLink({ id: ana.id, instrumentId: 'pfdi20', moment: 'antes_avaliacao' });
    expect(link.url).toMatch(/^\/p\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link.url);
    const phone = publicApi();
    const view = await phone.diary.publicView({ token });
    expect(view).toMatchObject({ state: 'ativo', purpose: 'questionnaire', firstName: 'Ana', diary: null, questionnaire: { instrumentId: 'pfdi20' } });
    expect(view.questionnaire!.items).toHaveLength(PFDI20.items.length);
    // The client's score is never read: the server scores.
    await expect(phone.diary.publicAnswers({ token, answers: { ...answersAll(2), score: 0 } })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const answered = await phone.diary.publicAnswers({ token, answers: answersAll(2) });
    expect(answered).toMatchObject({ state: 'respondido', firstName: null });
    const entries = await api.clinicalRecord.list({ id: ana.id });
    expect(entries).toHaveLength(1);
    const entry = entries[0]!;
    expect(entry).toMatchObject({ kind: 'pfdi20', status: 'rascunho', templateVersion: PFDI20.version });
    expect((entry.content as { score: { total: number } }).score.total).toBe(150);
    // Once answered, the link takes nothing more, and says so.
    expect(await phone.diary.publicView({ token })).toMatchObject({ state: 'respondido', message: DIARY_TEXT.questionnaireAnswered, questionnaire: null });
    await expect(phone.diary.publicAnswers({ token, answers: answersAll(1) })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const signed = await api.clinicalRecord.sign({ id: entry.id });
    expect(signed.status).toBe('assinado');
    const links = await api.diary.questionnaireLinks({ id: ana.id });
    expect(links).toEqual([expect.objectContaining({ instrumentId: 'pfdi20', moment: 'antes_avaliacao', state: 'respondido', recordEntryId: entry.id })]);
  });

  it('refuses an instrument the clinic has not enabled or that is done at the clinic, and revokes a link', async () => {
    const { ana, api, publicApi } = await setup();
    await expect(api.diary.createQuestionnaireLink({ id: ana.id, instrumentId: 'iciq_sf', moment: 'alta' })).rejects.toMatchObject({ message: DIARY_TEXT.instrumentUnknown });
    await expect(api.diary.createQuestionnaireLink({ id: ana.id, instrumentId: 'pad_test_1h', moment: 'alta' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.diary.createQuestionnaireLink({ id: ana.id, instrumentId: 'wexner', moment: 'depois' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // A session that is not hers, or none at all: refused, never a 500.
    await expect(api.diary.createQuestionnaireLink({ id: ana.id, instrumentId: 'wexner', moment: 'sessao', appointmentId: 999_999 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const link = await api.diary.createQuestionnaireLink({ id: ana.id, instrumentId: 'wexner', moment: 'sessao' });
    expect((await api.diary.revokeQuestionnaireLink({ id: link.linkId })).state).toBe('revogado');
    const token = tokenOf(link.url);
    expect(await publicApi().diary.publicView({ token })).toMatchObject({ state: 'revogado', questionnaire: null });
    await expect(publicApi().diary.publicAnswers({ token, answers: {} })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // A diary token cannot answer a questionnaire, nor a questionnaire token write a diary.
    const diaryToken = tokenOf((await api.diary.create({ id: ana.id, days: 1, startDate: KNOWN_DIARY_PERIOD.startDate })).link.url);
    await expect(publicApi().diary.publicAnswers({ token: diaryToken, answers: {} })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const open = tokenOf((await api.diary.createQuestionnaireLink({ id: ana.id, instrumentId: 'wexner', moment: 'sessao' })).url);
    await expect(
      publicApi().diary.publicAddEvent({ token: open, event: { date: KNOWN_DIARY_PERIOD.startDate, time: '08:00', voidedMl: 100 } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
