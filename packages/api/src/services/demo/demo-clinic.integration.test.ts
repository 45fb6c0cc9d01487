import { useTestDatabase } from '@clinic/db/test-hooks';
import { LEAD_ORIGINS, type Lead, PACKAGE_STATUSES, PAYMENT_METHODS, addDays, centsFromDecimal, isValidCnpj, toIsoDate } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { callerFor } from '../../testing';
import { callerAsDemo, seedFreshDemoClinic } from '../../testing/demo-clinic';
import { DEMO_PASSWORD, seedDemoClinic } from './demo-clinic.service';
import { DEMO_LEAD_ADS_COUNT } from './demo-lead-ads';
import { DEMO_OUTCOME_PATIENTS } from './demo-instruments';
import { DEMO_LEAD_COUNT } from './demo-leads';

const tdb = useTestDatabase({ reset: false });

describe('demo clinic', () => {
  it('fills an empty clinic once, with staff who can sign in, rooms and services', async () => {
    await seedFreshDemoClinic(tdb.db);
    const api = callerFor(tdb.db, null);
    const physio = await api.auth.login({ email: 'juliana.prado@demo.clinica', password: DEMO_PASSWORD });
    const signedIn = callerFor(tdb.db, (await tdb.db.selectFrom('users').selectAll().where('id', '=', physio.id).executeTakeFirstOrThrow()));
    expect(await signedIn.rooms.list()).toHaveLength(4);
    expect((await signedIn.services.list({})).length).toBeGreaterThanOrEqual(5);
    expect((await signedIn.dashboard.stats()).physiotherapists).toBe(3);
    const everyone = (await signedIn.patients.list({})) as { status: string; sex: string | null; state: string | null }[];
    // Converted demo leads became patients too (without sex or state); the 36 demo patients carry both.
    const patients = everyone.filter((p) => p.sex !== null);
    expect(patients).toHaveLength(36);
    expect(new Set(patients.map((p) => p.status)).size).toBe(5);
    expect(new Set(patients.map((p) => p.sex)).size).toBe(3);
    expect(new Set(patients.map((p) => p.state)).size).toBeGreaterThan(4);
    const patientLogs = await tdb.db.selectFrom('systemLogs').select('description').where('entity', '=', 'patient').execute();
    expect(patientLogs).toHaveLength(everyone.length);
    expect(await seedDemoClinic(tdb.db)).toBe(false);
  });

  it('adds a few hundred leads over the last 90 days from every origin, some converted, some from FB campaigns', async () => {
    const api = await callerAsDemo(tdb.db, 'recepcionista');
    const leads = (await api.leads.list({})) as Lead[];
    expect(leads).toHaveLength(DEMO_LEAD_COUNT + DEMO_LEAD_ADS_COUNT);
    for (const origin of LEAD_ORIGINS) expect(leads.some((l) => l.origin === origin), origin).toBe(true);
    expect(leads.filter((l) => /^FB /.test(l.origin)).length).toBeGreaterThanOrEqual(10);
    expect(leads.some((l) => l.origin === 'FB ENDOMETRIOSE')).toBe(true);
    expect(leads.some((l) => l.origin === 'FB INCONTINÊNCIA')).toBe(true);
    const today = toIsoDate();
    const oldest = toIsoDate(new Date(Date.now() - 90 * 86_400_000));
    expect(leads.every((l) => l.date <= today && l.date >= oldest)).toBe(true);
    const converted = leads.filter((l) => l.status === 'CONVERTIDO');
    expect(converted.length).toBeGreaterThan(30);
    expect(converted.every((l) => l.patientId !== null && l.conversionDate! >= l.date && l.conversionDate! <= today)).toBe(true);
    expect(await api.leads.summary({})).toMatchObject({ total: DEMO_LEAD_COUNT + DEMO_LEAD_ADS_COUNT, converted: converted.length });
    const logs = await tdb.db.selectFrom('systemLogs').select('action').where('entity', '=', 'lead').execute();
    expect(logs.filter((l) => l.action === 'create')).toHaveLength(DEMO_LEAD_COUNT + DEMO_LEAD_ADS_COUNT);
    expect(logs.filter((l) => l.action === 'convert')).toHaveLength(converted.length);
  });

  it('adds Lead Ads leads whose campaign ids are the demo ad reports\' campaigns, an entrada and one intake failure', async () => {
    const adLeads = await tdb.db.selectFrom('leads').selectAll().where('leadgenId', 'is not', null).execute();
    expect(adLeads).toHaveLength(DEMO_LEAD_ADS_COUNT);
    const rows = await tdb.db.selectFrom('reportRequests').selectAll().execute();
    const reportCampaigns = new Set(JSON.stringify(rows).match(/12021\d{10}/g));
    expect(adLeads.every((l) => reportCampaigns.has(l.campaignId!) && l.campaignName && l.adsetId && l.adName && l.formId)).toBe(true);
    expect(new Set(adLeads.map((l) => l.origin))).toEqual(new Set(['Facebook', 'Instagram']));
    expect(await tdb.db.selectFrom('leadInteractions').select('kind').where('kind', '=', 'entrada').execute()).toHaveLength(1);
    const reception = await callerAsDemo(tdb.db, 'recepcionista');
    expect(await reception.leadAds.listFailures()).toMatchObject([{ leadgenId: '910000000099902', attempts: 5 }]);
  });

  it('gives a believable pipeline: every stage, a timeline, follow-ups due today, and a funnel with spend (#25)', async () => {
    const api = await callerAsDemo(tdb.db, 'admin');
    const leads = (await api.leads.list({})) as Lead[];
    for (const stage of ['novo', 'em_contato', 'avaliacao_agendada', 'avaliacao_realizada', 'convertido', 'perdido']) {
      expect(leads.some((l) => l.stage === stage), stage).toBe(true);
    }
    expect(leads.filter((l) => l.stage === 'perdido').every((l) => l.lostReason)).toBe(true);
    expect(leads.some((l) => l.campaignId !== null)).toBe(true);
    const due = await api.leads.followUps({ date: toIsoDate(new Date()) });
    expect(due.filter((f) => !f.overdue).length).toBeGreaterThanOrEqual(3);
    expect(due.some((f) => f.overdue)).toBe(true);
    const contacted = leads.find((l) => l.stage === 'em_contato')!;
    expect((await api.leads.interactions({ id: contacted.id })).map((i) => i.kind)).toContain('etapa');
    const end = toIsoDate(new Date());
    const start = toIsoDate(new Date(Date.now() - 60 * 86_400_000));
    const funnel = await api.funnel.get({ startDate: start, endDate: end });
    expect(funnel.steps[0]!.count).toBeGreaterThan(50);
    expect(funnel.steps.find((s) => s.key === 'assessmentDone')!.count).toBeGreaterThan(0);
    expect(funnel.costs.spend).toBeGreaterThan(0);
    expect(funnel.costs.costPerLead).not.toBeNull();
  });

  it('gives several patients believable records: signed assessments and evolutions, one addendum, one draft', async () => {
    const entries = await tdb.db.selectFrom('recordEntries').selectAll().orderBy('id').execute();
    const completed = await tdb.db.selectFrom('appointments').select('id').where('status', '=', 'completed').execute();
    // The agenda starts this Monday: only on a Monday before the first slot has nobody been seen yet.
    if (completed.length === 0) return expect(entries).toEqual([]);
    const signed = entries.filter((e) => e.status === 'assinado');
    expect(signed.every((e) => e.contentHash?.length === 64 && e.signedCrefito && e.signedAt)).toBe(true);
    expect(new Set(entries.filter((e) => e.kind === 'avaliacao').map((e) => e.patientId)).size).toBeGreaterThanOrEqual(3);
    expect(entries.filter((e) => e.kind === 'adendo')).toHaveLength(1);
    expect(entries.filter((e) => e.status === 'rascunho')).toHaveLength(1);
    const physio = await tdb.db.selectFrom('users').selectAll().where('email', '=', 'juliana.prado@demo.clinica').executeTakeFirstOrThrow();
    const record = await callerFor(tdb.db, physio).clinicalRecord.list({ id: entries[0]!.patientId });
    expect(record.some((e) => e.content !== null && e.kind === 'avaliacao')).toBe(true);
  });

  it('gives several patients signed instrument baselines and follow-ups, so charts and the outcomes report show them (#26)', async () => {
    const physio = await tdb.db.selectFrom('users').selectAll().where('email', '=', 'juliana.prado@demo.clinica').executeTakeFirstOrThrow();
    const api = callerFor(tdb.db, physio);
    const pfdi = await tdb.db.selectFrom('recordEntries').select(['patientId', 'status']).where('kind', '=', 'pfdi20').execute();
    expect(pfdi.every((e) => e.status === 'assinado')).toBe(true);
    expect(new Set(pfdi.map((e) => e.patientId)).size).toBe(DEMO_OUTCOME_PATIENTS);
    const outcomes = await api.instruments.patientOutcomes({ id: pfdi[0]!.patientId });
    const series = outcomes.instruments.find((s) => s.id === 'pfdi20')!;
    expect(series.points).toHaveLength(3);
    expect(series.change).toBeLessThan(0);
    const today = toIsoDate(new Date());
    const report = await api.instruments.report({ startDate: toIsoDate(new Date(Date.now() - 89 * 86_400_000)), endDate: today });
    const line = report.clinic.find((l) => l.instrumentId === 'pfdi20')!;
    expect(line.patients).toBe(DEMO_OUTCOME_PATIENTS - 1);
    expect(line.improved).toBeGreaterThan(0);
    expect(line.improved).toBeLessThan(line.patients);
    expect(report.clinic.map((l) => l.instrumentId)).toEqual(['pfdi20', 'wexner', 'pad_test_1h']);
    expect(report.byDysfunction.length).toBeGreaterThan(1);
  });

  it('gives two patients a filled bladder diary with its derived values (#26)', async () => {
    const physio = await tdb.db.selectFrom('users').selectAll().where('email', '=', 'juliana.prado@demo.clinica').executeTakeFirstOrThrow();
    const api = callerFor(tdb.db, physio);
    const diaries = await tdb.db.selectFrom('diaries').selectAll().orderBy('id').execute();
    expect(diaries).toHaveLength(2);
    const done = await api.diary.get({ id: diaries[0]!.id });
    expect(done.link?.state).toBe('expirado');
    expect(done.derived.mean).toMatchObject({ recordedDays: 2, voidedVolume: 1125, maxVoidedVolume: 400, nocturnalPolyuria: true });
    const ongoing = await api.diary.get({ id: diaries[1]!.id });
    expect(ongoing.link?.state).toBe('ativo');
    expect(ongoing.derived.days[0]).toMatchObject({ recorded: true, nocturnalVoids: 1, leakEpisodes: 1 });
  });

  it('sells packages in every status and takes payments by every method, one reversed (#24)', async () => {
    const api = await callerAsDemo(tdb.db, 'financeiro');
    const payments = await api.packages.listPayments({});
    expect(new Set(payments.map((p) => p.method))).toEqual(new Set(PAYMENT_METHODS));
    expect(payments.some((p) => p.reversed !== '0.00')).toBe(true);
    expect(payments.some((p) => p.appointmentId !== null)).toBe(true);
    expect(payments.map((p) => p.receiptNumber).sort((a, b) => a - b)).toEqual(payments.map((_, i) => i + 1));
    const statuses = new Set<string>();
    for (const patientId of new Set(payments.map((p) => p.patientId))) {
      for (const pkg of await api.packages.listOfPatient({ id: patientId })) statuses.add(pkg.status);
    }
    expect(statuses).toEqual(new Set(PACKAGE_STATUSES));
    expect((await api.packages.renewals({})).length).toBeGreaterThan(0);
    const day = await api.packages.dailyReport({ startDate: toIsoDate(), endDate: toIsoDate() });
    expect(day.payments.some((p) => p.method === 'pix')).toBe(true);
    // A believable day: takings by more than one method, an estorno, and a positive net.
    expect(day.payments.length).toBeGreaterThanOrEqual(2);
    expect(day.reversals.length).toBeGreaterThanOrEqual(1);
    expect(centsFromDecimal(day.totals.net)).toBeGreaterThan(0);
    expect(centsFromDecimal(day.totals.net)).toBe(centsFromDecimal(day.totals.received)! - centsFromDecimal(day.totals.reversed)!);
    // A few estornos, each for less than or all of its payment; the clinic's CNPJ has valid check digits.
    expect(payments.filter((p) => p.reversed !== '0.00').length).toBeGreaterThanOrEqual(3);
    expect(isValidCnpj((await api.packages.settings({})).clinicDocument)).toBe(true);
  });

  it('records consents of patients and leads, one request near its deadline and one answered, and an incident (#27)', async () => {
    const api = await callerAsDemo(tdb.db, 'admin');
    const consents = await tdb.db.selectFrom('consents').selectAll().execute();
    expect(consents.some((c) => c.leadId !== null)).toBe(true);
    expect(new Set(consents.filter((c) => c.patientId !== null).map((c) => c.purpose)).size).toBe(4);
    expect(consents.some((c) => c.revokedAt !== null)).toBe(true);
    const requests = await api.privacy.listRequests();
    const today = toIsoDate();
    expect(requests.some((r) => r.status === 'em_andamento' && r.dueOn > today && r.dueOn <= addDays(today, 3))).toBe(true);
    expect(requests.some((r) => r.status === 'respondida' && r.answer)).toBe(true);
    expect(await api.privacy.listIncidents()).toHaveLength(1);
  });
});
