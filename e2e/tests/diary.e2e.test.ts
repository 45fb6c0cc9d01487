import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { DESKTOP, PHONE, expectNoSeriousA11yViolations, hasChromium, openPage, screenshot } from '../support/browser';
import { openSignedIn } from '../support/flows';
import { type BrowserSuite, useAppAndBrowser } from '../support/suite';
import { choose, dialog, dismissToasts, field, horizontalOverflow, poll } from '../support/ui';

/** A date in the clinic's time zone (the suite runs in America/Sao_Paulo), `offset` days from today. */
function isoDay(offset = 0): string {
  const date = new Date(Date.now() + offset * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

interface PhoneEvent {
  day: number;
  time: string;
  voided?: string;
  intake?: { type: string; ml: string };
  leak?: string;
  trigger?: string;
  pad?: boolean;
}

/** Fills and sends one event on the phone's form, and waits for the confirmation. */
async function addEvent(page: Page, form: Locator, dates: string[], event: PhoneEvent): Promise<void> {
  const date = dates[event.day]!;
  await choose(page, form, 'Dia', `${br(date)}${event.day === dates.length - 1 ? ' (manhã seguinte)' : ''}`);
  await field(form, 'Horário').fill(event.time);
  if (event.intake) {
    await choose(page, form, 'Líquido ingerido', event.intake.type);
    await field(form, 'Quantidade ingerida (mL)').fill(event.intake.ml);
  }
  if (event.voided) await field(form, 'Volume urinado (mL)').fill(event.voided);
  if (event.leak) {
    await form.getByRole('radiogroup', { name: 'Perda de urina (0 a 3)' }).getByText(event.leak, { exact: true }).click();
    if (event.trigger) await choose(page, form, 'A perda aconteceu com', event.trigger);
  }
  if (event.pad) await form.getByRole('checkbox', { name: 'Troquei o absorvente' }).check();
  await form.getByRole('button', { name: 'Registrar' }).click();
  await page.getByRole('status').filter({ hasText: 'Registro salvo. Obrigada!' }).waitFor();
}

describe.skipIf(!hasChromium)('Diário miccional in Chromium', () => {
  const env: BrowserSuite = useAppAndBrowser();
  let physio: { email: string };
  let patientId: number;

  beforeAll(async () => {
    physio = await env.app.seedUser({ role: 'physiotherapist', firstName: 'Juliana', lastName: 'Reis', email: 'juliana.diario@clinica.com', crefito: '123456-F' });
    patientId = (
      await env.app.db.insertInto('patients').values({ firstName: 'Marta', lastName: 'Oliveira', phone: '(11) 91234-5678', birthDate: '1975-03-02' }).returning('id').executeTakeFirstOrThrow()
    ).id;
  });

  it('the patient fills a two-day diary on her phone link; the physiotherapist sees the derived values', async () => {
    const clinic = await openSignedIn(env, DESKTOP, physio.email);
    const { page } = clinic;
    await page.goto(`/patients/${patientId}?tab=diario`);
    await page.getByRole('tab', { name: 'Diário miccional', selected: true }).waitFor();
    await page.getByText('Nenhum diário miccional ainda.').waitFor();
    await page.getByRole('button', { name: 'Novo diário miccional' }).click();
    const form = dialog(page, 'Novo diário miccional');
    await form.getByRole('radiogroup', { name: 'Duração' }).getByText('2 dias', { exact: true }).click();
    await expectNoSeriousA11yViolations(page, 'new diary form');
    await form.getByRole('button', { name: 'Criar diário e link' }).click();
    const url = (await page.getByTestId('patient-link-url').textContent())!.trim();
    expect(url).toMatch(/\/p\/[A-Za-z0-9_-]{43}$/);
    const whatsapp = await page.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/5511912345678\?text=.*Marta/);
    // The QR code's library comes only when asked for.
    await page.getByRole('button', { name: 'Mostrar QR code' }).click();
    await page.getByRole('img', { name: 'QR code do link da paciente' }).waitFor();
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, 'diary link with its QR code');

    // The patient, on her phone, with no session.
    const phone = await openPage(env.browser, env.app.baseUrl, PHONE);
    await phone.page.goto(new URL(url).pathname);
    await phone.page.getByRole('heading', { name: 'Olá, Marta!' }).waitFor();
    expect(await phone.page.getByText('Oliveira').count()).toBe(0);
    const dates = [isoDay(0), isoDay(1), isoDay(2)];
    const events = phone.page.locator('form');
    await expectNoSeriousA11yViolations(phone.page, 'patient diary page on a phone');
    const diary: PhoneEvent[] = [
      { day: 0, time: '07:10', voided: '300' },
      { day: 0, time: '10:00', voided: '200', leak: '1', trigger: 'tosse', pad: true },
      { day: 0, time: '18:00', intake: { type: 'Água', ml: '300' } },
      { day: 1, time: '07:15', voided: '400' },
      { day: 1, time: '12:00', voided: '250' },
    ];
    for (const event of diary) await addEvent(phone.page, events, dates, event);
    const entered = phone.page.getByRole('table', { name: 'Registros' });
    await poll(() => entered.getByRole('row').count()).toBe(diary.length + 1);
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(phone.page, 'patient diary page with her events');
    await screenshot(phone.page, 'diary-patient-phone');
    // Nothing recorded: refused in Portuguese, nothing saved.
    await field(events, 'Horário').fill('20:00');
    await events.getByRole('button', { name: 'Registrar' }).click();
    await phone.page.getByRole('alert').filter({ hasText: 'Informe ao menos um item' }).waitFor();

    // The physiotherapist opens the diary: the events as a table and the derived values.
    await page.reload();
    await page.getByRole('button', { name: new RegExp(`^Abrir: Diário de ${br(dates[0]!)}`) }).click();
    const derived = page.getByRole('table', { name: 'Valores derivados' });
    const row = (measure: string) => derived.getByRole('row', { name: new RegExp(`^${measure.replace(/[()%>]/g, '\\$&')}`) });
    await poll(() => row('Volume urinado em 24 h (mL)').textContent()).toMatch(/600.*250.*425/);
    await poll(() => row('Micções por dia').textContent()).toMatch(/2.*2.*2/);
    await poll(() => row('Episódios de perda').textContent()).toMatch(/1.*0.*0,5/);
    await poll(() => row('Poliúria noturna (> 33 %)').textContent()).toMatch(/Sim/);
    await poll(() => page.getByRole('table', { name: 'Registros' }).getByRole('row').count()).toBe(diary.length + 1);
    await expectNoSeriousA11yViolations(page, 'diary with derived values');
    await screenshot(page, 'diary-derived-desktop');

    // Cancelling the link closes the patient's page.
    await page.getByRole('button', { name: 'Cancelar link' }).click();
    const question = dialog(page, 'Cancelar o link do diário?');
    await question.getByRole('button', { name: 'Cancelar link' }).click();
    await page.getByText('Link cancelado', { exact: true }).first().waitFor();
    await phone.page.reload();
    await phone.page.getByText('Este link foi cancelado pela clínica.', { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(phone.page, 'revoked link page');
    await phone.context.close();
    await clinic.context.close();
  });

  it('the patient answers a PFDI-20 on her phone; it lands unsigned in the record, scored on the server', async () => {
    const clinic = await openSignedIn(env, DESKTOP, physio.email);
    const { page } = clinic;
    await page.goto(`/patients/${patientId}?tab=diario`);
    const card = page.getByRole('heading', { name: 'Questionários pelo celular' }).locator('xpath=ancestor::div[contains(@class,"mantine-Card-root")]');
    await choose(page, card, 'Questionário', 'PFDI-20 — Inventário de Sintomas de Disfunção do Assoalho Pélvico');
    await card.getByRole('button', { name: 'Criar link do questionário' }).click();
    const url = (await page.getByTestId('patient-link-url').textContent())!.trim();
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, 'questionnaire link');

    const phone = await openPage(env.browser, env.app.baseUrl, PHONE);
    await phone.page.goto(new URL(url).pathname);
    await phone.page.getByRole('heading', { name: 'Olá, Marta!' }).waitFor();
    const groups = phone.page.getByRole('radiogroup');
    await poll(() => groups.count()).toBeGreaterThan(15);
    await expectNoSeriousA11yViolations(phone.page, 'PFDI-20 on a phone');
    const count = await groups.count();
    for (let i = 0; i < count; i += 1) await groups.nth(i).getByRole('radio', { name: 'Sim, e incomoda um pouco' }).check();
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await phone.page.getByRole('button', { name: 'Enviar respostas' }).click();
    await phone.page.getByText('Este questionário já foi respondido. Obrigada!').waitFor();
    const entry = await env.app.db.selectFrom('recordEntries').selectAll().where('patientId', '=', patientId).where('kind', '=', 'pfdi20').executeTakeFirstOrThrow();
    expect(entry.status).toBe('rascunho');
    const content = typeof entry.content === 'string' ? JSON.parse(entry.content) : entry.content;
    expect(content.score.total).toBe(150);
    await page.reload();
    await page.getByRole('table', { name: 'Questionários pelo celular' }).getByText('Respondido').waitFor();
    await phone.context.close();
    await clinic.context.close();
  });
});
