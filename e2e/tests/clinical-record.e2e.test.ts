import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { DESKTOP, PHONE, expectNoSeriousA11yViolations, hasChromium, screenshot } from '../support/browser';
import { openSignedIn } from '../support/flows';
import { type BrowserSuite, useAppAndBrowser } from '../support/suite';
import { dialog, dismissToasts, field, horizontalOverflow, poll, toast } from '../support/ui';

/** Yesterday in the clinic's time zone (the suite runs in America/Sao_Paulo): a past appointment waiting for its evolution. */
function yesterday(): string {
  const date = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const CREFITO = '123456-F';
const COMPLAINT = 'Perda de urina ao tossir há 2 anos';

interface Seeded {
  physio: { id: number; email: string };
  room: number;
  /** Attempts of the first test: a retry starts on a patient and an hour of its own (signed entries are never deleted). */
  attempts: number;
  name: string;
  time: string;
  reception: string;
  patient: number;
  appointment: number;
  day: string;
}

const timeline = (page: Page) => page.getByRole('list', { name: 'Registros do prontuário' });
const radio = (scope: Locator, group: string, option: string) => scope.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option });

async function openRecord(page: Page, patientId: number): Promise<void> {
  await page.goto(`/patients/${patientId}?tab=prontuario`);
  await page.getByRole('tab', { name: 'Prontuário', selected: true }).waitFor();
}

/** 'Assinar registro' → 'Assinar', and the toast. */
async function confirmSignature(page: Page): Promise<void> {
  const question = dialog(page, 'Assinar registro');
  await question.getByText(`CREFITO: ${CREFITO}`).waitFor();
  await question.getByRole('button', { name: 'Assinar', exact: true }).click();
  await toast(page, 'Registro assinado');
}

describe.skipIf(!hasChromium)('Prontuário in Chromium', () => {
  const env: BrowserSuite = useAppAndBrowser();
  const seeded = {} as Seeded;

  beforeAll(async () => {
    const db = env.app.db;
    const physio = await env.app.seedUser({ role: 'physiotherapist', firstName: 'Juliana', lastName: 'Reis', email: 'juliana@clinica.com', crefito: CREFITO, shift: 'integral' });
    seeded.physio = { id: physio.id, email: physio.email };
    seeded.reception = (await env.app.seedUser({ role: 'recepcionista', firstName: 'Rita', lastName: 'Lopes', email: 'rita@clinica.com' })).email;
    seeded.room = (await db.insertInto('rooms').values({ name: 'Sala 1' }).returning('id').executeTakeFirstOrThrow()).id;
    seeded.day = yesterday();
  });

  /** A patient without a record and her appointment yesterday with the physiotherapist, waiting for its evolution. */
  async function seedPatientAndAppointment() {
    const db = env.app.db;
    seeded.attempts = (seeded.attempts ?? 0) + 1;
    const lastName = seeded.attempts === 1 ? 'Souza' : `Souza ${seeded.attempts}`;
    seeded.name = `Ana ${lastName}`;
    seeded.time = `${String(9 + seeded.attempts).padStart(2, '0')}:00`;
    seeded.patient = (
      await db.insertInto('patients').values({ firstName: 'Ana', lastName, phone: '(11) 91234-5678', birthDate: '1990-01-15' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    seeded.appointment = (
      await db
        .insertInto('appointments')
        .values({ date: seeded.day, time: seeded.time, roomId: seeded.room, physiotherapistId: seeded.physio.id, patientId: seeded.patient })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }

  it('a physiotherapist writes and signs an assessment with PERFECT, an evolution from the agenda, and an addendum; then prints', async () => {
    await seedPatientAndAppointment();
    const { page, errors, context } = await openSignedIn(env, DESKTOP, seeded.physio.email);

    // The dashboard lists yesterday's appointment among 'Evoluções pendentes'.
    const pending = page.getByRole('region', { name: /Evoluções pendentes/ });
    await pending.getByText(seeded.name, { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'dashboard with pending evolutions');
    // 'Escrever' opens the patient's record with the evolution form for that appointment.
    await pending.getByRole('link', { name: `Escrever: ${seeded.name}`, exact: false }).click();
    const linked = dialog(page, 'Nova evolução');
    await linked.waitFor();
    await poll(() => new URL(page.url()).searchParams.get('evolucao')).toBe(null);
    await linked.getByRole('button', { name: 'Cancelar' }).click();
    await linked.waitFor({ state: 'hidden' });

    // An assessment, with PERFECT and a perineometry shown with its band.
    await openRecord(page, seeded.patient);
    await page.getByText('Nenhum registro no prontuário ainda.').waitFor();
    // Nothing to print yet.
    await poll(() => page.getByRole('link', { name: 'Imprimir prontuário' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Nova avaliação' }).click();
    const form = dialog(page, 'Nova avaliação');
    await form.waitFor();
    await radio(form, 'TCLE assinado para o exame intracavitário', 'Sim').check();
    await field(form, 'Queixa principal').fill(COMPLAINT);
    await field(form, 'P — Força (Oxford modificada)').click();
    await page.getByRole('option', { name: 'Grau 3 — moderada' }).click();
    await field(form, 'E — Sustentação (s)').fill('6');
    await field(form, 'R — Repetições da sustentação (repetições)').fill('5');
    await field(form, 'F — Contrações rápidas (contrações)').fill('10');
    await radio(form, 'ECT — Cada contração cronometrada', 'Sim').check();
    await field(form, 'Perineometria (cmH₂O)').fill('22,4');
    await form.getByText('Classificação: fraca').waitFor();
    await expectNoSeriousA11yViolations(page, 'assessment form');
    await screenshot(page, 'record-assessment-form-desktop');
    await form.getByRole('button', { name: 'Salvar e assinar' }).click();
    await confirmSignature(page);
    await form.waitFor({ state: 'hidden' });

    const entry = timeline(page).getByRole('listitem').filter({ hasText: /Avaliação de/ }).first();
    await entry.getByText('Assinado', { exact: true }).waitFor();
    await entry.getByText(CREFITO).waitFor();
    const saved = await env.app.db.selectFrom('recordEntries').selectAll().where('patientId', '=', seeded.patient).where('kind', '=', 'avaliacao').executeTakeFirstOrThrow();
    expect(saved.status).toBe('assinado');
    expect(saved.signedCrefito).toBe(CREFITO);
    expect(saved.contentHash).toMatch(/^[0-9a-f]{64}$/);
    await entry.getByText(saved.contentHash!).waitFor();
    const content = typeof saved.content === 'string' ? JSON.parse(saved.content) : saved.content;
    expect(content.answers).toMatchObject({ tcle: true, chiefComplaint: COMPLAINT, perfect: { power: 3, endurance: 6, repetitions: 5, fast: 10, ect: true }, perineometry: 22.4 });

    // An evolution from the agenda: signing it completes the appointment.
    await page.goto(`/appointments?date=${seeded.day}`);
    await page.getByRole('button', { name: `${seeded.name} com Juliana Reis às ${seeded.time}, Sala 1`, exact: true }).click();
    const booking = dialog(page, 'Editar Agendamento');
    await booking.getByRole('button', { name: 'Registrar evolução' }).click();
    const evolution = dialog(page, 'Nova evolução');
    await evolution.getByText(/Vinculada ao atendimento de/).waitFor();
    await field(evolution, 'Procedimentos realizados').fill('Treino do assoalho pélvico com biofeedback');
    await expectNoSeriousA11yViolations(page, 'evolution form from the agenda');
    await evolution.getByRole('button', { name: 'Salvar e assinar' }).click();
    await confirmSignature(page);
    await poll(async () => (await env.app.db.selectFrom('appointments').select('status').where('id', '=', seeded.appointment).executeTakeFirstOrThrow()).status).toBe('completed');

    // An addendum on the assessment: the reason is required; the original stays above it.
    await openRecord(page, seeded.patient);
    await timeline(page).getByRole('button', { name: /^Registrar adendo em Avaliação de/ }).click();
    const addendum = dialog(page, 'Adendo');
    await addendum.getByText(COMPLAINT).waitFor();
    await addendum.getByRole('button', { name: 'Assinar adendo' }).click();
    await addendum.getByText('Motivo do adendo é obrigatório').waitFor();
    await field(addendum, 'Motivo do adendo').fill('Correção do tempo de sustentação');
    await field(addendum, 'Texto do adendo').fill('Sustentação medida novamente: 8 s.');
    await expectNoSeriousA11yViolations(page, 'addendum form');
    await addendum.getByRole('button', { name: 'Assinar adendo' }).click();
    await toast(page, 'Adendo registrado');
    const addenda = page.getByRole('list', { name: /^Adendos de Avaliação de/ });
    await addenda.getByText('Correção do tempo de sustentação').waitFor();
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, 'record timeline');
    await screenshot(page, 'record-timeline-desktop');

    // The print view: the clinic, the patient, every entry with its signature; the read is logged as a print.
    await page.getByRole('link', { name: 'Imprimir prontuário' }).click();
    await page.getByRole('heading', { name: 'Prontuário fisioterapêutico' }).waitFor();
    await page.getByText('FisioPélvica').first().waitFor();
    await page.getByText(seeded.name).first().waitFor();
    expect(await page.getByText(`CREFITO: ${CREFITO}`).count()).toBeGreaterThanOrEqual(3);
    await expectNoSeriousA11yViolations(page, 'record print view');
    await page.emulateMedia({ media: 'print' });
    await poll(() => page.getByRole('toolbar', { name: 'Opções de impressão' }).isVisible()).toBe(false);
    await screenshot(page, 'record-print');
    await page.emulateMedia({ media: 'screen' });
    // One entry alone ('Imprimir' on its card): the assessment with its addendum, not the evolution.
    await page.goto(`/patients/${seeded.patient}/record/print?entryId=${saved.id}`);
    await page.getByRole('heading', { name: /^Avaliação de/ }).waitFor();
    await page.getByText('Correção do tempo de sustentação').waitFor();
    expect(await page.getByRole('heading', { name: /^Evolução de/ }).count()).toBe(0);
    const prints = await env.app.db.selectFrom('recordAccessLog').select('action').where('patientId', '=', seeded.patient).where('action', '=', 'print').execute();
    expect(prints.length).toBeGreaterThanOrEqual(1);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone: writes a draft evolution, sees it marked, edits it, and deletes it after confirming', async () => {
    const { page, errors, context } = await openSignedIn(env, PHONE, seeded.physio.email);
    await openRecord(page, seeded.patient);
    await timeline(page).waitFor();
    await expectNoSeriousA11yViolations(page, 'record timeline on a phone');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Nova evolução' }).click();
    const form = dialog(page, 'Nova evolução');
    await field(form, 'Relato da paciente (subjetivo)').fill('Menos perdas nesta semana');
    await expectNoSeriousA11yViolations(page, 'evolution form on a phone');
    await screenshot(page, 'record-evolution-form-phone');
    await form.getByRole('button', { name: 'Salvar rascunho' }).click();
    await toast(page, 'Rascunho salvo');
    const draft = timeline(page).getByRole('listitem').filter({ hasText: 'Rascunho' }).first();
    await draft.getByText('Menos perdas nesta semana').waitFor();
    // Her draft stays editable.
    await draft.getByRole('button', { name: /^Editar Evolução de/ }).click();
    const edit = dialog(page, 'Editar rascunho');
    await poll(() => field(edit, 'Relato da paciente (subjetivo)').inputValue()).toBe('Menos perdas nesta semana');
    await field(edit, 'Relato da paciente (subjetivo)').fill('Menos perdas e sem urgência nesta semana');
    await edit.getByRole('button', { name: 'Salvar rascunho' }).click();
    await toast(page, 'Rascunho atualizado');
    await draft.getByText('Menos perdas e sem urgência nesta semana').waitFor();
    await dismissToasts(page);
    await screenshot(page, 'record-timeline-phone');

    await draft.getByRole('button', { name: /^Excluir Evolução de/ }).click();
    const question = dialog(page, 'Excluir rascunho');
    await question.getByRole('button', { name: 'Excluir' }).click();
    await toast(page, 'Rascunho excluído');
    await poll(() => timeline(page).getByText('Rascunho', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a physiotherapist without a CREFITO may write but is told why she cannot sign', async () => {
    const noCrefito = await env.app.seedUser({ role: 'physiotherapist', firstName: 'Paula', lastName: 'Dias', email: 'paula@clinica.com', crefito: null });
    const { page, errors, context } = await openSignedIn(env, DESKTOP, noCrefito.email);
    await openRecord(page, seeded.patient);
    await timeline(page).getByRole('button', { name: /^Registrar adendo em Avaliação de .*: Cadastre seu CREFITO no perfil para assinar\.$/ }).waitFor();
    await page.getByRole('button', { name: 'Nova evolução' }).click();
    const form = dialog(page, 'Nova evolução');
    expect(await form.getByRole('button', { name: 'Salvar e assinar' }).isDisabled()).toBe(true);
    await form.getByText('Cadastre seu CREFITO no perfil para assinar.').waitFor();
    await expectNoSeriousA11yViolations(page, 'evolution form without a CREFITO');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a receptionist sees that entries exist and their dates, never their content, and no access log', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, errors, context } = await openSignedIn(env, viewport, seeded.reception);
      await openRecord(page, seeded.patient);
      await page.getByText(/O conteúdo clínico é restrito/).waitFor();
      await timeline(page).getByText(/^Avaliação de/).waitFor();
      expect(await page.getByText(COMPLAINT).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Ver conteúdo' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Nova avaliação' }).count()).toBe(0);
      expect(await page.getByRole('tab', { name: 'Acessos' }).count()).toBe(0);
      await expectNoSeriousA11yViolations(page, `receptionist record ${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("the admin reads 'Acessos ao prontuário' and finds the physiotherapist's views", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, errors, context } = await openSignedIn(env, viewport);
      await page.goto(`/patients/${seeded.patient}?tab=acessos`);
      await page.getByRole('heading', { name: 'Acessos ao prontuário' }).waitFor();
      // A table on a wide screen, one card per access on a phone.
      const wide = viewport.width >= 1200;
      const log = page.getByRole(wide ? 'table' : 'list', { name: 'Acessos ao prontuário' });
      const rows = log.getByRole(wide ? 'row' : 'listitem');
      await rows.filter({ hasText: 'Juliana Reis' }).filter({ hasText: 'Visualização' }).first().waitFor();
      await rows.filter({ hasText: 'Juliana Reis' }).filter({ hasText: 'Impressão' }).first().waitFor();
      await expectNoSeriousA11yViolations(page, `access log ${viewport.width}`);
      await screenshot(page, `record-access-log-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
  it("the dashboard's 'Abrir' on an old draft opens that draft in its record's form", async () => {
    const db = env.app.db;
    const patient = await db.insertInto('patients').values({ firstName: 'Clara', lastName: 'Nunes', phone: '(11) 93456-7890', birthDate: '1985-03-02' }).returning('id').executeTakeFirstOrThrow();
    // Written two days ago and never signed: 'Evoluções pendentes' lists drafts older than 24 hours.
    await db
      .insertInto('recordEntries')
      .values({
        patientId: patient.id,
        kind: 'evolucao',
        templateId: 'evolution',
        templateVersion: 1,
        authorId: seeded.physio.id,
        content: JSON.stringify({ answers: { subjective: 'Rascunho esquecido' } }),
        createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
      })
      .execute();
    const { page, errors, context } = await openSignedIn(env, DESKTOP, seeded.physio.email);
    const pending = page.getByRole('region', { name: /Evoluções pendentes/ });
    const row = pending.getByRole('listitem').filter({ hasText: 'Clara Nunes' });
    await row.getByText('Rascunho', { exact: true }).waitFor();
    await row.getByRole('link', { name: /^Abrir: Clara Nunes, Evolução · Rascunho de / }).click();
    const form = dialog(page, 'Editar rascunho');
    await form.waitFor();
    await poll(() => field(form, 'Relato da paciente (subjetivo)').inputValue()).toBe('Rascunho esquecido');
    await poll(() => new URL(page.url()).pathname).toBe(`/patients/${patient.id}`);
    await poll(() => new URL(page.url()).searchParams.get('rascunho')).toBe(null);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("filters the record by kind; an evolution linked to an appointment is named by the appointment's date", async () => {
    const { page, errors, context } = await openSignedIn(env, DESKTOP, seeded.physio.email);
    await openRecord(page, seeded.patient);
    const headings = (name: RegExp) => timeline(page).getByRole('heading', { name });
    const [y, m, d] = seeded.day.split('-');
    // Written from the agenda for yesterday's appointment: its title is the appointment's date and time.
    await headings(new RegExp(`^Evolução de ${d}/${m}/${y} às ${seeded.time}$`)).waitFor();
    await poll(() => headings(/^Avaliação de/).count()).toBeGreaterThan(0);

    const filter = page.getByRole('radiogroup', { name: 'Tipo de registro' });
    await filter.getByText('Avaliação', { exact: true }).click();
    await poll(() => headings(/^Evolução de/).count()).toBe(0);
    await poll(() => headings(/^Avaliação de/).count()).toBeGreaterThan(0);
    // Addenda stay under their original.
    await page.getByRole('list', { name: /^Adendos de Avaliação de/ }).waitFor();

    await filter.getByText('Evolução', { exact: true }).click();
    await poll(() => headings(/^Avaliação de/).count()).toBe(0);
    await poll(() => headings(/^Evolução de/).count()).toBeGreaterThan(0);

    await filter.getByText('Todos', { exact: true }).click();
    await poll(() => headings(/^Avaliação de/).count()).toBeGreaterThan(0);
    await poll(() => headings(/^Evolução de/).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
