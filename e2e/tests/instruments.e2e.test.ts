import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { DESKTOP, expectNoSeriousA11yViolations, hasChromium, screenshot } from '../support/browser';
import { openSignedIn } from '../support/flows';
import { type BrowserSuite, useAppAndBrowser } from '../support/suite';
import { dialog, toast } from '../support/ui';

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
});
