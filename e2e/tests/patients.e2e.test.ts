import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium, openPage } from '../support/browser';
import { signIn } from '../support/flows';
import { type BrowserSuite, useAppAndBrowser } from '../support/suite';
import { choose, dismissToasts, field, horizontalOverflow, poll, settle, snap, toast } from '../support/ui';

/** Waits for a value to settle: the server answers in well under a second, but CI machines are shared. */

const list = (page: Page) => page.getByRole('table', { name: 'Lista de Pacientes' });
const row = (page: Page, name: string) => list(page).getByRole('row').filter({ hasText: name });
const rowCount = (page: Page) => list(page).locator('tbody tr').count();
const formToggle = (page: Page) => page.getByTestId('patient-form-toggle');
const filtersToggle = (page: Page) => page.getByTestId('patient-filters-toggle');

type PatientSeed = { firstName: string; lastName: string } & Partial<{
  phone: string;
  birthDate: string;
  sex: string;
  status: string;
  profession: string;
  dysfunctions: string[];
  originDate: string;
  conversionDate: string;
}>;

async function seedPatients(env: BrowserSuite, patients: PatientSeed[]): Promise<number[]> {
  const rows = await env.app.db
    .insertInto('patients')
    .values(patients.map((p) => ({ phone: '(11) 91234-5678', birthDate: '1990-01-15', ...p })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Each flow starts from an empty register (history rows first: they point at patients). */
async function resetPatients(env: BrowserSuite): Promise<void> {
  await env.app.db.deleteFrom('treatments').execute();
  await env.app.db.deleteFrom('appointments').execute();
  await env.app.db.deleteFrom('patients').execute();
}

describe.skipIf(!hasChromium)('Pacientes in Chromium', () => {
  const env = useAppAndBrowser();

  it('creates a patient with masks and the §5 messages, then edits it', async () => {
    await resetPatients(env);
    await env.app.db.deleteFrom('systemLogs').where('entity', '=', 'patient').execute();
    const { page, errors, context } = await openPage(env.browser, env.app.baseUrl);
    await signIn(page, env.app.admin.email, env.app.password);
    await page.goto('/patients');
    await page.getByRole('heading', { name: 'Pacientes', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Lista de Pacientes' }).waitFor();
    await page.getByText('Nenhum paciente cadastrado').waitFor();
    await expect(formToggle(page).getAttribute('aria-expanded')).resolves.toBe('false');
    await expectNoSeriousA11yViolations(page, '/patients empty');

    // The four required fields: a summary under 'Erro de validação' and each message under its field.
    await formToggle(page).click();
    const form = page.getByRole('form', { name: 'Novo Paciente' });
    await form.getByRole('button', { name: 'Salvar' }).click();
    const summary = form.getByRole('alert').filter({ hasText: 'Erro de validação' });
    await summary.waitFor();
    expect(await summary.getByRole('listitem').allInnerTexts()).toEqual([
      'Nome é obrigatório',
      'Sobrenome é obrigatório',
      'Telefone é obrigatório',
      'Data de nascimento é obrigatória',
    ]);
    await expect(form.getByText('Telefone é obrigatório').count()).resolves.toBe(2);
    await expectNoSeriousA11yViolations(page, '/patients form errors');
    await snap(page, 'patients-form-errors-desktop');

    // Masks as typed; optional fields left empty are not sent.
    await field(form, 'Nome').fill('Ana');
    await field(form, 'Sobrenome').fill('Souza');
    await field(form, 'Telefone').pressSequentially('11987654321');
    await expect(field(form, 'Telefone').inputValue()).resolves.toBe('(11) 98765-4321');
    await field(form, 'CPF').pressSequentially('52998224725');
    await expect(field(form, 'CPF').inputValue()).resolves.toBe('529.982.247-25');
    await field(form, 'CEP').pressSequentially('01310100');
    await expect(field(form, 'CEP').inputValue()).resolves.toBe('01310-100');
    await field(form, 'Data de Nascimento').fill('10/05/1990');
    await field(form, 'Email').fill('   ');
    await choose(page, form, 'Estado (UF)', 'SP');
    await choose(page, form, 'Status', 'Pre-alta');
    await choose(page, form, 'Disfunções', 'Prolapso');
    await page.keyboard.press('Escape');
    await field(form, 'Data Origem').fill('05/01/2026');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Paciente criado');
    await expect(formToggle(page).getAttribute('aria-expanded')).resolves.toBe('false');

    expect(await list(page).getByRole('columnheader').allInnerTexts()).toEqual([
      'Nome',
      'Telefone',
      'Idade',
      'Status',
      'Data Origem',
      'Data Conversão',
      'Ações',
    ]);
    const cells = (await row(page, 'Ana Souza').getByRole('cell').allInnerTexts()).map((text) => text.replace(/\n+/g, '\n'));
    expect(cells.slice(0, 6)).toEqual([
      'Ana Souza\nProfissão não informada',
      '(11) 98765-4321',
      expect.stringMatching(/^3\d anos$/),
      'Pre-alta',
      '05/01/2026',
      '-',
    ]);
    const stored = await env.app.db.selectFrom('patients').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      cpf: '529.982.247-25',
      cep: '01310-100',
      state: 'SP',
      email: null,
      birthDate: '1990-05-10',
      dysfunctions: ['Prolapso'],
      status: 'Pre-alta',
    });

    // Edit fills the form; saving updates the row.
    await row(page, 'Ana Souza').getByRole('button', { name: 'Editar paciente Ana Souza' }).click();
    const editForm = page.getByRole('form', { name: 'Editar Paciente' });
    await expect(field(editForm, 'CPF').inputValue()).resolves.toBe('529.982.247-25');
    await expect(field(editForm, 'Data de Nascimento').inputValue()).resolves.toBe('10/05/1990');
    await field(editForm, 'Profissão').fill('Professora');
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/patients edit');
    await snap(page, 'patients-edit-desktop');
    await editForm.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Paciente atualizado');
    await row(page, 'Professora').waitFor();

    // A taken CPF: the server's message in the toast and under the field.
    await formToggle(page).click();
    const again = page.getByRole('form', { name: 'Novo Paciente' });
    await field(again, 'Nome').fill('Bia');
    await field(again, 'Sobrenome').fill('Lima');
    await field(again, 'Telefone').fill('21998765432');
    await field(again, 'Data de Nascimento').fill('01/02/1985');
    await field(again, 'CPF').fill('52998224725');
    await again.getByRole('button', { name: 'Salvar' }).click();
    // Spec §7: a failed creation reads 'Erro {status}: {body}'.
    await toast(page, 'Erro ao criar paciente', 'Erro 409: CPF já cadastrado');
    await again.getByText('CPF já cadastrado').waitFor();
    // What was typed is not thrown away without asking.
    await again.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog', { name: 'Descartar alterações?' }).getByRole('button', { name: 'Descartar' }).click();
    await again.waitFor({ state: 'detached' });

    const logs = await env.app.db.selectFrom('systemLogs').select('action').where('entity', '=', 'patient').orderBy('id').execute();
    expect(logs.map((l) => l.action)).toEqual(['create', 'update']);

    // The related-data check fails (the patient is gone): 'Erro' and no dialog.
    await env.app.db.deleteFrom('patients').execute();
    await row(page, 'Ana Souza').getByRole('button', { name: 'Excluir paciente Ana Souza' }).click();
    await toast(page, 'Erro', 'Não foi possível verificar os dados do paciente');
    await page.getByRole('dialog', { name: 'Confirmar Exclusão' }).waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches as you type and filters on the server, with both kept in the URL', async () => {
    await resetPatients(env);
    await seedPatients(env, [
      { firstName: 'Carla', lastName: 'Mendes', sex: 'female', dysfunctions: ['Dor pélvica'], phone: '(11) 97777-1111' },
      { firstName: 'João', lastName: 'Araújo', sex: 'male', dysfunctions: ['Disfunção erétil'], status: 'Alta' },
      { firstName: 'Joana', lastName: 'Prado', sex: 'female', dysfunctions: ['Prolapso', 'Dor pélvica'], status: 'Pausa' },
    ]);
    const { page, errors, context } = await openPage(env.browser, env.app.baseUrl);
    await signIn(page, env.app.admin.email, env.app.password);
    await page.goto('/patients');
    await poll(() => rowCount(page)).toBe(3);

    // Search: accents and case ignored, by the server, debounced.
    const search = page.getByRole('searchbox', { name: 'Buscar pacientes por nome, telefone ou email' });
    await expect(search.getAttribute('placeholder')).resolves.toBe('Buscar pacientes...');
    const searched = page.waitForRequest((r) => r.url().includes('patients.list') && decodeURIComponent(r.url()).includes('"search":"araujo"'));
    await search.pressSequentially('araujo', { delay: 20 });
    await searched;
    await poll(() => rowCount(page)).toBe(1);
    await row(page, 'João Araújo').waitFor();
    await poll(() => new URL(page.url()).searchParams.get('search')).toBe('araujo');
    // A link to the bare page clears the box too.
    await page.getByRole('navigation').getByRole('link', { name: 'Pacientes' }).click();
    await poll(() => search.inputValue()).toBe('');
    await poll(() => rowCount(page)).toBe(3);
    await search.fill('97777');
    await row(page, 'Carla Mendes').waitFor();
    await poll(() => rowCount(page)).toBe(1);
    await search.fill('ninguém');
    await page.getByText('Nenhum paciente encontrado').waitFor();
    await page.getByRole('button', { name: 'Limpar busca' }).click();
    await poll(() => rowCount(page)).toBe(3);

    // Filters: sex, dysfunctions, treatment end (status Alta, by creation date); 'Limpar'.
    await filtersToggle(page).click();
    const panelOf = async () => page.locator('#' + (await filtersToggle(page).getAttribute('aria-controls')));
    let panel = await panelOf();
    await choose(page, panel, 'Sexo', 'Feminino');
    await poll(() => rowCount(page)).toBe(2);
    await choose(page, panel, 'Disfunções', 'Prolapso');
    await page.keyboard.press('Escape');
    await poll(() => rowCount(page)).toBe(1);
    await row(page, 'Joana Prado').waitFor();
    await poll(() => new URL(page.url()).search).toBe('?sex=female&dysfunctions=Prolapso');
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/patients filters');
    await snap(page, 'patients-filters-desktop');

    // The URL brings the same list back on reload, with the panel open.
    await page.reload();
    await row(page, 'Joana Prado').waitFor();
    await poll(() => rowCount(page)).toBe(1);
    await expect(filtersToggle(page).getAttribute('aria-expanded')).resolves.toBe('true');
    await filtersToggle(page).getByText('2 filtros ativos').waitFor();
    panel = await panelOf();
    await panel.getByRole('button', { name: 'Limpar', exact: true }).click();
    await poll(() => rowCount(page)).toBe(3);
    await poll(() => new URL(page.url()).search).toBe('');

    const today = new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    await field(page.getByRole('group', { name: /Fim do tratamento/ }), 'De').fill(today);
    await poll(() => rowCount(page)).toBe(1);
    await row(page, 'João Araújo').waitFor();
    await panel.getByRole('button', { name: 'Limpar', exact: true }).click();

    // Pages of 20 from the server, the page kept in the URL; a new search starts again at page 1.
    await seedPatients(env, Array.from({ length: 22 }, (_, i) => ({ firstName: 'Extra', lastName: `Paciente ${i + 1}` })));
    await page.reload();
    await page.getByText('25 pacientes').waitFor();
    await poll(() => rowCount(page)).toBe(20);
    await expectNoSeriousA11yViolations(page, '/patients pages');
    await snap(page, 'patients-list-desktop');
    await page.getByRole('button', { name: 'Página 2' }).click();
    await poll(() => rowCount(page)).toBe(5);
    await poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await search.fill('extra');
    await poll(() => new URL(page.url()).searchParams.get('page')).toBe(null);
    await poll(() => rowCount(page)).toBe(20);
    await page.getByText('22 pacientes').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the history dialog and deletes with and without history', async () => {
    await resetPatients(env);
    const physio = await env.app.seedUser({ role: 'physiotherapist', firstName: 'Paula', lastName: 'Reis' });
    await env.app.db.deleteFrom('rooms').where('name', '=', 'Sala Azul').execute();
    const room = await env.app.db.insertInto('rooms').values({ name: 'Sala Azul' }).returning('id').executeTakeFirstOrThrow();
    const [withHistory] = (await seedPatients(env, [
      { firstName: 'Helena', lastName: 'Costa', originDate: '2026-02-01', conversionDate: '2026-02-10' },
      { firstName: 'Igor', lastName: 'Nunes' },
    ])) as [number];
    const appointment = (date: string, time: string, type: string, status: string) => ({
      patientId: withHistory,
      physiotherapistId: physio.id,
      roomId: room.id,
      date,
      time,
      type,
      status,
    });
    const [first] = await env.app.db
      .insertInto('appointments')
      .values([
        appointment('2026-03-02', '09:00', 'consulta', 'completed'),
        appointment('2026-03-04', '10:00', 'atendimento', 'completed'),
        appointment('2026-03-11', '10:00', 'atendimento', 'scheduled'),
      ])
      .returning('id')
      .execute();
    await env.app.db
      .insertInto('treatments')
      .values({ patientId: withHistory, physiotherapistId: physio.id, appointmentId: first!.id, date: '2026-03-02' })
      .execute();

    const { page, errors, context } = await openPage(env.browser, env.app.baseUrl);
    await signIn(page, env.app.admin.email, env.app.password);
    await page.goto('/patients');
    await row(page, 'Helena Costa').getByRole('button', { name: 'Ver agendamentos de Helena Costa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agendamentos de Helena Costa' });
    const card = (label: string) => dialog.locator('.mantine-Paper-root').filter({ hasText: label });
    await expect(card('Data Origem').innerText()).resolves.toContain('01/02/2026');
    await expect(card('Consulta realizada').innerText()).resolves.toMatch(/Automática\s*02\/03\/2026$/);
    await expect(card('Primeiro atendimento').innerText()).resolves.toMatch(/Automática\s*04\/03\/2026$/);
    await expect(field(dialog, 'Data Conversão').inputValue()).resolves.toBe('10/02/2026');
    const table = dialog.getByRole('table', { name: 'Agendamentos' });
    await poll(() => table.locator('tbody tr').count()).toBe(3);
    expect(await table.locator('tbody tr').first().getByRole('cell').allInnerTexts()).toEqual([
      '11/03/2026',
      '10:00',
      'Paula Reis',
      'Sala Azul',
      'Agendado',
    ]);
    await expectNoSeriousA11yViolations(page, '/patients history');
    await snap(page, 'patients-history-desktop');

    // An editable date saves on its own.
    await field(dialog, 'Data Alta').fill('20/03/2026');
    await toast(page, 'Paciente atualizado');
    await expect
      .poll(async () => (await env.app.db.selectFrom('patients').select('dischargeDate').where('id', '=', withHistory).executeTakeFirst())?.dischargeDate)
      .toBe('2026-03-20');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The first-appointment filter reads the earliest scheduled or completed atendimento (04/03/2026).
    await filtersToggle(page).click();
    const firstAppointment = page.getByRole('group', { name: /Primeiro atendimento/ });
    await field(firstAppointment, 'De').fill('04/03/2026');
    await field(firstAppointment, 'Até').fill('04/03/2026');
    await poll(() => rowCount(page)).toBe(1);
    await row(page, 'Helena Costa').waitFor();
    // From the day after: Helena's first atendimento (04/03) is before it. ('De' cannot pass 'Até'.)
    await page.getByRole('button', { name: 'Limpar', exact: true }).click();
    await poll(() => rowCount(page)).toBe(2);
    await field(firstAppointment, 'De').fill('05/03/2026');
    await poll(() => new URL(page.url()).searchParams.get('firstAppointmentFrom')).toBe('2026-03-05');
    await page.getByText('Nenhum paciente encontrado').waitFor();
    await page.getByRole('button', { name: 'Limpar', exact: true }).click();
    await poll(() => rowCount(page)).toBe(2);

    // No history: a plain 'Excluir'.
    await row(page, 'Igor Nunes').getByRole('button', { name: 'Excluir paciente Igor Nunes' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar Exclusão' });
    await confirm.getByText('Tem certeza que deseja excluir o paciente "Igor Nunes"?').waitFor();
    await confirm
      .getByText('Todos os agendamentos e tratamentos associados a este paciente também serão excluídos permanentemente.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
    await toast(page, 'Paciente removido');
    await row(page, 'Igor Nunes').waitFor({ state: 'detached' });

    // With history: only 'Excluir Tudo', which removes the appointments and treatments too.
    await row(page, 'Helena Costa').getByRole('button', { name: 'Excluir paciente Helena Costa' }).click();
    await confirm.getByText('Este paciente tem 3 agendamentos e 1 tratamento.').waitFor();
    await expect(confirm.getByRole('button', { name: 'Excluir', exact: true }).count()).resolves.toBe(0);
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/patients confirm cascade');
    await snap(page, 'patients-confirm-cascade-desktop');
    await confirm.getByRole('button', { name: 'Excluir Tudo' }).click();
    await toast(page, 'Paciente removido');
    await page.getByText('Nenhum paciente cadastrado').waitFor();
    const left = await env.app.db.selectFrom('appointments').select('id').where('patientId', '=', withHistory).execute();
    expect(left).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists patients as cards on a phone; a receptionist edits but cannot delete', async () => {
    await resetPatients(env);
    await seedPatients(env, [
      { firstName: 'Luíza', lastName: 'Fernandes de Albuquerque', status: 'Desistência', profession: 'Engenheira de software' },
      { firstName: 'Marta', lastName: 'Silva', status: 'Ativo', conversionDate: '2026-04-01' },
    ]);
    const reception = await env.app.seedUser({ role: 'recepcionista', email: 'recepcao@clinica.com' });
    const { page, errors, context } = await openPage(env.browser, env.app.baseUrl, PHONE);
    await signIn(page, reception.email, env.app.password);
    await page.goto('/patients');
    const cards = page.getByRole('list', { name: 'Lista de Pacientes' });
    await cards.getByText('Luíza Fernandes de Albuquerque').waitFor();
    await cards.getByText('Engenheira de software').waitFor();
    expect(await page.getByRole('table', { name: 'Lista de Pacientes' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Excluir paciente/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Editar paciente/ }).count()).toBe(2);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, '/patients phone');
    await snap(page, 'patients-phone');

    await page.getByRole('button', { name: 'Editar paciente Marta Silva' }).click();
    const form = page.getByRole('form', { name: 'Editar Paciente' });
    await expect(field(form, 'Nome').inputValue()).resolves.toBe('Marta');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, '/patients phone form');
    await snap(page, 'patients-phone-form');
    await form.getByRole('button', { name: 'Cancelar' }).click();

    await filtersToggle(page).click();
    await expect(filtersToggle(page).getAttribute('aria-expanded')).resolves.toBe('true');
    await settle(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await snap(page, 'patients-phone-filters');
    await page.getByRole('button', { name: 'Ver agendamentos de Marta Silva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agendamentos de Marta Silva' });
    await dialog.getByText('Nenhum agendamento para este paciente').waitFor();
    await expectNoSeriousA11yViolations(page, '/patients phone history');
    await snap(page, 'patients-phone-history');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a leader only see', async () => {
    const leader = await env.app.seedUser({ role: 'lider', email: 'lider@clinica.com' });
    const { page, errors, context } = await openPage(env.browser, env.app.baseUrl);
    await signIn(page, leader.email, env.app.password);
    await page.goto('/patients');
    await row(page, 'Marta Silva').waitFor();
    expect(await formToggle(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Editar paciente|Excluir paciente/ }).count()).toBe(0);
    await row(page, 'Marta Silva').getByRole('button', { name: 'Ver agendamentos de Marta Silva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agendamentos de Marta Silva' });
    await dialog.getByText('01/04/2026').waitFor();
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
