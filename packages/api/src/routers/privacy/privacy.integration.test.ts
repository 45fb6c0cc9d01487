/**
 * LGPD (#27, items 1, 3 and 5): consents recorded and revoked (logged), the holders' requests with
 * their 15-day deadline and the incident register with the ANPD's 3 business days, both counted
 * on the clinic's calendar (São Paulo in tests), and who may do what (the Roles table).
 */
import { type Database, type Kysely } from '@clinic/db';
import { useTestDatabase } from '@clinic/db/test-hooks';
import { ROLES, type Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { callerFor, expectIssue, seedUser } from '../../testing';

const tdb = useTestDatabase();

const logs = () => tdb.db.selectFrom('systemLogs').select(['action', 'entity', 'entityId', 'userId', 'description']).orderBy('id').execute();

async function seedHolders(db: Kysely<Database>) {
  const patient = await db
    .insertInto('patients')
    .values({ firstName: 'Ana', lastName: 'Souza', phone: '(11) 99999-8888', birthDate: '1990-01-01' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lead = await db
    .insertInto('leads')
    .values({ name: 'Bia Lima', whatsapp: '(11) 98888-7777', origin: 'Instagram', date: '2026-11-20' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { patientId: patient.id, leadId: lead.id };
}

/** A moment in São Paulo (UTC−3). */
const sp = (local: string) => new Date(`${local}-03:00`);

describe('consents', () => {
  it('are recorded and revoked for patients and leads, with text version, how, who and when, each logged', async () => {
    const admin = await seedUser(tdb.db, { role: 'recepcionista', firstName: 'Rita', lastName: 'Recepção' });
    const { patientId, leadId } = await seedHolders(tdb.db);
    const now = sp('2026-11-26T10:00:00');
    const api = callerFor(tdb.db, admin, { now: () => now });

    const image = await api.privacy.recordPatientConsent({ id: patientId, purpose: 'uso_imagem', method: 'papel', givenAt: '2026-11-20T14:00:00-03:00' });
    expect(image).toMatchObject({
      patientId,
      leadId: null,
      purpose: 'uso_imagem',
      textVersion: 1,
      givenAt: '2026-11-20T17:00:00.000Z',
      method: 'papel',
      recordedByName: 'Rita Recepção',
      revokedAt: null,
    });
    expect(image.text).toContain('imagens');
    const marketing = await api.privacy.recordLeadConsent({ id: leadId, purpose: 'marketing', method: 'whatsapp' });
    expect(marketing).toMatchObject({ leadId, patientId: null, givenAt: now.toISOString(), method: 'whatsapp' });

    await expect(api.privacy.recordPatientConsent({ id: patientId, purpose: 'uso_imagem', method: 'formulario' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Já existe um consentimento ativo para esta finalidade. Revogue-o antes de registrar outro.',
    });

    const revoked = await api.privacy.revokeConsent({ id: image.id });
    expect(revoked).toMatchObject({ revokedAt: now.toISOString(), revokedByName: 'Rita Recepção' });
    await expect(api.privacy.revokeConsent({ id: image.id })).rejects.toMatchObject({ code: 'CONFLICT', message: 'Este consentimento já foi revogado' });
    await expect(api.privacy.revokeConsent({ id: 99_999 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Consentimento não encontrado' });

    // After a revocation the purpose may be consented again; the list shows the active ones first.
    const again = await api.privacy.recordPatientConsent({ id: patientId, purpose: 'uso_imagem', method: 'formulario' });
    expect((await api.privacy.listPatientConsents({ id: patientId })).map((c) => [c.id, c.revokedAt === null])).toEqual([
      [again.id, true],
      [image.id, false],
    ]);
    expect(await api.privacy.listLeadConsents({ id: leadId })).toEqual([marketing]);

    expect((await logs()).map((l) => [l.action, l.entity, l.entityId, l.userId, l.description])).toEqual([
      ['create', 'consent', image.id, admin.id, 'Consentimento "Uso de imagem" registrado para Ana Souza (Papel digitalizado)'],
      ['create', 'consent', marketing.id, admin.id, 'Consentimento "Mensagens de marketing" registrado para o lead Bia Lima (WhatsApp)'],
      ['update', 'consent', image.id, admin.id, 'Consentimento "Uso de imagem" revogado para Ana Souza'],
      ['create', 'consent', again.id, admin.id, 'Consentimento "Uso de imagem" registrado para Ana Souza (Formulário)'],
    ]);
  });

  it('refuse bad input with a clear 400 in Portuguese and unknown holders with 404', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin' }));
    const { patientId } = await seedHolders(tdb.db);
    await expectIssue(api.privacy.recordPatientConsent({ id: patientId, purpose: 'x' as never, method: 'papel' }), 'Selecione a finalidade');
    await expectIssue(
      api.privacy.recordPatientConsent({ id: patientId, purpose: 'marketing', method: 'papel', textVersion: 9 }),
      'Versão do texto desconhecida para esta finalidade',
    );
    await expectIssue(api.privacy.recordPatientConsent({ id: patientId, purpose: 'marketing', method: 'papel', givenAt: 'ontem' }), 'Data do consentimento inválida');
    await expect(api.privacy.recordPatientConsent({ id: patientId, purpose: 'marketing', method: 'papel', givenAt: '2999-01-01T00:00:00Z' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'A data do consentimento não pode estar no futuro',
    });
    await expect(api.privacy.listPatientConsents({ id: 99_999 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Paciente não encontrado' });
    await expect(api.privacy.recordLeadConsent({ id: 99_999, purpose: 'marketing', method: 'papel' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await logs()).toEqual([]);
  });
});

describe('holder requests', () => {
  it('are due 15 days after the day received in the clinic\'s zone: 23:30 on the 26th is still the 26th', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin', firstName: 'Adriana', lastName: 'Admin' });
    const { patientId, leadId } = await seedHolders(tdb.db);
    // 23:30 in São Paulo is already 02:30 of the 27th in UTC.
    const lateNight = sp('2026-11-26T23:30:00');
    const api = callerFor(tdb.db, admin, { now: () => lateNight });
    const access = await api.privacy.createRequest({ type: 'acesso', patientId });
    expect(access).toMatchObject({ type: 'acesso', patientId, holderName: 'Ana Souza', receivedOn: '2026-11-26', dueOn: '2026-12-11', status: 'aberta', answer: null });
    const afterMidnight = callerFor(tdb.db, admin, { now: () => sp('2026-11-27T00:10:00') });
    expect(await afterMidnight.privacy.createRequest({ type: 'eliminacao', leadId })).toMatchObject({ holderName: 'Bia Lima', receivedOn: '2026-11-27', dueOn: '2026-12-12' });
    expect(await api.privacy.createRequest({ type: 'confirmacao', holderName: 'Carla Dias', receivedOn: '2026-11-10' })).toMatchObject({
      holderName: 'Carla Dias',
      dueOn: '2026-11-25',
    });

    await expect(api.privacy.updateRequest({ id: access.id, status: 'respondida' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Informe a resposta dada ao titular',
    });
    const answered = await api.privacy.updateRequest({ id: access.id, status: 'respondida', answer: 'Cópia enviada por email em PDF.' });
    expect(answered).toMatchObject({ status: 'respondida', answer: 'Cópia enviada por email em PDF.', answeredByName: 'Adriana Admin', answeredAt: lateNight.toISOString() });
    // The open ones first by deadline (the overdue one leads), then the answered.
    expect((await api.privacy.listRequests()).map((r) => [r.type, r.status])).toEqual([
      ['confirmacao', 'aberta'],
      ['eliminacao', 'aberta'],
      ['acesso', 'respondida'],
    ]);
    expect((await api.privacy.listRequests({ open: true })).map((r) => r.type)).toEqual(['confirmacao', 'eliminacao']);
    expect((await logs()).map((l) => [l.entity, l.description])).toEqual([
      ['privacy_request', 'Solicitação do titular "Acesso" registrada para Ana Souza (prazo 11/12/2026)'],
      ['privacy_request', 'Solicitação do titular "Eliminação" registrada para Bia Lima (prazo 12/12/2026)'],
      ['privacy_request', 'Solicitação do titular "Confirmação" registrada para Carla Dias (prazo 25/11/2026)'],
      ['privacy_request', 'Solicitação do titular "Acesso" de Ana Souza atualizada: status Aberta → Respondida'],
    ]);
  });

  it('name exactly one holder and refuse bad input with a 400 in Portuguese', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin' }));
    const { patientId, leadId } = await seedHolders(tdb.db);
    await expectIssue(api.privacy.createRequest({ type: 'acesso' }), 'Indique o titular: paciente, lead ou nome');
    await expectIssue(api.privacy.createRequest({ type: 'acesso', patientId, leadId }), 'Indique apenas um titular: paciente, lead ou nome');
    await expectIssue(api.privacy.createRequest({ type: 'nada' as never, patientId }), 'Selecione o tipo da solicitação');
    await expectIssue(api.privacy.createRequest({ type: 'acesso', patientId, receivedOn: '2026-02-30' }), 'Data inválida (use aaaa-mm-dd)');
    await expect(api.privacy.createRequest({ type: 'acesso', patientId: 99_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.privacy.updateRequest({ id: 99_999, status: 'em_andamento' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Solicitação não encontrada' });
  });
});

describe('incidents', () => {
  it('show the ANPD deadline 3 business days after the discovery day in the clinic\'s zone, weekends and holidays skipped', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin', firstName: 'Adriana', lastName: 'Admin' });
    const api = callerFor(tdb.db, admin, { now: () => sp('2026-12-01T12:00:00') });
    const base = { description: 'Notebook da recepção furtado', dataAffected: 'Agenda e telefones', holdersAffected: 'Cerca de 40 pacientes', risk: 'alto' as const };
    // Thursday 26/11 at 23:30 in São Paulo (Friday in UTC): Friday, Monday, Tuesday → 01/12.
    const thursday = await api.privacy.createIncident({ ...base, discoveredAt: '2026-11-26T23:30:00-03:00' });
    expect(thursday).toMatchObject({ anpdDueOn: '2026-12-01', discoveredAt: '2026-11-27T02:30:00.000Z', status: 'aberto', createdByName: 'Adriana Admin' });
    // Saturday: Monday, Tuesday, Wednesday.
    expect((await api.privacy.createIncident({ ...base, discoveredAt: '2026-11-28T10:00:00-03:00' })).anpdDueOn).toBe('2026-12-02');
    // Wednesday 23/12: Thursday 24, (Natal), Monday 28, Tuesday 29.
    expect((await api.privacy.createIncident({ ...base, discoveredAt: '2025-12-23T09:00:00-03:00' })).anpdDueOn).toBe('2025-12-29');

    const updated = await api.privacy.updateIncident({ id: thursday.id, measures: 'Senhas trocadas; disco criptografado', communications: 'ANPD comunicada', anpdNotifiedOn: '2026-11-30', risk: 'medio', status: 'encerrado' });
    expect(updated).toMatchObject({ measures: 'Senhas trocadas; disco criptografado', anpdNotifiedOn: '2026-11-30', risk: 'medio', status: 'encerrado' });
    expect((await api.privacy.listIncidents()).map((i) => i.id).at(-1)).toBe(thursday.id);
    expect((await logs()).map((l) => l.description)).toEqual([
      `Incidente #${thursday.id} registrado (comunicar à ANPD até 01/12/2026)`,
      `Incidente #${thursday.id + 1} registrado (comunicar à ANPD até 02/12/2026)`,
      `Incidente #${thursday.id + 2} registrado (comunicar à ANPD até 29/12/2025)`,
      `Incidente #${thursday.id} atualizado: medidas; risco Alto → Médio; comunicações; comunicação à ANPD; status Aberto → Encerrado`,
    ]);
    await expectIssue(api.privacy.createIncident({ ...base, description: ' ', discoveredAt: '2026-11-26T10:00:00Z' }), 'Descreva o que aconteceu');
    await expect(api.privacy.createIncident({ ...base, discoveredAt: '2026-12-05T10:00:00Z' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'A data da descoberta não pode estar no futuro',
    });
    await expect(api.privacy.updateIncident({ id: 99_999, risk: 'baixo' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Incidente não encontrado' });
  });
});

describe('roles', () => {
  const allowed = async (call: Promise<unknown>) =>
    call.then(
      () => true,
      (error: { code?: string }) => {
        if (error.code === 'FORBIDDEN') return false;
        throw error;
      },
    );

  it('consents for the roles that register patients and leads; requests and incidents for the admin only', async () => {
    const { patientId } = await seedHolders(tdb.db);
    const result: Record<string, [boolean, boolean, boolean]> = {};
    for (const role of ROLES as readonly Role[]) {
      const api = callerFor(tdb.db, await seedUser(tdb.db, { role }));
      result[role] = [
        await allowed(api.privacy.listPatientConsents({ id: patientId })),
        await allowed(api.privacy.listRequests()),
        await allowed(api.privacy.listIncidents()),
      ];
    }
    expect(result).toEqual({
      admin: [true, true, true],
      manager: [true, false, false],
      physiotherapist: [true, false, false],
      financeiro: [false, false, false],
      lider: [true, false, false],
      recepcionista: [true, false, false],
    });
  });
});
