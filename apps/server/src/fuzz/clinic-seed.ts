/**
 * A small clinic for the fuzz to aim at, made through the REST API as an admin (plus users seeded
 * straight into the database, whose password is known): rooms, services, physiotherapists, one
 * user of every role as targets, patients, appointments, leads, ad accounts, report requests (one
 * completed), keywords, a saved consolidated report, an analysis and an API token.
 */
import { seedUser } from '@clinic/api/testing';
import { type Database, type Kysely, insertLeadIntake, updateLeadIntake } from '@clinic/db';
import { ROLES, addDays, toIsoDate } from '@clinic/domain';

import type { FuzzClient } from './fuzz-client';
import type { Pools } from './openapi-arbitraries';

interface WithId {
  id: number | string;
}

export async function seedClinic(db: Kysely<Database>, admin: FuzzClient, pools: Pools, physiotherapistClientId: number): Promise<void> {
  const today = toIsoDate();
  const post = <T extends WithId>(url: string, body: unknown) => admin.json<T>('POST', url, body);

  for (const name of ['Sala 1', 'Sala 2', 'Sala 3']) pools.rooms.push((await post('/api/rooms', { name })).id);
  // The instruments' {id} is the instrument's id (licences: POST/DELETE /api/instruments/{id}/licence).
  pools.instruments.push('iciq_sf', 'iciq_oab', 'fsfi', 'pfdi20');
  for (const [name, price, quantity] of [
    ['Consulta', '150.00', 0],
    ['Sessão', '120.00', 0],
    ['Avaliação', '200.00', 0],
    ['Pacote 10 sessões', '1200.00', 10],
  ] as const) {
    pools.services.push((await post('/api/services', { name, price, quantity })).id);
  }

  // Targets for the users operations: one per role (an admin among them, whom a manager may not
  // touch), two more physiotherapists. The signed-in callers are never targets.
  pools.physiotherapists.push(physiotherapistClientId);
  for (const role of [...ROLES, 'physiotherapist' as const]) {
    const user = await seedUser(db, { role });
    pools.users.push(user.id);
    pools.emails.push(user.email);
    if (role === 'physiotherapist') pools.physiotherapists.push(user.id);
  }

  const firstNames = ['Ana', 'Beatriz', 'Carla', 'Débora', 'Elaine', 'Fernanda'];
  for (const [i, firstName] of firstNames.entries()) {
    const patient = await post('/api/patients', {
      firstName,
      lastName: 'Souza',
      phone: `(11) 9${String(1000 + i).padStart(4, '0')}-0000`,
      birthDate: addDays(today, -10_000 - i * 400),
    });
    pools.patients.push(patient.id);
  }
  for (let i = 0; i < 6; i += 1) {
    const appointment = await post('/api/appointments', {
      patientId: pools.patients[i],
      physiotherapistId: pools.physiotherapists[i % pools.physiotherapists.length],
      roomId: pools.rooms[i % pools.rooms.length],
      date: addDays(today, i - 2),
      time: `${String(8 + i).padStart(2, '0')}:00`,
    });
    pools.appointments.push(appointment.id);
  }
  // The waitlist: two entries and an offer of a freed slot (the last appointment, cancelled).
  await admin.json('DELETE', `/api/appointments/${pools.appointments[5]}`);
  const everyDay = [1, 2, 3, 4, 5, 6].flatMap((weekday) => [{ weekday, period: 'manha' }, { weekday, period: 'tarde' }]);
  for (let i = 0; i < 2; i += 1) {
    pools.waitlistEntries.push((await post('/api/waitlist', { patientId: pools.patients[i], availability: everyDay, dateFrom: today, dateTo: addDays(today, 30) })).id);
  }
  pools.waitlistOffers.push(
    (await post(`/api/waitlist/${pools.waitlistEntries[0]}/offer`, { date: addDays(today, 3), time: '13:00', roomId: pools.rooms[5 % pools.rooms.length] })).id,
  );
  // A package sold to the first patient, and a payment against it (#24).
  pools.packages.push((await post(`/api/patients/${pools.patients[0]}/packages`, { serviceId: pools.services[3] })).id);
  pools.payments.push((await post('/api/payments', { packageId: pools.packages[0], amount: '100.00', method: 'pix' })).id);
  // Clinical-record drafts (the admin has no CREFITO: none is signed here).
  for (let i = 0; i < 2; i += 1) {
    const entry = await post(`/api/patients/${pools.patients[i]}/record`, { kind: 'avaliacao', templateId: 'pelvic-assessment', content: { answers: {} } });
    pools.recordEntries.push(entry.id);
  }
  // Bladder diaries with their patient links (#26): the tokens are the /public/{token} pool; the
  // second diary's link is revoked, so the fuzz meets a closed link too.
  for (let i = 0; i < 2; i += 1) {
    const created = await admin.json<{ diary: WithId; link: { url: string } }>('POST', `/api/patients/${pools.patients[i]}/diaries`, { days: 3, startDate: today });
    pools.diaries.push(created.diary.id);
    pools.patientTokens.push(created.link.url.slice('/p/'.length));
  }
  await admin.json('DELETE', `/api/diaries/${pools.diaries[1]}`);
  for (let i = 0; i < 6; i += 1) {
    const lead = await post('/api/leads', {
      name: `Lead ${i}`,
      whatsapp: `(21) 9${String(2000 + i).padStart(4, '0')}-1111`,
      origin: i % 2 ? 'FB endometriose' : 'Instagram',
      date: addDays(today, -i),
    });
    pools.leads.push(lead.id);
  }
  // Meta Lead Ads imports that failed for good ('Falhas de importação', #25): their retry path.
  for (const leadgenId of ['990000000001', '990000000002']) {
    const intake = (await insertLeadIntake(db, { leadgenId, pageId: '100200300', formId: '90000000001', source: 'webhook' }))!;
    await updateLeadIntake(db, intake.id, { status: 'falhou', attempts: 5, error: 'Graph API respondeu 500' });
    pools.leadIntakeFailures.push(intake.id);
  }
  // LGPD (#27): consents of a patient and a lead, a holder request and an incident.
  pools.consents.push((await post(`/api/patients/${pools.patients[0]}/consents`, { purpose: 'uso_imagem', method: 'papel' })).id);
  pools.consents.push((await post(`/api/leads/${pools.leads[0]}/consents`, { purpose: 'marketing', method: 'formulario' })).id);
  pools.privacyRequests.push((await post('/api/privacy-requests', { type: 'acesso', patientId: pools.patients[0] })).id);
  pools.incidents.push(
    (await post('/api/incidents', { description: 'E-mail enviado ao destinatário errado', discoveredAt: new Date().toISOString(), dataAffected: 'Nome e horário', holdersAffected: 'Uma paciente', risk: 'baixo' })).id,
  );
  for (const [accountNumber, name] of [
    ['123456789012345', 'Conta Principal'],
    ['987654321098', 'Conta Secundária'],
  ]) {
    pools.adAccounts.push((await post('/api/ad-accounts', { accountNumber, name })).id);
  }
  for (const dateRange of ['last_7_days', 'last_30_days', 'yesterday']) {
    pools.reportRequests.push((await post('/api/report-requests', { adAccountId: pools.adAccounts[0], dateRange })).id);
  }
  await post(`/api/report-requests/${pools.reportRequests[0]}/result`, {
    response: { data: [{ campaign_name: 'FB endometriose', spend: '120.50', impressions: '1000', clicks: '40', actions: [{ action_type: 'lead', value: '3' }] }] },
  });
  for (const keyword of ['fuzz alfa', 'fuzz beta']) pools.reportKeywords.push((await post('/api/report-keywords', { keyword })).id);
  const saved = await post('/api/consolidated-reports/save', {
    title: 'Relatório semanal',
    dateRange: 'last_7d',
    totalSpend: 120.5,
    totalLeads: 3,
    costPerLead: 40.17,
    accountsData: [{ accountName: 'Conta Principal', accountId: '123456789012345', totalSpend: 120.5, totalLeads: 3 }],
    keywordData: { endometriose: 3 },
  });
  pools.consolidatedReports.push(saved.id);
  pools.consolidatedAnalyses.push((await post('/api/consolidated-analysis', { dateRange: 'last_7_days' })).id);
  pools.apiTokens.push((await post('/api/api-tokens', { name: 'n8n', userId: pools.users[0] })).id);
  // LGPD: an export of a patient's data (its job may or may not have run: both answers are valid).
  pools.exports.push((await post(`/api/patients/${pools.patients[1]}/export`, {})).id);
}
