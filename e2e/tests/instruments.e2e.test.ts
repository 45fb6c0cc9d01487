import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { DESKTOP, PHONE, expectNoSeriousA11yViolations, hasChromium, screenshot } from '../support/browser';
import { openScreen, openSignedIn } from '../support/flows';
import { type BrowserSuite, useAppAndBrowser } from '../support/suite';
import { dialog, horizontalOverflow, poll, toast } from '../support/ui';

const CREFITO = '123456-F';
const SCALES = [
  { id: 'popdi6', label: 'POPDI-6 (prolapso)', items: Array.from({ length: 6 }, (_, i) => `popdi${i + 1}`) },
  { id: 'cradi8', label: 'CRADI-8 (colorretal-anal)', items: Array.from({ length: 8 }, (_, i) => `cradi${i + 1}`) },
  { id: 'udi6', label: 'UDI-6 (urinária)', items: Array.from({ length: 6 }, (_, i) => `udi${i + 1}`) },
];

/** A PFDI-20 signed ten weeks ago with every item 'Sim, e incomoda moderadamente' (3): 75 per scale, 225 in total. */
function baselineContent() {
  return {
    answers: Object.fromEntries(SCALES.flatMap((s) => s.items.map((id) => [id, 3]))),
    score: {
      total: 225,
      min: 0,
      max: 300,
      unit: 'pontos',
      components: SCALES.map((s) => ({ id: s.id, label: s.label, value: 75, min: 0, max: 100 })),
      interpretation: null,
      notes: [],
    },
  };
}

async function openRecord(page: Page, patientId: number): Promise<void> {
  await page.goto(`/patients/${patientId}?tab=prontuario`);
  await page.getByRole('tab', { name: 'Prontuário', selected: true }).waitFor();
}

describe.skipIf(!hasChromium)('Instruments in Chromium (#26)', () => {
  const env: BrowserSuite = useAppAndBrowser();
  let physio: { id: number; email: string };
  let patient: number;

  beforeAll(async () => {
    const db = env.app.db;
    const user = await env.app.seedUser({ role: 'physiotherapist', firstName: 'Juliana', lastName: 'Reis', email: 'juliana.instrumentos@clinica.com', crefito: CREFITO, shift: 'integral' });
    physio = { id: user.id, email: user.email };
    patient = (
      await db
        .insertInto('patients')
        .values({ firstName: 'Beatriz', lastName: 'Lima', phone: '(11) 91234-5678', birthDate: '1985-03-02', dysfunctions: ['Incontinencia urinária'] })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('recordEntries')
      .values({
        patientId: patient,
        kind: 'pfdi20',
        templateId: 'pfdi20',
        templateVersion: 1,
        authorId: physio.id,
        status: 'assinado',
        content: JSON.stringify(baselineContent()),
        signedCrefito: CREFITO,
        contentHash: 'a'.repeat(64),
        signedAt: new Date(Date.now() - 70 * 86_400_000),
        createdAt: new Date(Date.now() - 70 * 86_400_000),
      })
      .execute();
  });

  it('a physiotherapist fills a PFDI-20 in the record with the score shown live, signs it, and sees the score and the chart', async () => {
    const { page, errors, context } = await openSignedIn(env, DESKTOP, physio.email);
    await openRecord(page, patient);
    const progress = page.getByRole('region', { name: 'Progresso' });
    await progress.getByRole('table', { name: 'Valores de PFDI-20' }).waitFor({ state: 'attached' });

    await page.getByRole('button', { name: 'Novo instrumento' }).click();
    const form = dialog(page, 'Novo instrumento');
    await form.waitFor();
    await form.getByLabel('Instrumento', { exact: true }).selectOption('pfdi20');
    const groups = form.getByRole('radiogroup');
    await expect.poll(() => groups.count()).toBe(20);
    await form.getByText('Faltam 3 respostas para calcular a pontuação.').waitFor();
    // Every item: 'Sim, e incomoda um pouco' (2) → 50 per scale, 150 in total. Keyboard-friendly: each is a labelled radio group.
    for (let i = 0; i < 20; i += 1) await groups.nth(i).getByRole('radio', { name: 'Sim, e incomoda um pouco' }).check();
    const score = form.getByRole('status', { name: 'Pontuação do PFDI-20' });
    await score.getByText('150 pontos').waitFor();
    await score.getByText('UDI-6 (urinária): 50').waitFor();
    await expectNoSeriousA11yViolations(page, 'PFDI-20 form with its live score');
    await screenshot(page, 'instrument-pfdi20-form-desktop');

    await form.getByRole('button', { name: 'Salvar e assinar' }).click();
    const question = dialog(page, 'Assinar registro');
    await question.getByText(`CREFITO: ${CREFITO}`).waitFor();
    await question.getByRole('button', { name: 'Assinar', exact: true }).click();
    await toast(page, 'Instrumento assinado');
    await form.waitFor({ state: 'hidden' });

    // The timeline: the new signed PFDI-20 with the server's score.
    const entry = page.getByRole('list', { name: 'Registros do prontuário' }).getByRole('listitem').filter({ hasText: 'Assinado' }).first();
    // Saved as a draft a moment before signing, its content may already be open.
    const toggle = entry.getByRole('button', { name: /conteúdo$/ });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    const shown = entry.getByTestId('record-instrument-score');
    await shown.getByText('Total: 150 pontos (0–300)').waitFor();

    // The chart: first 225, latest 150, change −75, and the values as a table.
    const chart = progress.locator('[data-series="pfdi20"]');
    await chart.getByText('Variação: -75').waitFor();
    await expect.poll(() => chart.getByRole('img').count()).toBe(1);
    const table = progress.getByRole('table', { name: 'Valores de PFDI-20' });
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    await expectNoSeriousA11yViolations(page, 'record with the PFDI-20 chart');
    await screenshot(page, 'instrument-progress-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
  it('the admin enables a licensed instrument with the clinic licence reference, logged, and disables it after confirming (390 px)', async () => {
    // A retry starts with every licensed instrument disabled again.
    await env.app.db.deleteFrom('instrumentLicences').execute();
    const { page, errors, context } = await openScreen(env, '/instruments', 'Instrumentos', PHONE);
    const card = (title: RegExp) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await card(/^PFDI-20/).getByText('Uso livre').waitFor();
    const iciq = card(/^ICIQ-SF/);
    await iciq.getByText('Desativado').waitFor();
    await expectNoSeriousA11yViolations(page, 'instrument licences on a phone');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Without a reference: refused on the spot, in Portuguese.
    await iciq.getByRole('button', { name: 'Habilitar' }).click();
    await iciq.getByText('Informe a referência da licença da clínica').waitFor();
    await iciq.getByLabel('Referência da licença (ICIQ-SF)').fill('ICIQ-2026-0425');
    await iciq.getByRole('button', { name: 'Habilitar' }).click();
    await toast(page, 'Instrumento habilitado');
    await iciq.getByText('Habilitado', { exact: true }).waitFor();
    await iciq.getByText(/Licença "ICIQ-2026-0425" registrada em/).waitFor();
    await screenshot(page, 'instrument-licences-390');
    const log = await env.app.db.selectFrom('systemLogs').select('description').where('entity', '=', 'settings').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log.description).toContain('ICIQ-2026-0425');
    expect(await env.app.db.selectFrom('instrumentLicences').select('instrumentId').execute()).toEqual([{ instrumentId: 'iciq_sf' }]);

    await iciq.getByRole('button', { name: 'Desativar' }).click();
    const question = dialog(page, 'Desativar instrumento');
    await question.getByText(/Desativar ICIQ-SF\? Os registros já assinados continuam no prontuário/).waitFor();
    await expectNoSeriousA11yViolations(page, 'disable instrument question');
    await question.getByRole('button', { name: 'Desativar' }).click();
    await toast(page, 'Instrumento desativado');
    await iciq.getByText('Desativado').waitFor();
    expect(await env.app.db.selectFrom('instrumentLicences').select('instrumentId').execute()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  let outcomesSeed: Promise<{ finance: { email: string } }> | undefined;
  /** Two 'Prolapso' patients with a PFDI-20 baseline and follow-up signed by Renata, and a financeiro to read the report. */
  async function seedOutcomes() {
    const db = env.app.db;
    const renata = await env.app.seedUser({ role: 'physiotherapist', firstName: 'Renata', lastName: 'Campos', email: 'renata.desfechos@clinica.com', crefito: '654321-F', shift: 'integral' });
    const finance = await env.app.seedUser({ role: 'financeiro', firstName: 'Fábio', lastName: 'Nunes', email: 'fabio.desfechos@clinica.com' });
    const all = (value: number) => Object.fromEntries(SCALES.flatMap((scale) => scale.items.map((id) => [id, value])));
    /** A PFDI-20 signed by Renata `daysAgo` days ago, with its score (each scale: mean × 25). */
    const signed = async (patientId: number, answers: Record<string, number>, daysAgo: number) => {
      const components = SCALES.map((scale) => {
        const mean = scale.items.reduce((sum, id) => sum + answers[id]!, 0) / scale.items.length;
        return { id: scale.id, label: scale.label, value: Math.round(mean * 2500) / 100, min: 0, max: 100 };
      });
      const total = Math.round(components.reduce((sum, c) => sum + c.value, 0) * 100) / 100;
      const result = { score: { total, min: 0, max: 300, unit: 'pontos', components, interpretation: null, notes: [] } };
      const at = new Date(Date.now() - daysAgo * 86_400_000);
      await db
        .insertInto('recordEntries')
        .values({
          patientId,
          kind: 'pfdi20',
          templateId: 'pfdi20',
          templateVersion: 1,
          authorId: renata.id,
          status: 'assinado',
          content: JSON.stringify({ answers, score: result.score }),
          signedCrefito: '654321-F',
          contentHash: 'b'.repeat(64),
          signedAt: at,
          createdAt: at,
        })
        .execute();
    };
    const patient = async (firstName: string) =>
      (
        await db
          .insertInto('patients')
          .values({ firstName, lastName: 'Desfechos', phone: '(11) 95555-0000', birthDate: '1970-01-01', dysfunctions: ['Prolapso'] })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    // Clarice: 225 → 150 (−75, beyond the 24 points); Dalva: 150 → 145.83 (−4.17, not).
    const clarice = await patient('Clarice');
    await signed(clarice, all(3), 70);
    await signed(clarice, all(2), 7);
    const dalva = await patient('Dalva');
    await signed(dalva, all(2), 60);
    await signed(dalva, { ...all(2), udi1: 1 }, 5);
    return { finance };
  }

  it('the outcomes report shows, per dysfunction and per physiotherapist, the mean change and the share improved beyond the threshold (1440 px)', async () => {
    // Seeded once: a retry of this test must not count the same patients twice.
    outcomesSeed ??= seedOutcomes();
    const { finance } = await outcomesSeed;

    const { page, errors, context } = await openSignedIn(env, DESKTOP, finance.email);
    await page.getByRole('navigation').getByRole('link', { name: 'Desfechos' }).click();
    await page.getByRole('heading', { name: 'Desfechos', level: 1 }).waitFor();
    const prolapse = page.getByRole('table', { name: 'Prolapso' });
    const line = prolapse.getByRole('row', { name: /^PFDI-20/ });
    await poll(() => line.getByRole('cell').allTextContents()).toEqual(['2', '187,5', expect.stringMatching(/^147,9/), expect.stringMatching(/^[-−]39,5/), '1 (50%)', '24']);
    const byRenata = page.getByRole('table', { name: 'Renata Campos' });
    await poll(() => byRenata.getByRole('row', { name: /^PFDI-20/ }).getByRole('cell').first().textContent()).toBe('2');
    await page.getByRole('heading', { name: 'Fontes dos limiares' }).waitFor();
    await page.getByText(/PFDI-20 \(24\): Karjalainen PK et al\./).waitFor();
    await expectNoSeriousA11yViolations(page, 'outcomes report');
    await screenshot(page, 'outcomes-report-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
