import { seedAgendaClinic } from '@clinic/db/testing';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium, screenshot } from '../support/browser';
import { openSignedIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';
import {
  agendaCell as cell,
  agendaGrid as grid,
  choose,
  dialog,
  dismissToasts,
  field,
  openAgenda,
  pickPatient,
  poll,
  settle,
  snap as snapFromTop,
  toastOf,
} from '../support/ui';

/** Each flow has a day of its own (a week in 2030: Monday 11 to Friday 15 March), so they never meet. */
const MON = '2030-03-11';
const TUE = '2030-03-12';
const WED = '2030-03-13';
const THU = '2030-03-14';
const FRI = '2030-03-15';

/** A screenshot from the top once nothing moves. */
async function snap(page: Page, name: string): Promise<void> {
  await settle(page);
  await snapFromTop(page, name);
}

/** Drags with the mouse as a person does: press, move in steps (native drag events), release. */
async function drag(page: Page, source: Locator, target: Locator): Promise<void> {
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: element not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + to.height / 2 + 2, { steps: 2 });
  await page.mouse.up();
}

interface Seeded {
  rooms: number[];
  juliana: number;
  carla: number;
  ana: number;
  beatriz: number;
  reception: string;
  finance: string;
}

describe.skipIf(!hasChromium)('Agendamentos in Chromium', () => {
  const env = useAppAndBrowser();
  const seeded = {} as Seeded;

  /** A row written straight to the database: another session's booking the screen has not seen. */
  async function book(at: { date: string; time: string; room: number; physiotherapistId: number; patientId?: number | null }) {
    const [row] = await env.app.db
      .insertInto('appointments')
      .values({
        date: at.date,
        time: at.time,
        roomId: seeded.rooms[at.room - 1] ?? 0,
        physiotherapistId: at.physiotherapistId,
        patientId: at.patientId === undefined ? seeded.ana : at.patientId,
      })
      .returning('id')
      .execute();
    return row?.id ?? 0;
  }

  const signedIn = (viewport?: typeof PHONE, email?: string) => openSignedIn(env, viewport, email);

  beforeAll(async () => {
    Object.assign(seeded, await seedAgendaClinic(env.app.db));
    seeded.juliana = (await env.app.seedUser({ role: 'physiotherapist', firstName: 'Juliana', lastName: 'Reis', color: '#e64980', shift: 'integral' })).id;
    seeded.carla = (await env.app.seedUser({ role: 'physiotherapist', firstName: 'Carla', lastName: 'Mendes', color: '#fab005', shift: 'manha' })).id;
    seeded.reception = (await env.app.seedUser({ role: 'recepcionista', firstName: 'Rita', lastName: 'Lopes' })).email;
    seeded.finance = (await env.app.seedUser({ role: 'financeiro', firstName: 'Fábio', lastName: 'Costa' })).email;
  });

  // Every flow books what it needs: a retried one must not find the bookings of its failed attempt.
  beforeEach(async () => {
    await env.app.db.deleteFrom('appointments').execute();
  });

  it('books from a free cell, in the physiotherapist colour with readable text', async () => {
    const { page, errors, context } = await signedIn(undefined, seeded.reception);
    await openAgenda(page, `date=${TUE}`);
    expect(await grid(page).getByRole('columnheader').allInnerTexts()).toEqual(['Horário', 'Sala 1', 'Sala 2', 'Sala 3']);
    await expect(grid(page).getByRole('rowheader').allInnerTexts()).resolves.toHaveLength(12);
    await expectNoSeriousA11yViolations(page, '/appointments day');

    await cell(page, 'Disponível, 09:00, Sala 2').click();
    const form = dialog(page, 'Novo Agendamento');
    await form.waitFor();
    await expect(field(form, 'Data').inputValue()).resolves.toBe('12/03/2030');
    await expect(field(form, 'Horário').inputValue()).resolves.toBe('09:00');
    await expect(field(form, 'Sala').inputValue()).resolves.toBe('Sala 2');

    // Saving without a patient: the §5 message under the field.
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('Por favor, selecione um paciente para o agendamento').waitFor();

    await pickPatient(page, form, 'souza', 'Ana Souza');
    await choose(page, form, 'Fisioterapeuta', 'Juliana Reis');
    await choose(page, form, 'Pagamento', 'Pago parcialmente');
    await expectNoSeriousA11yViolations(page, '/appointments dialog');
    await snap(page, 'appointments-dialog-desktop');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toastOf(page, 'Agendamento criado').waitFor();

    const chip = cell(page, 'Ana Souza com Juliana Reis às 09:00, Sala 2');
    await chip.waitFor();
    const colours = await chip.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    expect(colours).toEqual(['rgb(230, 73, 128)', 'rgb(0, 0, 0)']);
    await expectNoSeriousA11yViolations(page, '/appointments booked');
    await snap(page, 'appointments-day-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the conflict banner and disables save when another session holds the slot', async () => {
    const { page, errors, context } = await signedIn();
    await openAgenda(page, `date=${WED}`);
    // Someone else books Juliana at 10:00 in Sala 1 after this screen loaded.
    await book({ date: WED, time: '10:00', room: 1, physiotherapistId: seeded.juliana });

    await cell(page, 'Disponível, 10:00, Sala 1').click();
    const form = dialog(page, 'Novo Agendamento');
    await form.waitFor();
    const banner = form.getByRole('alert').filter({ hasText: 'Conflito detectado neste horário!' });
    await banner.waitFor();
    await banner.getByText('Já existe um agendamento para 10:00 do dia 13/03/2030 na sala selecionada').waitFor();
    await expect(form.getByRole('button', { name: 'Conflito detectado', exact: true }).isDisabled()).resolves.toBe(true);

    // The physiotherapist too: two conflicts.
    await choose(page, form, 'Fisioterapeuta', 'Juliana Reis');
    await banner.getByText('Juliana já tem um compromisso às 10:00').waitFor();
    await expect(form.getByRole('button', { name: 'Conflitos detectados' }).isDisabled()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page, '/appointments conflict');
    await snap(page, 'appointments-conflict-desktop');

    // Another room and another physiotherapist: free again.
    await choose(page, form, 'Sala', 'Sala 3');
    await choose(page, form, 'Fisioterapeuta', 'Carla Mendes');
    await poll(() => banner.count()).toBe(0);
    await expect(form.getByRole('button', { name: 'Salvar' }).isEnabled()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('blocks a slot in room 1 with no patient', async () => {
    const { page, errors, context } = await signedIn();
    await openAgenda(page, `date=${THU}`);
    await cell(page, 'Disponível, 11:00, Sala 3').click();
    const form = dialog(page, 'Novo Agendamento');
    await form.locator('label').filter({ hasText: 'Bloquear Horário' }).click();
    await poll(() => field(form, 'Paciente').count()).toBe(0);
    await expect(field(form, 'Sala').inputValue()).resolves.toBe('Sala 1');
    await choose(page, form, 'Fisioterapeuta', 'Juliana Reis');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toastOf(page, 'Agendamento criado').waitFor();
    const blocked = cell(page, 'BLOQUEADO por Juliana Reis às 11:00, Sala 1');
    await blocked.waitFor();
    await expect(blocked.innerText()).resolves.toContain('BLOQUEADO');
    await cell(page, 'Disponível, 11:00, Sala 3').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('registers a patient from the dialog and books them', async () => {
    const { page, errors, context } = await signedIn(PHONE, seeded.reception);
    await openAgenda(page, `date=${THU}`);
    await cell(page, 'Disponível, 17:00, Sala 1').click();
    const form = dialog(page, 'Novo Agendamento');
    await form.getByRole('button', { name: 'Novo paciente' }).click();
    const quick = dialog(page, 'Novo Paciente');
    await quick.getByRole('button', { name: 'Salvar' }).click();
    await quick.getByText('Telefone é obrigatório').waitFor();
    await field(quick, 'Nome').fill('Helena');
    await field(quick, 'Sobrenome').fill('Prado');
    await field(quick, 'Telefone').pressSequentially('11955554444');
    await field(quick, 'Data de Nascimento').fill('02/02/1992');
    await page.keyboard.press('Tab');
    await expectNoSeriousA11yViolations(page, '/appointments quick patient');
    await quick.getByRole('button', { name: 'Salvar' }).click();
    await poll(() => quick.count()).toBe(0);
    await expect(field(form, 'Paciente').inputValue()).resolves.toBe('Helena Prado');
    await choose(page, form, 'Fisioterapeuta', 'Juliana Reis');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toastOf(page, 'Agendamento criado').waitFor();
    await cell(page, 'Helena Prado com Juliana Reis às 17:00, Sala 1').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('warns outside the physiotherapist shift without blocking', async () => {
    const { page, errors, context } = await signedIn();
    await openAgenda(page, `date=${THU}`);
    await cell(page, 'Disponível, 15:00, Sala 2').click();
    const form = dialog(page, 'Novo Agendamento');
    await pickPatient(page, form, 'Beatriz', 'Beatriz Lima');
    await choose(page, form, 'Fisioterapeuta', 'Carla Mendes');
    const warning = form.getByTestId('shift-warning');
    await warning.getByText('Aviso de Turno').waitFor();
    await warning.getByText('Fora do turno de Carla').waitFor();
    await choose(page, form, 'Horário', '13:00');
    await poll(() => warning.count()).toBe(0);
    await choose(page, form, 'Horário', '15:00');
    await warning.waitFor();
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toastOf(page, 'Agendamento criado').waitFor();
    await cell(page, 'Beatriz Lima com Carla Mendes às 15:00, Sala 2').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('repeats weekly, marks the colliding week and saves the rest in one batch', async () => {
    // Juliana is already busy two weeks later at the same hour.
    await book({ date: '2030-03-25', time: '16:00', room: 3, physiotherapistId: seeded.juliana, patientId: seeded.beatriz });
    const { page, errors, context } = await signedIn();
    await openAgenda(page, `date=${MON}`);
    await cell(page, 'Disponível, 16:00, Sala 1').click();
    const form = dialog(page, 'Novo Agendamento');
    await pickPatient(page, form, 'Ana', 'Ana Souza');
    await choose(page, form, 'Fisioterapeuta', 'Juliana Reis');
    await form.getByLabel(/^Repetir semanalmente/).fill('3');
    await form.getByRole('button', { name: 'Gerar' }).click();

    const rows = form.getByRole('group', { name: /^Atendimento adicional \d$/ });
    await poll(() => rows.count()).toBe(3);
    const dates = await rows.evaluateAll((groups) => groups.map((g) => (g.querySelector('input') as HTMLInputElement).value));
    expect(dates).toEqual(['18/03/2030', '25/03/2030', '01/04/2030']);
    const second = form.getByRole('group', { name: 'Atendimento adicional 2' });
    await snap(page, 'appointments-series-desktop');
    await second.getByText('Conflito', { exact: true }).waitFor();
    await second.getByText('Juliana já tem um compromisso às 16:00').waitFor();
    await form.getByRole('group', { name: 'Atendimento adicional 1' }).getByText('Livre').waitFor();
    await expect(form.getByRole('button', { name: 'Conflito detectado', exact: true }).isDisabled()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page, '/appointments series');
    await snap(page, 'appointments-series-desktop');

    await form.getByRole('button', { name: 'Remover atendimento adicional 2' }).click();
    await poll(() => rows.count()).toBe(2);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toastOf(page, 'Agendamento criado').getByText('3 agendamentos criados').waitFor();
    const saved = await env.app.db
      .selectFrom('appointments')
      .select(['date'])
      .where('physiotherapistId', '=', seeded.juliana)
      .where('time', '=', '16:00')
      .orderBy('date')
      .execute();
    expect(saved.map((r) => r.date)).toEqual(['2030-03-11', '2030-03-18', '2030-03-25', '2030-04-01']);

    // The week view lists the series' first appointment in its Monday cell; the view is kept in the URL.
    await page.locator('label').filter({ hasText: /^Semana$/ }).click();
    await poll(() => new URL(page.url()).searchParams.get('view')).toBe('week');
    await cell(page, 'Ana Souza com Juliana Reis · Sala 1 em seg 11/03 às 16:00').waitFor();
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/appointments week');
    await snap(page, 'appointments-week-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('drags to reschedule, springs back when refused, and undoes', async () => {
    await book({ date: FRI, time: '13:00', room: 1, physiotherapistId: seeded.juliana });
    await book({ date: FRI, time: '14:00', room: 3, physiotherapistId: seeded.juliana, patientId: seeded.beatriz });
    const { page, errors, context } = await signedIn();
    await openAgenda(page, `date=${FRI}`);
    const chip = cell(page, 'Ana Souza com Juliana Reis às 13:00, Sala 1');

    // Juliana already sees Beatriz at 14:00: the agenda names the clash at once (spec §8), the chip stays.
    await drag(page, chip, cell(page, 'Disponível, 14:00, Sala 2'));
    await toastOf(page, 'Conflito detectado').getByText('Juliana já tem um compromisso às 14:00').waitFor();
    await chip.waitFor();
    await cell(page, 'Disponível, 14:00, Sala 2').waitFor();

    await drag(page, chip, cell(page, 'Disponível, 15:00, Sala 2'));
    const done = toastOf(page, 'Agendamento atualizado');
    await done.getByText('Remarcado para 15/03/2030 às 15:00, Sala 2.').waitFor();
    await cell(page, 'Ana Souza com Juliana Reis às 15:00, Sala 2').waitFor();
    await cell(page, 'Disponível, 13:00, Sala 1').waitFor();
    await expectNoSeriousA11yViolations(page, '/appointments moved');

    await done.getByRole('button', { name: 'Desfazer' }).click();
    await toastOf(page, 'Agendamento atualizado').getByText('Remarcação desfeita').waitFor();
    await chip.waitFor();
    await cell(page, 'Disponível, 15:00, Sala 2').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cancels after the confirmation, freeing the slot', async () => {
    await book({ date: FRI, time: '18:00', room: 2, physiotherapistId: seeded.carla, patientId: seeded.beatriz });
    const { page, errors, context } = await signedIn();
    await openAgenda(page, `date=${FRI}`);
    // The keyboard path: a chip is a button; Enter opens it for editing.
    await cell(page, 'Beatriz Lima com Carla Mendes às 18:00, Sala 2').focus();
    await page.keyboard.press('Enter');
    const form = dialog(page, 'Editar Agendamento');
    await expect(field(form, 'Status').inputValue()).resolves.toBe('Agendado');
    await form.getByRole('button', { name: 'Cancelar agendamento' }).click();
    const confirm = dialog(page, 'Cancelar agendamento');
    await confirm.getByText('Tem certeza que deseja cancelar este agendamento?').waitFor();
    // Issue #23: who cancelled and why.
    await confirm.getByRole('radio', { name: 'Clínica' }).check();
    await choose(page, confirm, 'Motivo', 'Outro');
    await expectNoSeriousA11yViolations(page, '/appointments cancel confirmation');
    await confirm.getByRole('button', { name: 'Cancelar agendamento' }).click();
    await toastOf(page, 'Agendamento cancelado').waitFor();
    await cell(page, 'Disponível, 18:00, Sala 2').waitFor();
    const [row] = await env.app.db.selectFrom('appointments').select('status').where('date', '=', FRI).where('time', '=', '18:00').execute();
    expect(row?.status).toBe('cancelled');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone: the week scrolls sideways under a fixed hour column', async () => {
    await book({ date: THU, time: '08:00', room: 2, physiotherapistId: seeded.juliana });
    const { page, errors, context } = await signedIn(PHONE);
    await openAgenda(page, `view=week&date=${WED}`);
    expect(await grid(page).getByRole('columnheader').allInnerTexts()).toEqual(['Horário', 'Seg 11/03', 'Ter 12/03', 'Qua 13/03', 'Qui 14/03', 'Sex 15/03']);
    await grid(page).getByRole('button', { name: 'Ana Souza com Juliana Reis · Sala 2 em qui 14/03 às 08:00', exact: true }).waitFor();
    await snap(page, 'appointments-week-phone');
    await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, '/appointments week phone');

    const hour = grid(page).getByRole('rowheader', { name: '09:00' });
    const before = (await hour.boundingBox())?.x;
    await page.getByTestId('agenda-scroller').evaluate((el) => el.scrollBy({ left: 300 }));
    await poll(async () => (await hour.boundingBox())?.x).toBe(before);
    await screenshot(page, 'appointments-week-phone-scrolled');

    // 'Anterior' goes back a whole week in week mode.
    await page.getByRole('button', { name: 'Semana anterior' }).click();
    await poll(() => new URL(page.url()).searchParams.get('date')).toBe('2030-03-06');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets financeiro see the agenda but not book or edit', async () => {
    await book({ date: TUE, time: '12:00', room: 3, physiotherapistId: seeded.carla, patientId: seeded.beatriz });
    const { page, errors, context } = await signedIn(undefined, seeded.finance);
    await openAgenda(page, `date=${TUE}`);
    await grid(page).getByText('Beatriz Lima', { exact: true }).waitFor();
    await expect(grid(page).getByRole('button').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Novo Agendamento' }).count()).resolves.toBe(0);
    await page.getByText('Você pode ver a agenda, mas não criar nem alterar agendamentos.').waitFor();
    await expectNoSeriousA11yViolations(page, '/appointments read-only');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lists the next appointments on the dashboard, each opening the agenda at its day", async () => {
    // The earliest of this file's appointments: the first the dashboard lists.
    await book({ date: '2030-03-08', time: '08:00', room: 1, physiotherapistId: seeded.carla, patientId: seeded.beatriz });
    const { page, errors, context } = await signedIn(PHONE);
    const upcoming = page.getByRole('region', { name: 'Próximos Agendamentos' });
    const first = upcoming.getByRole('link').filter({ hasText: 'Beatriz Lima' }).first();
    await first.waitFor();
    await expect(first.getAttribute('href')).resolves.toBe('/appointments?date=2030-03-08');
    await expect(first.innerText()).resolves.toMatch(/08:00[\s\S]*Beatriz Lima[\s\S]*Carla Mendes · Sala 1/);
    await expectNoSeriousA11yViolations(page, '/ upcoming phone');
    await snap(page, 'dashboard-upcoming-phone');
    await first.click();
    await grid(page).waitFor();
    await cell(page, 'Beatriz Lima com Carla Mendes às 08:00, Sala 1').waitFor();
    await page.getByTestId('agenda-period').getByText('Sexta-feira, 8 de março de 2030').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
