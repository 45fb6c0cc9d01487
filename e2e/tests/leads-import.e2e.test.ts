import type { Locator, Page } from 'playwright-core';
// The web app's own spreadsheet library, to write the .xlsx a clinic would send.
import XLSX from 'xlsx-js-style';
import { describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium, screenshot } from '../support/browser';
import { openSignedIn } from '../support/flows';
import { type BrowserSuite, useAppAndBrowser } from '../support/suite';

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** The toast on top (the one it replaced may still be fading out). */
async function toast(page: Page, title: string, message?: string) {
  const shown = page.locator('.mantine-Notification-root').filter({ hasText: title }).last();
  await (message ? shown.getByText(message, { exact: true }) : shown).waitFor();
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function resetLeads(env: BrowserSuite): Promise<void> {
  await env.app.db.deleteFrom('leads').execute();
  await env.app.db.deleteFrom('patients').execute();
  // The import rows of another test, or of a failed earlier attempt of this one.
  await env.app.db.deleteFrom('systemLogs').where('action', '=', 'import').execute();
}

/** One lead already stored: the file's row with this WhatsApp is a duplicate. */
async function seedExisting(env: BrowserSuite): Promise<void> {
  await env.app.db
    .insertInto('leads')
    .values({ name: 'Lead Antigo', whatsapp: '(11) 98888-7777', origin: 'instagram', date: '2026-04-01' })
    .execute();
}

async function openImport(page: Page): Promise<Locator> {
  await page.goto('/leads');
  await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar leads' });
  await dialog.waitFor();
  return dialog;
}

const previewRow = (dialog: Locator, line: number) => dialog.locator(`tr[data-line="${line}"]`);
const mapping = (dialog: Locator, field: string) => dialog.getByRole('combobox', { name: `Coluna de ${field}` });

/** The Excel serial of a day (what a date cell holds). */
const serial = (y: number, m: number, d: number) => (Date.UTC(y, m - 1, d) - Date.UTC(1899, 11, 30)) / 86_400_000;

describe.skipIf(!hasChromium)('Leads import in Chromium', () => {
  const env = useAppAndBrowser();

  it('imports a .csv: guessed columns, the bad row and the duplicate marked, duplicates skipped', async () => {
    await resetLeads(env);
    await seedExisting(env);
    const { page, errors, context } = await openSignedIn(env);
    const dialog = await openImport(page);
    await expect(dialog.getByRole('button', { name: /^Importar/ }).isDisabled()).resolves.toBe(true);

    const csv = [
      'Nome;Telefone;Origem;Data',
      'Joana Conceição;11977776666;instagram;10/05/2026',
      'Rita Gomes;(21) 3456-7890;FB INCONTINÊNCIA;2026-05-11',
      'Sem Telefone;123;facebook;12/05/2026',
      ';;;',
      'Lead Antigo de novo;+55 11 98888-7777;indicacao;13/05/2026',
    ].join('\r\n');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'leads-clinica.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    await dialog.getByText('leads-clinica.csv · 4 linhas').waitFor();
    await expect(mapping(dialog, 'Nome').inputValue()).resolves.toBe('Nome');
    await expect(mapping(dialog, 'WhatsApp').inputValue()).resolves.toBe('Telefone');
    await expect(mapping(dialog, 'Origem').inputValue()).resolves.toBe('Origem');
    await expect(mapping(dialog, 'Data').inputValue()).resolves.toBe('Data');

    const counts = dialog.getByRole('group', { name: 'Resumo da importação' });
    await poll(() => counts.innerText()).toMatch(/3 válidas\s*1 inválida\s*1 duplicada/);
    const problems = dialog.getByTestId('lead-import-problems');
    await expect(problems.innerText()).resolves.toBe(
      'Linha 4: WhatsApp: Formato inválido. Use: (xx) xxxxx-xxxx\n' +
        'Linha 6: WhatsApp (11) 98888-7777 já cadastrado em outro lead',
    );
    expect(await previewRow(dialog, 2).locator('td').allInnerTexts()).toEqual([
      '2',
      'OK',
      'Joana Conceição',
      '(11) 97777-6666',
      'instagram',
      '10/05/2026',
    ]);
    await expect(previewRow(dialog, 4).locator('td').nth(1).innerText()).resolves.toBe('Inválida');
    await expect(previewRow(dialog, 6).locator('td').nth(1).innerText()).resolves.toBe('Duplicado');
    await expect(dialog.getByRole('checkbox', { name: /Ignorar duplicados/ }).isChecked()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page, '/leads import csv');
    await screenshot(page, 'leads-import-desktop');

    // Unmapping a field (choosing its column again) makes every row invalid: the preview follows the mapping.
    await mapping(dialog, 'Origem').click();
    await page.getByRole('option', { name: 'Origem' }).click();
    await expect(mapping(dialog, 'Origem').inputValue()).resolves.toBe('');
    await poll(() => counts.innerText()).toMatch(/0 válidas\s*4 inválidas/);
    await expect(dialog.getByRole('button', { name: 'Importar 0 leads' }).isDisabled()).resolves.toBe(true);
    await mapping(dialog, 'Origem').click();
    await page.getByRole('option', { name: 'Origem' }).click();
    await poll(() => counts.innerText()).toMatch(/3 válidas/);

    await dialog.getByRole('button', { name: 'Importar 2 leads' }).click();
    await toast(page, 'Importação concluída!', 'Importou 2 leads (1 duplicado ignorado); 1 linha inválida ficou de fora');
    await dialog.waitFor({ state: 'detached' });
    const list = page.getByRole('table', { name: 'Lista de Leads' });
    await list.getByRole('row').filter({ hasText: 'Joana Conceição' }).waitFor();
    await list.getByRole('row').filter({ hasText: 'Rita Gomes' }).waitFor();
    await poll(() => list.locator('tbody tr').count()).toBe(3);
    const log = await env.app.db.selectFrom('systemLogs').select('description').where('action', '=', 'import').execute();
    expect(log).toEqual([{ description: 'Importou 2 leads (1 duplicado ignorado)' }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('imports an .xlsx on a phone (the export\'s columns, date cells, digits as numbers), duplicates kept when chosen', async () => {
    await resetLeads(env);
    await seedExisting(env);
    const header = ['Nome', 'WhatsApp', 'Origem', 'Data Origem', 'Status', 'Data Conversão'];
    const date = (y: number, m: number, d: number) => ({ t: 'n', v: serial(y, m, d), z: 'dd/mm/yyyy' });
    const sheet = XLSX.utils.aoa_to_sheet([
      header,
      ['Larissa Prado', 31999990000, 'google', date(2026, 5, 2), 'PENDENTE', null],
      ['Marta Ribeiro', '(41) 3333-2222', 'indicacao', date(2026, 5, 3), 'CONVERTIDO', date(2026, 5, 4)],
      ['', '(51) 99999-1111', 'instagram', date(2026, 5, 4), 'PENDENTE', null],
      ['Larissa (outro número?)', '31 99999-0000', 'facebook', '05/05/2026', 'PENDENTE', null],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Leads');
    const buffer = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

    const reception = await env.app.seedUser({ role: 'recepcionista', email: `recepcao-import-${Date.now()}@clinica.com` });
    const { page, errors, context } = await openSignedIn(env, PHONE, reception.email);
    const dialog = await openImport(page);
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'leads.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await expect(mapping(dialog, 'Data').inputValue()).resolves.toBe('Data Origem');
    const counts = dialog.getByRole('group', { name: 'Resumo da importação' });
    await poll(() => counts.innerText()).toMatch(/3 válidas\s*1 inválida\s*1 duplicada/);
    await expect(dialog.getByTestId('lead-import-problems').innerText()).resolves.toBe(
      'Linha 4: Nome: Nome é obrigatório\nLinha 5: WhatsApp (31) 99999-0000 repetido no arquivo',
    );
    expect(await previewRow(dialog, 2).locator('td').allInnerTexts()).toEqual([
      '2',
      'OK',
      'Larissa Prado',
      '(31) 99999-0000',
      'google',
      '02/05/2026',
    ]);
    await expect(previewRow(dialog, 4).locator('td').nth(1).innerText()).resolves.toBe('Inválida');
    await expect(previewRow(dialog, 5).locator('td').nth(1).innerText()).resolves.toBe('Duplicado');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, '/leads import xlsx phone');
    await screenshot(page, 'leads-import-phone');

    // Keyboard: the option is a checkbox reached and toggled with the keyboard.
    const keep = dialog.getByRole('checkbox', { name: /Ignorar duplicados/ });
    await keep.focus();
    await page.keyboard.press('Space');
    await expect(keep.isChecked()).resolves.toBe(false);
    const submit = dialog.getByRole('button', { name: 'Importar 3 leads' });
    await submit.scrollIntoViewIfNeeded();
    await screenshot(page, 'leads-import-phone-bottom');
    await submit.focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Importação concluída!', 'Importou 3 leads (1 duplicado incluído); 1 linha inválida ficou de fora');
    await dialog.waitFor({ state: 'detached' });
    const cards = page.getByRole('list', { name: 'Lista de Leads' });
    await cards.getByText('Marta Ribeiro').waitFor();
    await cards.getByText('Larissa (outro número?)').waitFor();
    const stored = await env.app.db.selectFrom('leads').select(['name', 'whatsapp', 'date', 'status']).orderBy('id').execute();
    expect(stored).toEqual([
      { name: 'Lead Antigo', whatsapp: '(11) 98888-7777', date: '2026-04-01', status: 'PENDENTE' },
      { name: 'Larissa Prado', whatsapp: '(31) 99999-0000', date: '2026-05-02', status: 'PENDENTE' },
      { name: 'Marta Ribeiro', whatsapp: '(41) 3333-2222', date: '2026-05-03', status: 'PENDENTE' },
      { name: 'Larissa (outro número?)', whatsapp: '(31) 99999-0000', date: '2026-05-05', status: 'PENDENTE' },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows no Importar to a role that cannot work leads', async () => {
    const finance = await env.app.seedUser({ role: 'financeiro', email: `financeiro-import-${Date.now()}@clinica.com` });
    const { page, context } = await openSignedIn(env, undefined, finance.email);
    await page.goto('/leads');
    await page.getByRole('heading', { name: 'Acesso Negado' }).waitFor();
    expect(await page.getByRole('button', { name: 'Importar' }).count()).toBe(0);
    await context.close();
  });
});
