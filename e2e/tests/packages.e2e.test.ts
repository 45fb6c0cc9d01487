import { readFile } from 'node:fs/promises';

import { beforeAll, describe, expect, it } from 'vitest';
// The web app's own spreadsheet library, to read the downloaded file as Excel would.
import XLSX from 'xlsx-js-style';

import { DESKTOP, PHONE, expectNoSeriousA11yViolations, hasChromium } from '../support/browser';
import { openSignedIn } from '../support/flows';
import { type BrowserSuite, useAppAndBrowser } from '../support/suite';
import { choose, dismissToasts, field, horizontalOverflow, openAgenda, poll, toast } from '../support/ui';

/** Today in the clinic's time zone (the suite runs in America/Sao_Paulo). */
function today(): string {
  const date = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today as the date fields take it: dd/mm/aaaa. */
const todayTyped = () => today().split('-').reverse().join('/');

interface Seeded {
  patient: number;
  physio: { id: number; email: string };
  finance: string;
  reception: string;
}

describe.skipIf(!hasChromium)('Pacotes e caixa in Chromium (#24)', () => {
  const env: BrowserSuite = useAppAndBrowser();
  const seeded = {} as Seeded;

  beforeAll(async () => {
    const db = env.app.db;
    const physio = await env.app.seedUser({ role: 'physiotherapist', firstName: 'Juliana', lastName: 'Reis', email: 'juliana.pk@clinica.com', shift: 'integral' });
    seeded.physio = { id: physio.id, email: physio.email };
    seeded.reception = (await env.app.seedUser({ role: 'recepcionista', firstName: 'Rita', lastName: 'Lopes', email: 'rita.pk@clinica.com' })).email;
    seeded.finance = (await env.app.seedUser({ role: 'financeiro', firstName: 'Fábio', lastName: 'Caixa', email: 'fabio.pk@clinica.com' })).email;
    await db.insertInto('rooms').values({ name: 'Sala Pacotes' }).execute();
    await db.insertInto('services').values({ name: 'Pacote Pélvico', price: '1500.00', quantity: 4 }).execute();
    seeded.patient = (
      await db.insertInto('patients').values({ firstName: 'Paula', lastName: 'Pacote', phone: '(11) 91234-0000', birthDate: '1988-03-02' }).returning('id').executeTakeFirstOrThrow()
    ).id;
  });

  it('reception sells a package with its weekly series, attends a session, records a payment and prints its receipt', async () => {
    const { page, errors, context } = await openSignedIn(env, DESKTOP, seeded.reception);
    await page.goto(`/patients/${seeded.patient}?tab=pacotes`);
    await page.getByRole('tab', { name: 'Pacotes', selected: true }).waitFor();
    // The dropdowns open in a portal: the fields are looked up inside the form's section.
    const sell = page.getByRole('region', { name: 'Vender pacote' });
    await field(sell, 'Serviço').click();
    await page.getByRole('option', { name: /^Pacote Pélvico \(4 sessões/ }).click();
    await sell.getByLabel('Repetir semanalmente').check();
    await field(sell, 'Primeira sessão').fill(todayTyped());
    await choose(page, sell, 'Fisioterapeuta', 'Juliana Reis');
    await choose(page, sell, 'Sala', 'Sala Pacotes');
    await expectNoSeriousA11yViolations(page, 'sell form with series');
    await page.getByRole('button', { name: 'Vender', exact: true }).click();
    await toast(page, 'Pacote vendido', '4 agendamentos criados (semanais)');
    const card = page.getByTestId('package-card');
    await card.getByTestId('package-sessions').getByText('0 de 4 sessões usadas · 4 restantes').waitFor();

    // The agenda's chip says which session it is.
    await openAgenda(page, `date=${today()}`);
    await page.getByTestId('package-session').getByText('Sessão 1 de 4').waitFor();

    // Attending today's session (as the physiotherapist would, through the spec's REST status) moves the count.
    const appt = await env.app.db.selectFrom('appointments').select('id').where('patientId', '=', seeded.patient).where('date', '=', today()).executeTakeFirstOrThrow();
    await env.app.db.updateTable('appointments').set({ attendanceStatus: 'atendido' }).where('id', '=', appt.id).execute();
    await page.goto(`/patients/${seeded.patient}?tab=pacotes`);
    await card.getByTestId('package-sessions').getByText('1 de 4 sessões usadas · 3 restantes').waitFor();

    // A payment, its receipt.
    await card.getByLabel('Valor').fill('500,25');
    await choose(page, card, 'Forma de pagamento', 'Cartão de crédito');
    await card.getByLabel('Parcelas').fill('2');
    await card.getByRole('button', { name: 'Registrar' }).click();
    await toast(page, 'Pagamento registrado', 'Recibo nº 1');
    await dismissToasts(page);
    await page.getByTestId('package-totals').getByText(/999,75/).waitFor();
    await expectNoSeriousA11yViolations(page, 'Pacotes tab with a payment');
    await card.getByRole('link', { name: 'Recibo nº 1' }).click();
    const receipt = page.getByTestId('receipt');
    await receipt.getByText(/quinhentos reais e vinte e cinco centavos/).waitFor();
    await receipt.getByText('Forma de pagamento: Cartão de crédito em 2x').waitFor();
    await expectNoSeriousA11yViolations(page, 'receipt');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renewals and the patient tab read on a phone', async () => {
    const { page, errors, context } = await openSignedIn(env, PHONE, seeded.reception);
    await page.goto(`/patients/${seeded.patient}?tab=pacotes`);
    await page.getByTestId('package-card').waitFor();
    await poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'Pacotes tab on a phone');
    await page.goto('/packages/renewals');
    await page.getByRole('heading', { name: 'Renovações', level: 1 }).waitFor();
    await page.getByText(/Nenhum pacote para renovar|Paula Pacote/).first().waitFor();
    await expectNoSeriousA11yViolations(page, 'renewals on a phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finance opens the Relatório Diário from the dashboard, prints it and exports it to Excel', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, errors, context } = await openSignedIn(env, viewport, seeded.finance);
      await page.getByRole('link', { name: /Relatório Diário/ }).click();
      await page.getByRole('heading', { name: 'Relatório Diário', level: 1 }).waitFor();
      const report = page.getByTestId('daily-report');
      await report.getByRole('table', { name: 'Recebimentos por forma de pagamento' }).getByText('Cartão de crédito').waitFor();
      await expectNoSeriousA11yViolations(page, `daily report ${viewport.width}px`);
      if (viewport === PHONE) {
        await poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      } else {
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
        expect(download.suggestedFilename()).toBe(`relatorio-diario_${today()}.xlsx`);
        const book = XLSX.read(await readFile((await download.path())!));
        const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Relatório Diário']!, { header: 1, blankrows: false });
        expect(rows).toContainEqual(['Cartão de crédito', 1, 500.25]);
        expect(rows).toContainEqual(['Juliana Reis', 1, 375]);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
