import { useTestDatabase } from '@clinic/db/test-hooks';
import { seedPatients } from '@clinic/db/testing';
import { describe, expect, it } from 'vitest';

import { callerFor, expectIssue, seedUser } from '../../testing';

const tdb = useTestDatabase();
const NOW = new Date(2026, 11, 5, 9, 0);

/**
 * Known data: eight leads in November reaching levels 0,1,2,3,4,5,6 and a lost one that was contacted
 * (1), one lead in October left out; spend 300 on campaign C1 and 100 on 'FB ENDOMETRIOSE - Conversão'
 * (matched by keyword for a lead without ids), an older copy of the same report and an October one ignored.
 */
async function knownClinic() {
  const admin = await seedUser(tdb.db, { role: 'admin' });
  const juliana = await seedUser(tdb.db, { role: 'physiotherapist', firstName: 'Juliana', lastName: 'Prado' });
  const [room] = await tdb.db.insertInto('rooms').values([{ name: 'Sala 1' }]).returning('id').execute();
  const [p1, p2, p3, p4, p5] = await seedPatients(tdb.db, [1, 2, 3, 4, 5].map((n) => ({ firstName: `P${n}`, lastName: 'Teste', phone: `(11) 90000-000${n}`, birthDate: '1990-01-01' })));
  const lead = (n: number, values: Record<string, unknown>) => ({
    name: `Lead ${n}`,
    whatsapp: `(11) 98888-000${n}`,
    origin: 'Instagram',
    date: '2026-11-10',
    ...values,
  });
  const contacted = new Date(2026, 10, 11, 10, 0);
  await tdb.db
    .insertInto('leads')
    .values([
      lead(1, { campaignId: 'C1', campaignName: 'Pós-parto' }),
      lead(2, { campaignId: 'C1', campaignName: 'Pós-parto', stage: 'em_contato', firstContactAt: contacted }),
      lead(3, { campaignId: 'C1', campaignName: 'Pós-parto', status: 'CONVERTIDO', patientId: p1, firstContactAt: contacted }),
      lead(4, { campaignId: 'C1', campaignName: 'Pós-parto', status: 'CONVERTIDO', patientId: p2 }),
      lead(5, { origin: 'FB ENDOMETRIOSE', status: 'CONVERTIDO', stage: 'convertido', patientId: p3 }),
      lead(6, { campaignId: 'C1', campaignName: 'Pós-parto', status: 'CONVERTIDO', patientId: p4 }),
      lead(7, { origin: 'Google', status: 'CONVERTIDO', patientId: p5 }),
      lead(8, { origin: 'Google', stage: 'perdido', lostReason: 'Caro', firstContactAt: contacted }),
      lead(9, { date: '2026-10-31', campaignId: 'C1' }),
    ])
    .execute();
  const appt = (patientId: number, date: string, attendanceStatus: string) => ({
    patientId,
    physiotherapistId: juliana.id,
    roomId: room!.id,
    date,
    time: '10:00',
    attendanceStatus,
  });
  await tdb.db
    .insertInto('appointments')
    .values([appt(p1!, '2026-11-20', 'agendado'), appt(p2!, '2026-11-12', 'atendido'), appt(p4!, '2026-11-13', 'presente'), appt(p5!, '2026-11-14', 'cancelado_clinica'), appt(p5!, '2026-11-15', 'atendido')])
    .execute();
  const service = await callerFor(tdb.db, admin, { now: () => NOW }).services.create({ name: 'Pacote 10', price: '1000.00', quantity: 10 });
  for (const patient of [p4!, p5!]) await callerFor(tdb.db, admin, { now: () => NOW }).packages.sell({ id: patient, serviceId: service.id });
  await tdb.db.updateTable('patients').set({ dischargeDate: '2026-12-01' }).where('id', '=', p5!).execute();
  await tdb.db.insertInto('reportKeywords').values({ keyword: 'ENDOMETRIOSE', normalized: 'ENDOMETRIOSE' }).execute();
  const [account] = await tdb.db.insertInto('adAccounts').values({ accountNumber: 'act_1', name: 'Clínica' }).returning('id').execute();
  const rows = (c1: number) =>
    JSON.stringify([
      { campaign_id: 'C1', campaign_name: 'Pós-parto', spend: String(c1), date_start: '2026-11-01', date_stop: '2026-11-15' },
      { campaign_id: 'C2', campaign_name: 'FB ENDOMETRIOSE - Conversão', spend: '100', date_start: '2026-11-01', date_stop: '2026-11-15' },
    ]);
  const report = (startDate: string, endDate: string, body: string, completedAt: Date) => ({
    adAccountId: account!.id,
    startDate,
    endDate,
    status: 'completed',
    webhookResponse: body,
    completedAt,
  });
  await tdb.db
    .insertInto('reportRequests')
    .values([
      report('2026-11-01', '2026-11-15', rows(999), new Date(2026, 10, 16)),
      report('2026-11-01', '2026-11-15', rows(300), new Date(2026, 10, 17)),
      report('2026-10-01', '2026-10-31', rows(5000), new Date(2026, 10, 1)),
    ])
    .execute();
  return callerFor(tdb.db, await seedUser(tdb.db, { role: 'financeiro' }), { now: () => NOW });
}

const counts = (...values: number[]) => ({
  leads: values[0],
  contacted: values[1],
  assessmentBooked: values[2],
  assessmentDone: values[3],
  converted: values[4],
  packageSold: values[5],
  discharged: values[6],
});

describe('the funnel (issue #25)', () => {
  it('counts each step, the conversion between them, per origin and campaign, with the spend costs', async () => {
    const api = await knownClinic();
    const funnel = await api.funnel.get({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(funnel.steps.map((s) => [s.key, s.count, s.conversion])).toEqual([
      ['leads', 8, null],
      ['contacted', 7, 87.5],
      ['assessmentBooked', 5, 71.4],
      ['assessmentDone', 4, 80],
      ['converted', 3, 75],
      ['packageSold', 2, 66.7],
      ['discharged', 1, 50],
    ]);
    expect(funnel.costs).toEqual({ spend: 400, costPerLead: 66.67, costPerAssessment: 133.33, costPerPayingPatient: 400 });
    expect(funnel.byOrigin.map((g) => [g.label, g.counts])).toEqual([
      ['Instagram', counts(5, 4, 3, 2, 1, 1, 0)],
      ['Google', counts(2, 2, 1, 1, 1, 1, 1)],
      ['FB ENDOMETRIOSE', counts(1, 1, 1, 1, 1, 0, 0)],
    ]);
    expect(funnel.byCampaign.map((g) => [g.key, g.label, g.counts, g.costs])).toEqual([
      ['C1', 'Pós-parto', counts(5, 4, 3, 2, 1, 1, 0), { spend: 300, costPerLead: 60, costPerAssessment: 150, costPerPayingPatient: 300 }],
      ['', 'Sem campanha', counts(2, 2, 1, 1, 1, 1, 1), null],
      ['C2', 'FB ENDOMETRIOSE - Conversão', counts(1, 1, 1, 1, 1, 0, 0), { spend: 100, costPerLead: 100, costPerAssessment: 100, costPerPayingPatient: null }],
    ]);
    expect(funnel.byCampaign[0]!.conversion).toEqual({ contacted: 80, assessmentBooked: 75, assessmentDone: 66.7, converted: 50, packageSold: 100, discharged: 0 });
  });

  it('filters by origin (any case) and by campaign id', async () => {
    const api = await knownClinic();
    const instagram = await api.funnel.get({ startDate: '2026-11-01', endDate: '2026-11-30', origin: 'instagram' });
    expect(instagram.steps.map((s) => s.count)).toEqual([5, 4, 3, 2, 1, 1, 0]);
    const c1 = await api.funnel.get({ startDate: '2026-11-01', endDate: '2026-11-30', campaignId: 'C1' });
    expect(c1.steps[0]!.count).toBe(5);
    expect(c1.costs).toEqual({ spend: 300, costPerLead: 60, costPerAssessment: 150, costPerPayingPatient: 300 });
    const empty = await api.funnel.get({ startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(empty.steps.map((s) => s.count)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(empty.costs).toEqual({ spend: 0, costPerLead: null, costPerAssessment: null, costPerPayingPatient: null });
  });

  it('answers 400 in Portuguese for a bad period, and 403 for roles without funnel:see', async () => {
    const api = await knownClinic();
    await expectIssue(api.funnel.get({ startDate: '', endDate: '2026-11-30' }), 'Informe a data inicial (aaaa-mm-dd)');
    await expectIssue(api.funnel.get({ startDate: '2026-11-30', endDate: '2026-11-01' }), 'A data final deve ser igual ou posterior à data inicial');
    await expectIssue(api.funnel.get({ startDate: '2025-01-01', endDate: '2026-11-01' }), 'O período máximo é de 366 dias');
    const reception = callerFor(tdb.db, await seedUser(tdb.db, { role: 'recepcionista' }));
    await expect(reception.funnel.get({ startDate: '2026-11-01', endDate: '2026-11-30' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
