import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium } from '../support/browser';
import { openSignedIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';
import { agendaCell, dialog, dismissToasts, field, horizontalOverflow, openAgenda, poll, settle, snap, toast } from '../support/ui';

/** A day of its own in the agenda (no other flow of this file books on it). */
const DAY = '2030-05-14';

const list = (page: Page) => page.getByRole('table', { name: 'Lista de Pacientes' });
const rowOf = (page: Page, name: string) => list(page).getByRole('row').filter({ hasText: name });
const rowCount = (page: Page) => list(page).locator('tbody tr').count();
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const filtersToggle = (page: Page) => page.getByTestId('patient-filters-toggle');

describe.skipIf(!hasChromium)("The patient's page in Chromium", () => {
  const env = useAppAndBrowser();
  const seeded = { helena: 0, igor: 0, reception: '' };

  beforeAll(async () => {
    const db = env.app.db;
    const physio = await env.app.seedUser({ role: 'physiotherapist', firstName: 'Paula', lastName: 'Reis' });
    seeded.reception = (await env.app.seedUser({ role: 'recepcionista', email: 'recepcao.ficha@clinica.com' })).email;
    const room = await db.insertInto('rooms').values({ name: 'Sala Ficha' }).returning('id').executeTakeFirstOrThrow();
    const [helena, igor] = await db
      .insertInto('patients')
      .values([
        { firstName: 'Helena', lastName: 'Costa', phone: '(11) 97777-1111', birthDate: '1988-04-20', cpf: '529.982.247-25', originDate: '2026-02-01' },
        { firstName: 'Igor', lastName: 'Nunes', phone: '(11) 96666-2222', birthDate: '1992-09-03' },
      ])
      .returning('id')
      .execute();
    seeded.helena = helena!.id;
    seeded.igor = igor!.id;
    await db
      .insertInto('appointments')
      .values([
        { patientId: seeded.helena, physiotherapistId: physio.id, roomId: room.id, date: '2026-03-02', time: '09:00', type: 'consulta', status: 'completed' },
        { patientId: seeded.helena, physiotherapistId: physio.id, roomId: room.id, date: '2026-03-09', time: '10:00', type: 'atendimento', status: 'scheduled' },
      ])
      .execute();
  });

  it('opens from the list with Dados and Agendamentos, edits, archives (gone from the list and the agenda, under Arquivados) and reactivates', async () => {
    // As seeded, should a failed attempt have changed her.
    await env.app.db.updateTable('patients').set({ profession: null, archivedAt: null }).where('id', '=', seeded.helena).execute();
    const { page, errors, context } = await openSignedIn(env);
    await page.goto('/patients');
    await rowOf(page, 'Helena Costa').getByRole('link', { name: 'Helena Costa' }).click();
    await page.waitForURL((url) => url.pathname === `/patients/${seeded.helena}`);
    await page.getByRole('heading', { name: 'Helena Costa', level: 1 }).waitFor();
    const identification = page.getByRole('region', { name: 'Identificação' });
    await identification.getByText('529.982.247-25').waitFor();
    await identification.getByText('20/04/1988').waitFor();

    // 'Dados' first: every field, by section.
    await poll(() => tab(page, 'Dados').getAttribute('aria-selected')).toBe('true');
    const personal = page.getByRole('region', { name: 'Dados pessoais' });
    await personal.getByText('Profissão não informada').waitFor();
    await page.getByRole('region', { name: 'Acompanhamento' }).getByText('01/02/2026').waitFor();
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/patients/:id dados');
    await snap(page, 'patient-page-dados-desktop');

    // 'Agendamentos': the history with its date cards, kept in the URL.
    await tab(page, 'Agendamentos').click();
    await poll(() => new URL(page.url()).searchParams.get('tab')).toBe('agendamentos');
    const appointments = page.getByRole('table', { name: 'Agendamentos' });
    await poll(() => appointments.locator('tbody tr').count()).toBe(2);
    await page.getByRole('region', { name: 'Datas do tratamento' }).getByText('02/03/2026').waitFor();
    await expectNoSeriousA11yViolations(page, '/patients/:id agendamentos');
    await snap(page, 'patient-page-agendamentos-desktop');

    // 'Editar' brings the form into 'Dados'.
    await page.getByRole('button', { name: 'Editar paciente Helena Costa' }).click();
    await poll(() => tab(page, 'Dados').getAttribute('aria-selected')).toBe('true');
    const form = page.getByRole('form', { name: 'Editar Paciente' });
    await field(form, 'Profissão').fill('Arquiteta');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Paciente atualizado');
    await form.waitFor({ state: 'detached' });
    await personal.getByText('Arquiteta').waitFor();

    // 'Arquivar', asked first.
    await page.getByRole('button', { name: 'Arquivar paciente Helena Costa' }).click();
    const ask = dialog(page, 'Arquivar paciente');
    await ask.getByText('Arquivar o paciente "Helena Costa"?').waitFor();
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/patients/:id archive dialog');
    await ask.getByRole('button', { name: 'Arquivar', exact: true }).click();
    await toast(page, 'Paciente arquivado');
    await identification.getByText(/^Arquivado em \d\d\/\d\d\/\d{4}$/).waitFor();
    await page.getByRole('button', { name: 'Reativar paciente Helena Costa' }).waitFor();
    const logged = await env.app.db.selectFrom('systemLogs').select('description').where('entityId', '=', seeded.helena).orderBy('id', 'desc').executeTakeFirst();
    expect(logged?.description).toBe('Paciente "Helena Costa" arquivado');

    // Gone from the list…
    await page.getByRole('link', { name: 'Voltar para a lista de pacientes' }).click();
    await rowOf(page, 'Igor Nunes').waitFor();
    await poll(() => rowCount(page)).toBe(1);

    // …and from the agenda's patient search.
    await openAgenda(page, `date=${DAY}`);
    await agendaCell(page, 'Disponível, 09:00, Sala Ficha').click();
    const booking = dialog(page, 'Novo Agendamento');
    await field(booking, 'Paciente').fill('Helena');
    await page.getByText('Nenhum paciente encontrado').waitFor();
    await field(booking, 'Paciente').fill('Igor');
    await page.getByRole('option', { name: /^Igor Nunes/ }).waitFor();
    await page.keyboard.press('Escape');
    await booking.getByRole('button', { name: 'Cancelar' }).click();
    await booking.waitFor({ state: 'detached' });

    // Under 'Arquivados', with 'Reativar'.
    await page.goto('/patients');
    await filtersToggle(page).click();
    // The URL holds the filter, and the router renders its changes in a transition: click, then wait.
    const archivedSwitch = page.getByRole('switch', { name: 'Arquivados' });
    await archivedSwitch.click();
    await poll(() => new URL(page.url()).searchParams.get('archived')).toBe('true');
    await poll(() => archivedSwitch.isChecked()).toBe(true);
    await rowOf(page, 'Helena Costa').getByText('Arquivado', { exact: true }).waitFor();
    await poll(() => rowCount(page)).toBe(1);
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/patients archived');
    await snap(page, 'patients-archived-desktop');
    await rowOf(page, 'Helena Costa').getByRole('button', { name: 'Reativar paciente Helena Costa' }).click();
    const back = dialog(page, 'Reativar paciente');
    await back.getByText('Reativar o paciente "Helena Costa"?').waitFor();
    await back.getByRole('button', { name: 'Reativar', exact: true }).click();
    await toast(page, 'Paciente reativado');
    await page.getByText('Nenhum paciente arquivado').waitFor();
    await archivedSwitch.click();
    await poll(() => archivedSwitch.isChecked()).toBe(false);
    await poll(() => rowCount(page)).toBe(2);
    await rowOf(page, 'Helena Costa').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers an unknown patient with 'Paciente não encontrado'", async () => {
    const { page, errors, context } = await openSignedIn(env);
    for (const path of ['/patients/999999', '/patients/abc']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Paciente não encontrado', level: 1 }).waitFor();
      await page.getByTestId('patient-not-found').waitFor();
    }
    await expectNoSeriousA11yViolations(page, '/patients/:id not found');
    await page.getByRole('link', { name: 'Voltar para a lista de pacientes' }).click();
    await page.waitForURL((url) => url.pathname === '/patients');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works on a phone: a receptionist opens a card, sees both tabs, may edit but not archive or delete', async () => {
    const { page, errors, context } = await openSignedIn(env, PHONE, seeded.reception);
    await page.goto('/patients');
    const cards = page.getByRole('list', { name: 'Lista de Pacientes' });
    await cards.getByRole('link', { name: 'Igor Nunes' }).click();
    await page.getByRole('heading', { name: 'Igor Nunes', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Editar paciente Igor Nunes' }).waitFor();
    expect(await page.getByRole('button', { name: /Arquivar|Reativar|Excluir/ }).count()).toBe(0);
    await settle(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, '/patients/:id phone dados');
    await snap(page, 'patient-page-phone');

    await tab(page, 'Agendamentos').click();
    await page.getByText('Nenhum agendamento para este paciente').waitFor();
    await settle(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, '/patients/:id phone agendamentos');
    await snap(page, 'patient-page-phone-agendamentos');
    expect(errors).toEqual([]);
    await context.close();
  });
});
