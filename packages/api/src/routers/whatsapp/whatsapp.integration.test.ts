/**
 * WhatsApp reminders and the webhook against the fake Cloud API (#23, points 2–3): the exact
 * template request, who gets a reminder and when, exactly once, signatures, replies, statuses,
 * opt-out, and the settings' secrets.
 */
import { type Database, type Kysely, type UserRow } from '@clinic/db';
import { useTestDatabase } from '@clinic/db/test-hooks';
import { failWritesTo } from '@clinic/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { JobRegistry, createJobWorker } from '../../infra/jobs';
import { type FakeCloudApi, startFakeCloudApi } from '../../testing/fake-cloud-api';
import { WHATSAPP_REMINDER_JOB, scheduleDueReminders, sendReminder, whatsappReminderJobHandler } from '../../services/whatsapp/reminders.service';
import { handleWhatsappWebhook, whatsappSignature } from '../../services/whatsapp/webhook.service';
import { sendClinicTemplate } from '../../services/whatsapp/whatsapp-settings.service';
import { createWhatsappActionRegistry } from '../../whatsapp-actions';
import { callerFor, seedUser } from '../../testing';

const tdb = useTestDatabase();
let fake: FakeCloudApi;
const APP_SECRET = 'segredo-do-app-0123456789';

beforeAll(async () => {
  fake = await startFakeCloudApi();
  process.env.META_GRAPH_URL = fake.origin;
});
afterAll(async () => {
  delete process.env.META_GRAPH_URL;
  await fake.close();
});
beforeEach(() => {
  fake.messages.length = 0;
  fake.failWith(null);
});

/** 2026-12-01 (a Tuesday) at hh:mm in São Paulo (UTC−3). */
const at = (hhmm: string, day = '2026-12-01') => new Date(`${day}T${hhmm}:00-03:00`);

interface Clinic {
  admin: UserRow;
  appointmentId: number;
  patientId: number;
  physioId: number;
  roomId: number;
}

async function seedClinic(db: Kysely<Database>, options: { optIn?: boolean } = {}): Promise<Clinic> {
  const admin = await seedUser(db, { role: 'admin' });
  const physio = await seedUser(db, { role: 'physiotherapist', firstName: 'Juliana', lastName: 'Prado' });
  const room = await db.insertInto('rooms').values({ name: 'Sala 1' }).returning('id').executeTakeFirstOrThrow();
  const patient = await db
    .insertInto('patients')
    .values({ firstName: 'Ana', lastName: 'Souza', phone: '(11) 99999-8888', birthDate: '1990-01-01' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.optIn ?? true) {
    await db.insertInto('consents').values({ patientId: patient.id, purpose: 'lembretes_whatsapp', textVersion: 1, givenAt: new Date(), method: 'formulario' }).execute();
  }
  const appointment = await db
    .insertInto('appointments')
    .values({ patientId: patient.id, physiotherapistId: physio.id, roomId: room.id, date: '2026-12-02', time: '14:00', reminderDays: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await callerFor(db, admin).whatsapp.updateSettings({
    phoneNumberId: '1098765',
    businessAccountId: '5550001',
    accessToken: 'EAAG-token-secreto',
    appSecret: APP_SECRET,
    verifyToken: 'verifica-isto',
    templateName: 'lembrete_sessao_v1',
    templateLanguage: 'pt_BR',
    sendHour: 9,
  });
  return { admin, appointmentId: appointment.id, patientId: patient.id, physioId: physio.id, roomId: room.id };
}

/** Runs every queued reminder job at `now` (the worker, as a server runs it). */
async function runJobs(db: Kysely<Database>, now: Date): Promise<void> {
  const worker = createJobWorker({ db, registry: new JobRegistry().register(WHATSAPP_REMINDER_JOB, whatsappReminderJobHandler(() => now)), backoffMs: () => 0 });
  while (await worker.runOnce()) {
    // until the queue is empty
  }
}

const reminders = (db: Kysely<Database>) => db.selectFrom('appointmentReminders').selectAll().orderBy('id').execute();
const confirmation = async (db: Kysely<Database>, admin: UserRow, id: number) =>
  (await callerFor(db, admin).appointments.get({ id })).confirmation;

function webhookBody(value: Record<string, unknown>): string {
  return JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '5550001', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] }] });
}

/** Delivers a webhook body, signed with the app secret unless another signature (null: none) is given. */
async function deliver(db: Kysely<Database>, body: string, signature: string | null = whatsappSignature(body, APP_SECRET)) {
  return handleWhatsappWebhook(db, createWhatsappActionRegistry(), { rawBody: Buffer.from(body), signature: signature ?? undefined }, at('10:00'));
}

function tap(action: 'CONF' | 'RESC' | 'CANC', appointmentId: number, nonce: string, messageId: string, contextId?: string) {
  const text = { CONF: 'Confirmar', RESC: 'Remarcar', CANC: 'Cancelar' }[action];
  return webhookBody({
    contacts: [{ profile: { name: 'Ana' }, wa_id: '5511999998888' }],
    messages: [
      {
        ...(contextId ? { context: { from: '15550001', id: contextId } } : {}),
        from: '5511999998888',
        id: messageId,
        timestamp: '1764590000',
        type: 'button',
        button: { payload: `${action}:${appointmentId}:${nonce}`, text },
      },
    ],
  });
}

function textMessage(body: string, messageId: string) {
  return webhookBody({ messages: [{ from: '5511999998888', id: messageId, timestamp: '1764590000', type: 'text', text: { body } }] });
}

function statusUpdate(wamid: string, status: string) {
  return webhookBody({ statuses: [{ id: wamid, status, timestamp: '1764590000', recipient_id: '5511999998888' }] });
}

async function sendFirstReminder(db: Kysely<Database>) {
  expect(await scheduleDueReminders(db, at('09:30'))).toBe(1);
  await runJobs(db, at('09:30'));
  const [reminder] = await reminders(db);
  return reminder!;
}

describe('WhatsApp settings', () => {
  it('keep secrets encrypted, never answer them, and are for admin and manager only', async () => {
    const clinic = await seedClinic(tdb.db);
    const settings = await callerFor(tdb.db, clinic.admin).whatsapp.getSettings();
    expect(settings).toMatchObject({
      phoneNumberId: '1098765',
      hasAccessToken: true,
      hasAppSecret: true,
      hasVerifyToken: true,
      templateName: 'lembrete_sessao_v1',
      sendHour: 9,
      quietStart: '08:00',
      quietEnd: '20:00',
      configured: true,
    });
    expect(JSON.stringify(settings)).not.toContain('EAAG');
    const row = await tdb.db.selectFrom('whatsappSettings').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('EAAG-token-secreto');
    expect(JSON.stringify(row)).not.toContain(APP_SECRET);
    expect(row.accessTokenEnc).toMatch(/^v1\./);
    const log = await tdb.db.selectFrom('systemLogs').select('description').where('entity', '=', 'settings').executeTakeFirstOrThrow();
    expect(log.description).not.toContain('EAAG');

    const manager = callerFor(tdb.db, await seedUser(tdb.db, { role: 'manager' }));
    expect((await manager.whatsapp.updateSettings({ sendHour: 10, secondReminderHours: 3 })).sendHour).toBe(10);
    for (const role of ['recepcionista', 'physiotherapist', 'financeiro', 'lider'] as const) {
      const other = callerFor(tdb.db, await seedUser(tdb.db, { role }));
      await expect(other.whatsapp.getSettings()).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(other.whatsapp.updateSettings({ sendHour: 8 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect(manager.whatsapp.updateSettings({ quietStart: '21:00' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // An empty secret clears it.
    expect((await manager.whatsapp.updateSettings({ verifyToken: '' })).hasVerifyToken).toBe(false);
  });
});

describe('WhatsApp reminders', () => {
  it('send the template exactly as the Cloud API documents it, once, and store the wamid', async () => {
    const clinic = await seedClinic(tdb.db);
    expect(await scheduleDueReminders(tdb.db, at('08:59'))).toBe(0);
    const reminder = await sendFirstReminder(tdb.db);
    expect(fake.messages).toHaveLength(1);
    const sent = fake.messages[0]!;
    expect(sent.request.url.pathname).toBe('/v25.0/1098765/messages');
    expect(sent.request.headers.authorization).toBe('Bearer EAAG-token-secreto');
    const payload = (action: string) => `${action}:${clinic.appointmentId}:${reminder.nonce}`;
    expect(sent.body).toEqual({
      messaging_product: 'whatsapp',
      to: '5511999998888',
      type: 'template',
      template: {
        name: 'lembrete_sessao_v1',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ana' },
              { type: 'text', text: 'quarta, 02/12' },
              { type: 'text', text: '14:00' },
              { type: 'text', text: 'Juliana Prado' },
              { type: 'text', text: 'clínica' },
            ],
          },
          { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: payload('CONF') }] },
          { type: 'button', sub_type: 'quick_reply', index: '1', parameters: [{ type: 'payload', payload: payload('RESC') }] },
          { type: 'button', sub_type: 'quick_reply', index: '2', parameters: [{ type: 'payload', payload: payload('CANC') }] },
        ],
      },
    });
    expect(reminder).toMatchObject({ status: 'sent', wamid: sent.wamid, offsetKey: 'first', recipient: '5511999998888' });
    expect(await confirmation(tdb.db, clinic.admin, clinic.appointmentId)).toBe('enviado');
    // Scanning again (this server or another) queues nothing: one reminder per appointment and offset.
    expect(await scheduleDueReminders(tdb.db, at('09:45'))).toBe(0);
    await runJobs(tdb.db, at('09:45'));
    expect(fake.messages).toHaveLength(1);
  });

  it('lend their sending to other features (the waitlist offer): sendClinicTemplate', async () => {
    await seedClinic(tdb.db);
    const { wamid } = await sendClinicTemplate(tdb.db, {
      to: '5511999998888',
      templateName: 'oferta_horario_v1',
      bodyParameters: ['Ana', 'quarta, 02/12', '15:00'],
      buttonPayloads: ['OFERTA_SIM:7:abc', 'OFERTA_NAO:7:abc'],
    });
    expect(wamid).toBe(fake.messages[0]!.wamid);
    expect(fake.messages[0]!.body).toMatchObject({ to: '5511999998888', template: { name: 'oferta_horario_v1', language: { code: 'pt_BR' } } });
    await tdb.db.updateTable('whatsappSettings').set({ accessTokenEnc: null }).execute();
    await expect(sendClinicTemplate(tdb.db, { to: '1', templateName: 'x', bodyParameters: [], buttonPayloads: [] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('go only to opted-in patients, never to cancelled or confirmed appointments', async () => {
    const clinic = await seedClinic(tdb.db, { optIn: false });
    expect(await scheduleDueReminders(tdb.db, at('09:30'))).toBe(0);
    expect(await confirmation(tdb.db, clinic.admin, clinic.appointmentId)).toBe('sem_whatsapp');

    const api = callerFor(tdb.db, clinic.admin);
    const patient = await api.whatsapp.setConsent({ id: clinic.patientId, optedIn: true, source: 'formulario' });
    expect(patient.whatsappConsent).toMatchObject({ optedIn: true, source: 'formulario' });
    expect(patient.whatsappConsent.text).toContain('lembretes');
    expect(await confirmation(tdb.db, clinic.admin, clinic.appointmentId)).toBe('pendente');

    await api.confirmations.confirm({ id: clinic.appointmentId });
    expect(await scheduleDueReminders(tdb.db, at('09:30'))).toBe(0);
    expect(await confirmation(tdb.db, clinic.admin, clinic.appointmentId)).toBe('confirmado');

    const second = await tdb.db
      .insertInto('appointments')
      .values({ patientId: clinic.patientId, physiotherapistId: clinic.physioId, roomId: clinic.roomId, date: '2026-12-02', time: '16:00', status: 'cancelled' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await scheduleDueReminders(tdb.db, at('09:30'))).toBe(0);
    expect(await confirmation(tdb.db, clinic.admin, second.id)).toBe('cancelado');
    expect(fake.messages).toHaveLength(0);
  });

  it("read the consent from the 'Consentimentos' register: a revoked consent gets no reminder, even one already queued (#27)", async () => {
    const clinic = await seedClinic(tdb.db);
    const api = callerFor(tdb.db, clinic.admin);
    const [consent] = await api.privacy.listPatientConsents({ id: clinic.patientId });
    expect(consent).toMatchObject({ purpose: 'lembretes_whatsapp', revokedAt: null });
    // Queued at 09:00, revoked before the worker runs: the send reads the consent again and skips it.
    expect(await scheduleDueReminders(tdb.db, at('09:00'))).toBe(1);
    await api.privacy.revokeConsent({ id: consent!.id });
    await runJobs(tdb.db, at('09:01'));
    expect(fake.messages).toHaveLength(0);
    expect((await reminders(tdb.db)).map((r) => [r.status, r.error])).toEqual([['skipped', 'paciente sem consentimento']]);
    expect((await api.patients.get({ id: clinic.patientId })).whatsappConsent).toMatchObject({ optedIn: false, text: null });
    expect(await confirmation(tdb.db, clinic.admin, clinic.appointmentId)).toBe('sem_whatsapp');

    // A new appointment after the revocation is not even scheduled; a new consent brings reminders back.
    const later = await tdb.db
      .insertInto('appointments')
      .values({ patientId: clinic.patientId, physiotherapistId: clinic.physioId, roomId: clinic.roomId, date: '2026-12-02', time: '16:00', reminderDays: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await scheduleDueReminders(tdb.db, at('09:05'))).toBe(0);
    await api.privacy.recordPatientConsent({ id: clinic.patientId, purpose: 'lembretes_whatsapp', method: 'papel' });
    expect(await scheduleDueReminders(tdb.db, at('09:06'))).toBe(1);
    await runJobs(tdb.db, at('09:06'));
    expect(fake.messages).toHaveLength(1);
    expect((await reminders(tdb.db)).at(-1)).toMatchObject({ appointmentId: later.id, status: 'sent' });
    expect((await api.patients.get({ id: clinic.patientId })).whatsappConsent).toMatchObject({ optedIn: true, source: 'papel' });
  });

  it('respect the quiet hours, and a reminder whose appointment was cancelled meanwhile is skipped', async () => {
    const clinic = await seedClinic(tdb.db);
    const api = callerFor(tdb.db, clinic.admin);
    await api.whatsapp.updateSettings({ sendHour: 6, secondReminderHours: 2 });
    // 06:00 falls before the allowed window (08:00–20:00): the reminder waits for 08:00.
    expect(await scheduleDueReminders(tdb.db, at('07:30'))).toBe(0);
    expect(await scheduleDueReminders(tdb.db, at('08:00'))).toBe(1);
    // A job held up past 20:00 is deferred to the next window, not sent at night.
    const [reminder] = await reminders(tdb.db);
    expect((await sendReminder(tdb.db, reminder!.id, at('20:30'))).outcome).toBe('deferred');
    expect(fake.messages).toHaveLength(0);
    await api.appointments.cancel({ id: clinic.appointmentId });
    expect((await sendReminder(tdb.db, reminder!.id, at('08:05', '2026-12-02'))).outcome).toBe('skipped');
    expect(fake.messages).toHaveLength(0);
  });

  it('send the optional second reminder N hours before, as its own offset', async () => {
    const clinic = await seedClinic(tdb.db);
    await callerFor(tdb.db, clinic.admin).whatsapp.updateSettings({ secondReminderHours: 3 });
    await sendFirstReminder(tdb.db);
    expect(await scheduleDueReminders(tdb.db, at('10:59', '2026-12-02'))).toBe(0);
    expect(await scheduleDueReminders(tdb.db, at('11:00', '2026-12-02'))).toBe(1);
    await runJobs(tdb.db, at('11:00', '2026-12-02'));
    expect((await reminders(tdb.db)).map((r) => [r.offsetKey, r.status])).toEqual([
      ['first', 'sent'],
      ['second', 'sent'],
    ]);
    expect(fake.messages).toHaveLength(2);
  });

  it('never send twice: a send cut off between the request and storing the answer is left to reception', async () => {
    const clinic = await seedClinic(tdb.db);
    expect(await scheduleDueReminders(tdb.db, at('09:30'))).toBe(1);
    // The process died after marking the reminder 'sending' (the request may or may not have left).
    await tdb.db.updateTable('appointmentReminders').set({ status: 'sending' }).execute();
    await runJobs(tdb.db, at('09:31'));
    expect(fake.messages).toHaveLength(0);
    expect((await reminders(tdb.db))[0]).toMatchObject({ status: 'failed', wamid: null });
    expect(await confirmation(tdb.db, clinic.admin, clinic.appointmentId)).toBe('falhou');
  });

  it('retry after a Meta error answer (nothing went out), and fail for good on a refusal', async () => {
    const clinic = await seedClinic(tdb.db);
    expect(await scheduleDueReminders(tdb.db, at('09:30'))).toBe(1);
    fake.failWith(503, 'Service unavailable');
    const worker = createJobWorker({
      db: tdb.db,
      registry: new JobRegistry().register(WHATSAPP_REMINDER_JOB, whatsappReminderJobHandler(() => at('09:30'))),
      backoffMs: () => 0,
    });
    await worker.runOnce();
    expect((await reminders(tdb.db))[0]).toMatchObject({ status: 'scheduled' });
    fake.failWith(null);
    await worker.runOnce();
    expect((await reminders(tdb.db))[0]).toMatchObject({ status: 'sent' });
    expect(fake.messages).toHaveLength(1);

    await callerFor(tdb.db, clinic.admin).whatsapp.updateSettings({ secondReminderHours: 3 });
    fake.failWith(400, 'Template not approved');
    expect(await scheduleDueReminders(tdb.db, at('11:00', '2026-12-02'))).toBe(1);
    await runJobs(tdb.db, at('11:00', '2026-12-02'));
    expect((await reminders(tdb.db))[1]).toMatchObject({ status: 'failed' });
    expect((await reminders(tdb.db))[1]!.error).toContain('Template not approved');
    const job = await tdb.db.selectFrom('jobs').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(job.status).toBe('failed');
  });
});

describe('the WhatsApp webhook', () => {
  it('refuses a bad or missing signature and changes nothing', async () => {
    const clinic = await seedClinic(tdb.db);
    const reminder = await sendFirstReminder(tdb.db);
    const body = tap('CONF', clinic.appointmentId, reminder.nonce, 'wamid.IN1');
    expect((await deliver(tdb.db, body, null)).status).toBe(401);
    expect((await deliver(tdb.db, body, whatsappSignature(body, 'outro-segredo'))).status).toBe(401);
    expect((await deliver(tdb.db, body, 'sha256=zz')).status).toBe(401);
    // Signed over other bytes (the same JSON re-serialised with spaces): refused.
    expect((await deliver(tdb.db, body, whatsappSignature(JSON.stringify(JSON.parse(body), null, 1), APP_SECRET))).status).toBe(401);
    expect(await confirmation(tdb.db, clinic.admin, clinic.appointmentId)).toBe('enviado');
    expect(await tdb.db.selectFrom('whatsappInbound').selectAll().execute()).toEqual([]);
    expect((await deliver(tdb.db, body)).status).toBe(200);
    expect(await confirmation(tdb.db, clinic.admin, clinic.appointmentId)).toBe('confirmado');
  });

  it("'Confirmar' confirms once: the same delivery again, or another tap with the used nonce, changes nothing", async () => {
    const clinic = await seedClinic(tdb.db);
    const reminder = await sendFirstReminder(tdb.db);
    const body = tap('CONF', clinic.appointmentId, reminder.nonce, 'wamid.IN1', reminder.wamid!);
    expect(await deliver(tdb.db, body)).toMatchObject({ status: 200, messages: 1 });
    expect(await callerFor(tdb.db, clinic.admin).appointments.get({ id: clinic.appointmentId })).toMatchObject({
      attendanceStatus: 'confirmado',
      status: 'scheduled',
      confirmation: 'confirmado',
    });
    const logs = await tdb.db.selectFrom('systemLogs').selectAll().execute();
    expect(await deliver(tdb.db, body)).toMatchObject({ status: 200, messages: 0 });
    expect(await tdb.db.selectFrom('systemLogs').selectAll().execute()).toHaveLength(logs.length);
    const again = await deliver(tdb.db, tap('CANC', clinic.appointmentId, reminder.nonce, 'wamid.IN2'));
    expect(again.ignored).toEqual([expect.stringContaining('código desconhecido ou já usado')]);
    expect(await confirmation(tdb.db, clinic.admin, clinic.appointmentId)).toBe('confirmado');
    expect((await callerFor(tdb.db, clinic.admin).appointments.get({ id: clinic.appointmentId })).status).toBe('scheduled');
    const unknown = await deliver(tdb.db, tap('CONF', clinic.appointmentId, 'naoexiste', 'wamid.IN3'));
    expect(unknown.ignored).toHaveLength(1);
    const ignoredLogs = await tdb.db.selectFrom('systemLogs').select('description').where('description', 'like', '%ignorada%').execute();
    expect(ignoredLogs).toHaveLength(2);
  });

  it("a failure after the nonce is claimed loses nothing: the nonce and the change commit together, so Meta's retry confirms", async () => {
    const clinic = await seedClinic(tdb.db);
    const reminder = await sendFirstReminder(tdb.db);
    const body = tap('CONF', clinic.appointmentId, reminder.nonce, 'wamid.FAIL1', reminder.wamid!);
    // The confirmation's write fails once, after the nonce and the attendance change were made.
    const restore = await failWritesTo(tdb.db, 'appointment_confirmations', 'falha passageira');
    try {
      await expect(deliver(tdb.db, body)).rejects.toThrow('falha passageira');
    } finally {
      await restore();
    }
    expect((await callerFor(tdb.db, clinic.admin).appointments.get({ id: clinic.appointmentId })).attendanceStatus).toBe('agendado');
    expect(await deliver(tdb.db, body)).toMatchObject({ status: 200, messages: 1, ignored: [] });
    expect(await callerFor(tdb.db, clinic.admin).appointments.get({ id: clinic.appointmentId })).toMatchObject({
      attendanceStatus: 'confirmado',
      confirmation: 'confirmado',
    });
  });

  it('asks again when the appointment moves or comes back to agendado: its confirmation and reminders start over', async () => {
    const clinic = await seedClinic(tdb.db);
    const admin = callerFor(tdb.db, clinic.admin);
    const id = clinic.appointmentId;
    const reminder = await sendFirstReminder(tdb.db);
    await deliver(tdb.db, tap('CONF', id, reminder.nonce, 'wamid.MV1', reminder.wamid!));
    expect(await confirmation(tdb.db, clinic.admin, id)).toBe('confirmado');
    expect(await admin.appointments.update({ id, date: '2026-12-03' })).toMatchObject({ attendanceStatus: 'agendado', confirmation: 'pendente' });
    expect(await reminders(tdb.db)).toEqual([]);
    // The old reminder's buttons no longer answer for the new slot.
    expect((await deliver(tdb.db, tap('CANC', id, reminder.nonce, 'wamid.MV2'))).ignored).toHaveLength(1);
    expect((await admin.appointments.get({ id })).status).toBe('scheduled');
    // The new slot gets its own reminder, the day before at the sending hour.
    expect(await scheduleDueReminders(tdb.db, at('09:30'))).toBe(0);
    expect(await scheduleDueReminders(tdb.db, at('09:30', '2026-12-02'))).toBe(1);
    await runJobs(tdb.db, at('09:30', '2026-12-02'));
    const [second] = await reminders(tdb.db);
    expect(second).toMatchObject({ status: 'sent' });
    // A cancellation by tap, undone by reception: pending again, with a fresh reminder to come.
    await deliver(tdb.db, tap('CANC', id, second!.nonce, 'wamid.MV3', second!.wamid!));
    expect(await admin.appointments.get({ id })).toMatchObject({ status: 'cancelled', confirmation: 'cancelado' });
    expect(await admin.appointments.setAttendance({ id, attendanceStatus: 'agendado' })).toMatchObject({ confirmation: 'pendente' });
    expect(await reminders(tdb.db)).toEqual([]);
  });

  it('answers 200 to a signed delivery with odd values (non-string text or type, an overlong id, an out-of-range offer id), never a 500', async () => {
    await seedClinic(tdb.db);
    const odd = webhookBody({
      messages: [
        { from: '5511999998888', id: 'wamid.ODD1', timestamp: '1764590000', type: 7, text: { body: { nested: true } } },
        { from: '5511999998888', id: `wamid.${'x'.repeat(300)}`, timestamp: '1764590000', type: 'text', text: { body: 'oi' } },
        { from: '5511999998888', id: 'wamid.ODD3', timestamp: '1764590000', type: 'button', button: { payload: 'OFERTA_SIM:9999999999:abc', text: 1 } },
      ],
    });
    const outcome = await deliver(tdb.db, odd);
    expect(outcome.status).toBe(200);
    expect(outcome.ignored).toEqual(['Oferta da lista de espera inválida: "9999999999"']);
  });

  it("'Cancelar' cancels and frees the slot; 'Remarcar' asks reception through the inbox", async () => {
    const clinic = await seedClinic(tdb.db);
    const api = callerFor(tdb.db, clinic.admin);
    const reminder = await sendFirstReminder(tdb.db);
    await deliver(tdb.db, tap('CANC', clinic.appointmentId, reminder.nonce, 'wamid.IN1'));
    const cancelled = await api.appointments.get({ id: clinic.appointmentId });
    // 28 hours before, outside the default 24-hour policy: an ordinary patient cancellation.
    expect(cancelled).toMatchObject({ status: 'cancelled', attendanceStatus: 'cancelado_paciente', cancelledBy: 'paciente', confirmation: 'cancelado' });

    const other = await tdb.db
      .insertInto('appointments')
      .values({ patientId: clinic.patientId, physiotherapistId: clinic.physioId, roomId: clinic.roomId, date: '2026-12-02', time: '16:00' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await scheduleDueReminders(tdb.db, at('09:40'))).toBe(1);
    await runJobs(tdb.db, at('09:40'));
    const second = (await reminders(tdb.db))[1]!;
    await deliver(tdb.db, tap('RESC', other.id, second.nonce, 'wamid.IN2'));
    expect(await confirmation(tdb.db, clinic.admin, other.id)).toBe('remarcar');
    const day = await api.confirmations.list({ date: '2026-12-02' });
    expect(day.items.map((i) => [i.time, i.confirmation])).toEqual([
      ['14:00', 'cancelado'],
      ['16:00', 'remarcar'],
    ]);
    expect(day.inbox).toEqual([expect.objectContaining({ id: 'wamid.IN2', kind: 'remarcar', appointmentId: other.id, patientName: 'Ana Souza' })]);
    await api.confirmations.markHandled({ id: 'wamid.IN2' });
    expect((await api.confirmations.list({ date: '2026-12-02' })).inbox).toEqual([]);
    await expect(api.confirmations.markHandled({ id: 'wamid.IN2' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("'Cancelar' inside the clinic's policy hours is a late cancellation; the policy is set with the WhatsApp settings", async () => {
    const clinic = await seedClinic(tdb.db);
    const api = callerFor(tdb.db, clinic.admin);
    expect((await api.whatsapp.getSettings()).lateCancelHours).toBe(24);
    expect((await api.whatsapp.updateSettings({ lateCancelHours: 48 })).lateCancelHours).toBe(48);
    const reminder = await sendFirstReminder(tdb.db);
    await deliver(tdb.db, tap('CANC', clinic.appointmentId, reminder.nonce, 'wamid.IN1'));
    expect(await api.appointments.get({ id: clinic.appointmentId })).toMatchObject({
      status: 'cancelled',
      attendanceStatus: 'cancelado_tarde',
      confirmation: 'cancelado',
    });
  });

  it('ignores (and logs) a reply for an appointment that is no longer booked', async () => {
    const clinic = await seedClinic(tdb.db);
    const api = callerFor(tdb.db, clinic.admin);
    const reminder = await sendFirstReminder(tdb.db);
    await api.appointments.setAttendance({ id: clinic.appointmentId, attendanceStatus: 'cancelado_clinica', reason: 'outro' });
    const outcome = await deliver(tdb.db, tap('CONF', clinic.appointmentId, reminder.nonce, 'wamid.IN1'));
    expect(outcome.ignored).toEqual([expect.stringContaining('não está mais marcado')]);
    expect((await api.appointments.get({ id: clinic.appointmentId })).attendanceStatus).toBe('cancelado_clinica');
  });

  it('moves delivery statuses forward only, whatever order they arrive in', async () => {
    const clinic = await seedClinic(tdb.db);
    const reminder = await sendFirstReminder(tdb.db);
    const wamid = reminder.wamid!;
    const states: string[] = [];
    for (const status of ['delivered', 'sent', 'delivered', 'failed', 'read', 'delivered', 'read']) {
      await deliver(tdb.db, statusUpdate(wamid, status));
      states.push((await confirmation(tdb.db, clinic.admin, clinic.appointmentId))!);
    }
    expect(states).toEqual(['entregue', 'entregue', 'entregue', 'entregue', 'lido', 'lido', 'lido']);
    expect((await reminders(tdb.db))[0]!.status).toBe('read');
    // A delivery status never undoes an answer.
    await deliver(tdb.db, tap('CONF', clinic.appointmentId, reminder.nonce, 'wamid.IN1'));
    await deliver(tdb.db, statusUpdate(wamid, 'read'));
    expect(await confirmation(tdb.db, clinic.admin, clinic.appointmentId)).toBe('confirmado');
    // Unknown message ids are ignored.
    expect((await deliver(tdb.db, statusUpdate('wamid.UNKNOWN', 'read'))).statuses).toBe(0);
  });

  it("'SAIR' opts the patient out (logged, no more reminders); other text goes to the inbox", async () => {
    const clinic = await seedClinic(tdb.db);
    await sendFirstReminder(tdb.db);
    await deliver(tdb.db, textMessage('Posso ir às 15h?', 'wamid.IN1'));
    const api = callerFor(tdb.db, clinic.admin);
    expect((await api.confirmations.list({ date: '2026-12-02' })).inbox).toEqual([
      expect.objectContaining({ kind: 'verificar', text: 'Posso ir às 15h?', appointmentId: clinic.appointmentId }),
    ]);
    await deliver(tdb.db, textMessage(' sair ', 'wamid.IN2'));
    const patient = await api.patients.get({ id: clinic.patientId });
    expect(patient.whatsappConsent).toMatchObject({ optedIn: false, source: 'whatsapp' });
    expect(await confirmation(tdb.db, clinic.admin, clinic.appointmentId)).toBe('enviado');
    await api.whatsapp.updateSettings({ secondReminderHours: 3 });
    expect(await scheduleDueReminders(tdb.db, at('11:00', '2026-12-02'))).toBe(0);
    const log = await tdb.db.selectFrom('systemLogs').select('description').where('entity', '=', 'patient').execute();
    expect(log.map((l) => l.description)).toContain('Consentimento de lembretes por WhatsApp retirado para Ana Souza (mensagem no WhatsApp)');
  });
});

describe('confirmations', () => {
  it('are for the attendance roles; the dashboard counts are for everyone', async () => {
    const clinic = await seedClinic(tdb.db);
    for (const role of ['financeiro', 'lider'] as const) {
      const other = callerFor(tdb.db, await seedUser(tdb.db, { role }));
      await expect(other.confirmations.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(other.confirmations.confirm({ id: clinic.appointmentId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(await other.confirmations.counts()).toBeDefined();
    }
    const reception = callerFor(tdb.db, await seedUser(tdb.db, { role: 'recepcionista' }), { now: () => at('12:00') });
    const day = await reception.confirmations.list({});
    expect(day.date).toBe('2026-12-02');
    expect(day.items[0]).toMatchObject({ confirmation: 'pendente', patientName: 'Ana Souza', physiotherapistName: 'Juliana Prado' });
    expect(day.items[0]!.whatsappLink).toMatch(/^https:\/\/wa\.me\/5511999998888\?text=Ol%C3%A1%2C%20Ana\./);
    expect(await reception.confirmations.counts()).toEqual({ date: '2026-12-02', confirmed: 0, pending: 1 });
    await reception.confirmations.confirm({ id: clinic.appointmentId });
    expect(await reception.confirmations.counts()).toEqual({ date: '2026-12-02', confirmed: 1, pending: 0 });
  });
});
