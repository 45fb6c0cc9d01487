import { readFile } from 'node:fs/promises';

import type { Page } from 'playwright-core';
// The web app's own spreadsheet library, to read the downloaded file as Excel would.
import XLSX from 'xlsx-js-style';
import { describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium } from '../support/browser';
import { openScreen, openSignedIn } from '../support/flows';
import { type BrowserSuite, useAppAndBrowser } from '../support/suite';
import { field, horizontalOverflow, poll, snap, toast } from '../support/ui';

const list = (page: Page) => page.getByRole('table', { name: 'Lista de Leads' });
const row = (page: Page, name: string) => list(page).getByRole('row').filter({ hasText: name });
const rowCount = (page: Page) => list(page).locator('tbody tr').count();
const summaryCard = (page: Page, name: string) => page.getByRole('group', { name });

type LeadSeed = { name: string; date: string } & Partial<{ whatsapp: string; origin: string; status: string; conversionDate: string }>;

async function seedLeads(env: BrowserSuite, leads: LeadSeed[]): Promise<void> {
  await env.app.db
    .insertInto('leads')
    .values(leads.map((lead) => ({ whatsapp: '(11) 91234-5678', origin: 'instagram', ...lead })))
    .execute();
}

/** Each flow starts with no leads (and no patients a conversion made). */
async function resetLeads(env: BrowserSuite): Promise<void> {
  await env.app.db.deleteFrom('leads').execute();
  await env.app.db.deleteFrom('patients').execute();
}

const LONG_ORIGIN = 'FB ENDOMETRIOSE campanha de março 2026 público quente';

describe.skipIf(!hasChromium)('Leads in Chromium', () => {
  const env = useAppAndBrowser();

  it('creates a lead with the WhatsApp formatted as typed and the §5 messages, then edits it', async () => {
    await resetLeads(env);
    const { page, errors, context } = await openScreen(env, '/leads', 'Leads');
    await page.getByText('Gerencie seus leads e potenciais clientes').waitFor();
    await page.getByText('Nenhum lead', { exact: true }).waitFor();
    await page.getByText('Comece criando seu primeiro lead.').waitFor();
    await expect(page.getByRole('button', { name: 'Exportar Excel' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Limpar Filtros' }).isDisabled()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page, '/leads empty');
    await snap(page, 'leads-empty-desktop');

    await page.getByRole('button', { name: 'Novo Lead' }).click();
    const form = page.getByRole('form', { name: 'Novo Lead' });
    await field(form, 'Data').fill('');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('Nome é obrigatório').waitFor();
    await form.getByText('WhatsApp é obrigatório').waitFor();
    await form.getByText('Origem é obrigatória').waitFor();
    await form.getByText('Data é obrigatória').waitFor();

    await field(form, 'WhatsApp').pressSequentially('1198765');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('Formato inválido. Use: (xx) xxxxx-xxxx').waitFor();
    await expectNoSeriousA11yViolations(page, '/leads form errors');
    await snap(page, 'leads-form-errors-desktop');

    // Typing on at the end of what is there (the caret, not the formatter, decides where keys land).
    await field(form, 'WhatsApp').click();
    await page.keyboard.press('End');
    await field(form, 'WhatsApp').pressSequentially('4321999ab');
    await expect(field(form, 'WhatsApp').inputValue()).resolves.toBe('(11) 98765-4321');
    await field(form, 'Nome').fill('Ana Souza');
    await field(form, 'Origem').fill(LONG_ORIGIN);
    await page.keyboard.press('Escape');
    await field(form, 'Data').fill('10/05/2026');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Lead criado com sucesso!');
    await form.waitFor({ state: 'detached' });

    const ana = row(page, 'Ana Souza');
    await ana.waitFor();
    expect(await ana.locator('td').allInnerTexts()).toEqual([
      'Ana Souza',
      '(11) 98765-4321',
      `${LONG_ORIGIN.slice(0, 30)}...`,
      '10/05/2026',
      'PENDENTE',
      '—',
      '',
    ]);
    const link = ana.getByRole('link', { name: 'Abrir conversa no WhatsApp com Ana Souza' });
    await expect(link.getAttribute('href')).resolves.toBe('https://wa.me/5511987654321');
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.getAttribute('rel')).resolves.toContain('noopener');
    await ana.getByLabel(LONG_ORIGIN).hover();
    await page.getByRole('tooltip', { name: LONG_ORIGIN }).waitFor();

    // Edit: the dialog opens with the lead's values and starts afresh after closing.
    await ana.getByRole('button', { name: 'Editar Ana Souza' }).click();
    const edit = page.getByRole('form', { name: 'Editar Lead' });
    await expect(field(edit, 'WhatsApp').inputValue()).resolves.toBe('(11) 98765-4321');
    await field(edit, 'Origem').fill('google');
    await page.keyboard.press('Escape');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Lead atualizado com sucesso!');
    await edit.waitFor({ state: 'detached' });
    await row(page, 'Ana Souza').getByText('google', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Novo Lead' }).click();
    await expect(field(page.getByRole('form', { name: 'Novo Lead' }), 'Nome').inputValue()).resolves.toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a WhatsApp typed or pasted with +55 as the national number (issue 20, point 9)', async () => {
    await resetLeads(env);
    const { page, errors, context } = await openSignedIn(env);
    await page.goto('/leads');
    await page.getByRole('button', { name: 'Novo Lead' }).click();
    const form = page.getByRole('form', { name: 'Novo Lead' });
    const whatsapp = field(form, 'WhatsApp');

    await whatsapp.pressSequentially('+55 11 97654-3210');
    await poll(() => whatsapp.inputValue()).toBe('(11) 97654-3210');
    // Pasted (one input event with the whole text), into an emptied field.
    for (const pasted of ['+55 11 97654-3210', '+55 (11) 97654-3210', '5511976543210', 'Tel: +55 11 97654-3210']) {
      await whatsapp.fill('');
      await whatsapp.focus();
      await page.keyboard.insertText(pasted);
      await poll(() => whatsapp.inputValue()).toBe('(11) 97654-3210');
    }
    await field(form, 'Nome').fill('Paula Nogueira');
    await field(form, 'Origem').fill('instagram');
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Lead criado com sucesso!');
    const paula = row(page, 'Paula Nogueira');
    await paula.getByText('(11) 97654-3210', { exact: true }).waitFor();
    const link = paula.getByRole('link', { name: 'Abrir conversa no WhatsApp com Paula Nogueira' });
    await expect(link.getAttribute('href')).resolves.toBe('https://wa.me/5511976543210');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('warns, live, that another lead has the WhatsApp, links to it, and saves anyway (issue 20, point 14)', async () => {
    await resetLeads(env);
    await seedLeads(env, [{ name: 'Olga Reis', date: '2026-04-01', whatsapp: '(21) 99876-1234' }]);
    const { page, errors, context } = await openSignedIn(env);
    await page.goto('/leads');
    await row(page, 'Olga Reis').waitFor();
    await page.getByRole('button', { name: 'Novo Lead' }).click();
    const form = page.getByRole('form', { name: 'Novo Lead' });
    const warning = form.getByText('WhatsApp já cadastrado no lead Olga Reis. Você pode salvar mesmo assim.');

    await field(form, 'WhatsApp').pressSequentially('(21) 99876-123');
    await field(form, 'Nome').click();
    await expect(warning.count()).resolves.toBe(0);
    await field(form, 'WhatsApp').click();
    await page.keyboard.press('End');
    await page.keyboard.type('4');
    await warning.waitFor();
    const link = form.getByRole('link', { name: 'Ver o lead Olga Reis' });
    await expect(link.getAttribute('href')).resolves.toBe('/leads?search=21998761234');
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expectNoSeriousA11yViolations(page, '/leads form WhatsApp taken');
    await snap(page, 'leads-form-whatsapp-taken');

    // Origin suggestions are spelled in Portuguese (issue 20, point 16).
    await field(form, 'Origem').click();
    await page.getByRole('option', { name: 'Indicação', exact: true }).waitFor();
    await page.getByRole('option', { name: 'Referência', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: 'indicacao', exact: true }).count()).toBe(0);
    await page.getByRole('option', { name: 'Indicação', exact: true }).click();

    await field(form, 'Nome').fill('Olga Ramos');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Lead criado com sucesso!');
    await form.waitFor({ state: 'detached' });
    await poll(() => rowCount(page)).toBe(2);
    await row(page, 'Olga Ramos').getByText('Indicação', { exact: true }).waitFor();

    // Editing one of the two: the warning names the other, never the lead itself.
    await row(page, 'Olga Reis').getByRole('button', { name: 'Editar Olga Reis' }).click();
    const edit = page.getByRole('form', { name: 'Editar Lead' });
    await edit.getByText('WhatsApp já cadastrado no lead Olga Ramos. Você pode salvar mesmo assim.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters on the server by search and dates, kept in the URL, with the summary of the same filter', async () => {
    await resetLeads(env);
    await seedLeads(env, [
      { name: 'Bruna Alves', date: '2026-03-01', origin: 'FB INCONTINÊNCIA', whatsapp: '(21) 97777-1111' },
      { name: 'Carla Dias', date: '2026-03-10', origin: 'indicacao', status: 'CONVERTIDO', conversionDate: '2026-03-12' },
      { name: 'Daniela Reis', date: '2026-03-20', origin: 'google' },
      { name: 'Elisa Melo', date: '2026-04-02', origin: 'FB ENDOMETRIOSE', status: 'CONVERTIDO', conversionDate: '2026-04-03' },
    ]);
    const { page, errors, context } = await openSignedIn(env);
    await page.goto('/leads');
    await row(page, 'Bruna Alves').waitFor();
    await summaryCard(page, 'Total de Leads').getByText('4', { exact: true }).waitFor();
    await summaryCard(page, 'Total de Leads').getByText('2 pendentes · 2 convertidos').waitFor();
    await summaryCard(page, 'Taxa de Conversão').getByText('50,0%').waitFor();
    expect(await rowCount(page)).toBe(4);
    await expect(row(page, 'Carla Dias').getAttribute('data-status')).resolves.toBe('CONVERTIDO');
    await expectNoSeriousA11yViolations(page, '/leads list');
    await snap(page, 'leads-list-desktop');

    const search = field(page, 'Buscar');
    await search.fill('  fb ');
    await poll(() => new URL(page.url()).searchParams.get('search')).toBe('  fb ');
    await poll(() => rowCount(page)).toBe(2);
    await summaryCard(page, 'Taxa de Conversão').getByText('50,0%').waitFor();
    await search.fill('97777');
    await poll(() => rowCount(page)).toBe(1);
    await row(page, 'Bruna Alves').waitFor();
    await search.fill('');
    await poll(() => rowCount(page)).toBe(4);

    await field(page, 'Data inicial').fill('05/03/2026');
    await poll(() => new URL(page.url()).searchParams.get('startDate')).toBe('2026-03-05');
    await page.keyboard.press('Escape');
    await field(page, 'Data final').fill('20/03/2026');
    await poll(() => new URL(page.url()).searchParams.get('endDate')).toBe('2026-03-20');
    await page.keyboard.press('Escape');
    await poll(() => rowCount(page)).toBe(2);
    await summaryCard(page, 'Convertidos').getByText('1', { exact: true }).waitFor();
    await summaryCard(page, 'Taxa de Conversão').getByText('50,0%').waitFor();

    // A reload keeps the filter; 'Limpar Filtros' clears it.
    await page.reload();
    await poll(() => rowCount(page)).toBe(2);
    await expect(field(page, 'Data inicial').inputValue()).resolves.toBe('05/03/2026');
    await page.getByRole('button', { name: 'Limpar Filtros' }).click();
    await poll(() => new URL(page.url()).search).toBe('');
    await poll(() => rowCount(page)).toBe(4);
    await expect(page.getByRole('button', { name: 'Limpar Filtros' }).isDisabled()).resolves.toBe(true);

    await search.fill('ninguém');
    await page.getByText('Nenhum lead encontrado').waitFor();
    await summaryCard(page, 'Taxa de Conversão').getByText('0,0%').waitFor();
    await expect(page.getByRole('button', { name: 'Exportar Excel' }).isDisabled()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('converts and unconverts a lead with their confirmations and toasts; the patient stays', async () => {
    await resetLeads(env);
    await seedLeads(env, [{ name: 'Fernanda Costa Lima', date: '2026-03-01', whatsapp: '(31) 99876-5432' }]);
    const { page, errors, context } = await openSignedIn(env);
    await page.goto('/leads');
    await row(page, 'Fernanda Costa Lima').getByRole('button', { name: 'Converter Fernanda Costa Lima em paciente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Converter lead' });
    await dialog
      .getByText('Tem certeza que deseja converter "Fernanda Costa Lima" em paciente? O lead será marcado como convertido.')
      .waitFor();
    await expectNoSeriousA11yViolations(page, '/leads convert dialog');
    await snap(page, 'leads-convert-desktop');
    await dialog.getByRole('button', { name: 'Converter', exact: true }).click();
    await toast(page, 'Lead convertido com sucesso!', 'Fernanda Costa Lima foi adicionado como paciente.');
    await poll(() => row(page, 'Fernanda Costa Lima').getAttribute('data-status')).toBe('CONVERTIDO');
    await summaryCard(page, 'Taxa de Conversão').getByText('100,0%').waitFor();
    const patients = await env.app.db.selectFrom('patients').select(['firstName', 'lastName', 'phone']).execute();
    expect(patients).toEqual([{ firstName: 'Fernanda', lastName: 'Costa Lima', phone: '(31) 99876-5432' }]);

    await row(page, 'Fernanda Costa Lima').getByRole('button', { name: 'Desconverter Fernanda Costa Lima' }).click();
    const undo = page.getByRole('dialog', { name: 'Desconverter lead' });
    await undo
      .getByText(
        'Tem certeza que deseja desconverter "Fernanda Costa Lima"? O lead voltará ao status PENDENTE. O paciente criado será mantido.',
      )
      .waitFor();
    await undo.getByRole('button', { name: 'Desconverter', exact: true }).click();
    await toast(page, 'Lead desconvertido com sucesso!', 'Fernanda Costa Lima voltou ao status PENDENTE.');
    await poll(() => row(page, 'Fernanda Costa Lima').getAttribute('data-status')).toBe('PENDENTE');
    await expect(row(page, 'Fernanda Costa Lima').locator('td').nth(5).innerText()).resolves.toBe('—');
    await expect(env.app.db.selectFrom('patients').select('id').execute()).resolves.toHaveLength(1);

    // The patients screen shows the patient made by the conversion, her birth date still to be entered
    // (issue 20, point 16): 'Cadastro incompleto', not '0 anos'.
    await page.goto('/patients');
    const patientRow = page.getByRole('table', { name: 'Lista de Pacientes' }).getByRole('row').filter({ hasText: 'Fernanda Costa Lima' });
    await patientRow.getByText('Cadastro incompleto', { exact: true }).waitFor();
    expect(await patientRow.getByText('0 anos').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, '/patients with a registration to complete');
    await patientRow.getByRole('button', { name: 'Editar paciente Fernanda Costa Lima' }).click();
    const editPatient = page.getByRole('form', { name: 'Editar Paciente' });
    await editPatient.getByText('Cadastro incompleto', { exact: true }).waitFor();
    await editPatient.getByText('Data de nascimento não informada: a conversão do lead usou a data de hoje. Informe a data real.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('exports the filtered list as leads_YYYY-MM-DD.xlsx', async () => {
    await resetLeads(env);
    await seedLeads(env, [
      { name: 'Gabriela Nunes', date: '2026-02-14', origin: 'FB ENDOMETRIOSE' },
      { name: 'Helena Prado', date: '2026-02-20', origin: 'FB INCONTINÊNCIA', status: 'CONVERTIDO', conversionDate: '2026-02-25' },
      { name: 'Irene Sousa', date: '2026-02-21', origin: 'google' },
      { name: '=HYPERLINK("http://x.example","Jade")', date: '2026-02-10', origin: '@FB campanha' },
    ]);
    const { page, errors, context } = await openSignedIn(env);
    await page.goto('/leads?search=FB');
    await poll(() => rowCount(page)).toBe(3);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const file = `leads_${today}.xlsx`;
    expect(download.suggestedFilename()).toBe(file);
    await toast(page, 'Exportação concluída!', `Arquivo ${file} baixado com sucesso`);

    const book = XLSX.read(await readFile((await download.path())!), { cellStyles: true });
    expect(book.SheetNames).toEqual(['Leads']);
    const sheet = book.Sheets.Leads!;
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
    expect(rows).toEqual([
      ['Nome', 'WhatsApp', 'Origem', 'Data Origem', 'Status', 'Data Conversão'],
      ['Helena Prado', '(11) 91234-5678', 'FB INCONTINÊNCIA', '20/02/2026', 'CONVERTIDO', '25/02/2026'],
      ['Gabriela Nunes', '(11) 91234-5678', 'FB ENDOMETRIOSE', '14/02/2026', 'PENDENTE', ''],
      ['=HYPERLINK("http://x.example","Jade")', '(11) 91234-5678', '@FB campanha', '10/02/2026', 'PENDENTE', ''],
    ]);
    // Written as text cells with the quote prefix (issue 20, point 6): no formula, shown as typed.
    expect([sheet.A4?.t, sheet.A4?.f, sheet.A4?.z, sheet.C4?.z, sheet.A2?.z]).toEqual(['s', undefined, '@', '@', 'General']);
    const styles = XLSX.CFB.read(await readFile((await download.path())!), { type: 'buffer' }) as { FullPaths: string[]; FileIndex: { content: Uint8Array }[] };
    const stylesXml = new TextDecoder().decode(styles.FileIndex[styles.FullPaths.findIndex((p) => p.endsWith('/xl/styles.xml'))]!.content);
    expect(stylesXml).toMatch(/<xf quotePrefix="1" numFmtId="49"/);
    expect(sheet.D2?.t).toBe('n');
    expect(sheet['!cols']?.map((col) => col.wch)).toEqual([39, 17, 18, 13, 12, 16]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes a lead after its confirmation', async () => {
    await resetLeads(env);
    await seedLeads(env, [
      { name: 'Joana Pires', date: '2026-01-05' },
      { name: 'Karina Lopes', date: '2026-01-06' },
    ]);
    const { page, errors, context } = await openSignedIn(env);
    await page.goto('/leads');
    await row(page, 'Joana Pires').getByRole('button', { name: 'Excluir Joana Pires' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar Exclusão' });
    await dialog.getByText('Tem certeza que deseja excluir este lead?').waitFor();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await toast(page, 'Lead excluído com sucesso!');
    await poll(() => rowCount(page)).toBe(1);
    await row(page, 'Karina Lopes').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a physiotherapist', async () => {
    const physio = await env.app.seedUser({ role: 'physiotherapist', email: `fisio-leads-${Date.now()}@clinica.com` });
    const { page, errors, context } = await openSignedIn(env, undefined, physio.email);
    await page.goto('/leads');
    await page.getByRole('heading', { name: 'Acesso Negado' }).waitFor();
    expect(await page.getByRole('button', { name: 'Novo Lead' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, '/leads denied');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists leads as cards on a phone; a receptionist works them but cannot delete', async () => {
    await resetLeads(env);
    await seedLeads(env, [
      { name: 'Luana Martins de Albuquerque', date: '2026-03-01', origin: LONG_ORIGIN },
      { name: 'Mirela Santos', date: '2026-03-02', origin: 'facebook', status: 'CONVERTIDO', conversionDate: '2026-03-05' },
    ]);
    const reception = await env.app.seedUser({ role: 'recepcionista', email: `recepcao-leads-${Date.now()}@clinica.com` });
    const { page, errors, context } = await openSignedIn(env, PHONE, reception.email);
    await page.goto('/leads');
    const cards = page.getByRole('list', { name: 'Lista de Leads' });
    await cards.getByText('Luana Martins de Albuquerque').waitFor();
    expect(await page.getByRole('table', { name: 'Lista de Leads' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Excluir / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Editar / }).count()).toBe(2);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, '/leads phone');
    await snap(page, 'leads-phone');

    await page.getByRole('button', { name: 'Novo Lead' }).click();
    await page.getByRole('form', { name: 'Novo Lead' }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, '/leads phone form');
    await snap(page, 'leads-phone-form');
    expect(errors).toEqual([]);
    await context.close();
  });
});
