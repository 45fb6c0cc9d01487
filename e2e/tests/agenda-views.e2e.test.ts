import { seedAgendaClinic } from '@clinic/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium, screenshot } from '../support/browser';
import { openSignedIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';
import { agendaCell as cell, agendaGrid as grid, choose, dialog, field, openAgenda, pickPatient, poll, settle } from '../support/ui';

/**
 * The agenda beyond booking: the patient's own conflict, '+ Atendimento' and holidays, what the
 * filters list and what they leave free, an inactive room's column, the print view and the phone's
 * scroll hint. Each test has a day of its own in the week of 1 April 2030 and clears it first, so a
 * retry never trips on what a failed attempt left.
 */
const MON = '2030-04-01';
const WED = '2030-04-03';
const THU = '2030-04-04';
const FRI = '2030-04-05';

describe.skipIf(!hasChromium)('Agenda views in Chromium', () => {
  const env = useAppAndBrowser();
  const seeded = {} as { rooms: number[]; juliana: number; carla: number; paula: number; ana: number; beatriz: number };

  async function clearDay(date: string) {
    await env.app.db.deleteFrom('appointments').where('date', '=', date).execute();
  }

  async function book(at: {
    date: string;
    time: string;
    roomId: number;
    physiotherapistId: number;
    patientId: number | null;
    paymentPercentage?: number;
    patientSlotExempt?: boolean;
  }) {
    await env.app.db.insertInto('appointments').values(at).execute();
  }

  const signedIn = (viewport?: typeof PHONE, email?: string) => openSignedIn(env, viewport, email);

  beforeAll(async () => {
    Object.assign(seeded, await seedAgendaClinic(env.app.db));
    seeded.juliana = (await env.app.seedUser({ role: 'physiotherapist', firstName: 'Juliana', lastName: 'Reis', color: '#e64980' })).id;
    seeded.carla = (await env.app.seedUser({ role: 'physiotherapist', firstName: 'Carla', lastName: 'Mendes', color: '#fab005' })).id;
    seeded.paula = (await env.app.seedUser({ role: 'physiotherapist', firstName: 'Paula', lastName: 'Dias', color: '#12b886' })).id;
  });

  it('shows live that the patient is already booked at that hour in another room', async () => {
    await clearDay(MON);
    await book({ date: MON, time: '09:00', roomId: seeded.rooms[0]!, physiotherapistId: seeded.juliana, patientId: seeded.ana });
    const { page, errors, context } = await signedIn();
    await openAgenda(page, `date=${MON}`);
    await cell(page, 'Disponível, 09:00, Sala 2').click();
    const form = dialog(page, 'Novo Agendamento');
    await pickPatient(page, form, 'Ana', 'Ana Souza');
    await choose(page, form, 'Fisioterapeuta', 'Carla Mendes');
    const banner = form.getByRole('alert').filter({ hasText: 'Conflito detectado neste horário!' });
    await banner.getByText('Paciente já tem um agendamento às 09:00').waitFor();
    await expect(form.getByRole('button', { name: 'Conflito detectado', exact: true }).isDisabled()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page, '/appointments patient conflict');
    await settle(page);
    await screenshot(page, 'agenda-patient-conflict-desktop');

    // Another patient at that hour: free.
    await pickPatient(page, form, 'Beatriz', 'Beatriz Lima');
    await poll(() => banner.count()).toBe(0);
    await expect(form.getByRole('button', { name: 'Salvar' }).isEnabled()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("starts '+ Atendimento' an hour later, marks holidays in a weekly series, and shows another payment as 'Pago {n}%'", async () => {
    await clearDay(FRI);
    await book({ date: FRI, time: '15:00', roomId: seeded.rooms[1]!, physiotherapistId: seeded.carla, patientId: seeded.beatriz, paymentPercentage: 30 });
    // The same patient at the same hour elsewhere, kept from before the patient rule (see the migration).
    await book({ date: FRI, time: '15:00', roomId: seeded.rooms[2]!, physiotherapistId: seeded.juliana, patientId: seeded.beatriz, patientSlotExempt: true });
    const { page, errors, context } = await signedIn();
    await openAgenda(page, `date=${FRI}`);

    await cell(page, 'Disponível, 10:00, Sala 1').click();
    const form = dialog(page, 'Novo Agendamento');
    await pickPatient(page, form, 'Ana', 'Ana Souza');
    await choose(page, form, 'Fisioterapeuta', 'Juliana Reis');
    await form.getByRole('button', { name: '+ Atendimento' }).click();
    const first = form.getByRole('group', { name: 'Atendimento adicional 1' });
    await expect(field(first, 'Horário').inputValue()).resolves.toBe('11:00');
    await first.getByText('Livre', { exact: true }).waitFor();
    await expect(form.getByRole('button', { name: 'Salvar' }).isEnabled()).resolves.toBe(true);
    await form.getByRole('button', { name: 'Remover atendimento adicional 1' }).click();

    // 5 April 2030 weekly: 12 April, then 19 April, Sexta-feira Santa.
    await form.getByLabel(/^Repetir semanalmente/).fill('2');
    await form.getByRole('button', { name: 'Gerar' }).click();
    const rows = form.getByRole('group', { name: /^Atendimento adicional \d$/ });
    await poll(() => rows.count()).toBe(2);
    await form.getByRole('group', { name: 'Atendimento adicional 2' }).getByText('Feriado: Sexta-feira Santa').waitFor();
    await expect(form.getByRole('group', { name: 'Atendimento adicional 1' }).getByTestId('holiday-mark').count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(page, '/appointments series holiday');
    await settle(page);
    await screenshot(page, 'agenda-series-holiday-desktop');
    await form.getByRole('button', { name: 'Cancelar', exact: true }).click();
    // The rows typed above are unsaved: closing asks first.
    await dialog(page, 'Descartar alterações?').getByRole('button', { name: 'Descartar' }).click();
    await poll(() => form.count()).toBe(0);

    // A percentage a REST client saved stays as it is.
    await cell(page, 'Beatriz Lima com Carla Mendes às 15:00, Sala 2').click();
    const edit = dialog(page, 'Editar Agendamento');
    await expect(field(edit, 'Pagamento').inputValue()).resolves.toBe('Pago 30%');
    // The kept overlap does not stop an edit that leaves the day and hour alone.
    await choose(page, edit, 'Pagamento', 'Pago integralmente');
    await expect(edit.getByRole('button', { name: 'Salvar' }).isEnabled()).resolves.toBe(true);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await page.locator('.mantine-Notification-root').filter({ hasText: 'Agendamento atualizado' }).last().waitFor();
    // Moved an hour later it obeys the rule like any other booking: free there.
    await cell(page, 'Beatriz Lima com Juliana Reis às 15:00, Sala 3').click();
    const moved = dialog(page, 'Editar Agendamento');
    await choose(page, moved, 'Horário', '16:00');
    await expect(moved.getByRole('button', { name: 'Salvar' }).isEnabled()).resolves.toBe(true);
    await choose(page, moved, 'Horário', '15:00');
    await expect(moved.getByRole('button', { name: 'Salvar' }).isEnabled()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists what the filters select but keeps slots taken by others taken; an inactive room shows on its days', async () => {
    await clearDay(WED);
    const db = env.app.db;
    const old =
      (await db.selectFrom('rooms').select('id').where('name', '=', 'Sala Antiga').executeTakeFirst()) ??
      (await db.insertInto('rooms').values({ name: 'Sala Antiga', isActive: false }).returning('id').executeTakeFirstOrThrow());
    const [s1, s2, s3] = seeded.rooms as [number, number, number];
    await book({ date: WED, time: '10:00', roomId: old.id, physiotherapistId: seeded.carla, patientId: seeded.ana });
    await book({ date: WED, time: '11:00', roomId: s1, physiotherapistId: seeded.carla, patientId: seeded.beatriz });
    // 14:00: every active room taken, one by Juliana.
    await book({ date: WED, time: '14:00', roomId: s1, physiotherapistId: seeded.carla, patientId: seeded.ana });
    await book({ date: WED, time: '14:00', roomId: s2, physiotherapistId: seeded.juliana, patientId: seeded.beatriz });
    await book({ date: WED, time: '14:00', roomId: s3, physiotherapistId: seeded.paula, patientId: null });

    const { page, errors, context } = await signedIn();
    await openAgenda(page, `date=${WED}`);
    const inactive = grid(page).getByRole('columnheader', { name: /Sala Antiga/ });
    await expect(inactive.innerText()).resolves.toMatch(/Sala Antiga\s*Inativa/i);
    await cell(page, 'Ana Souza com Carla Mendes às 10:00, Sala Antiga').waitFor();
    await grid(page).getByRole('img', { name: 'Sala inativa, 08:00, Sala Antiga' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/appointments inactive room');
    await settle(page);
    await screenshot(page, 'agenda-inactive-room-desktop');
    // Another day without appointments there: no column for it.
    await openAgenda(page, `date=${THU}`);
    await expect(grid(page).getByRole('columnheader').allInnerTexts()).resolves.toEqual(['Horário', 'Sala 1', 'Sala 2', 'Sala 3']);

    // Juliana's agenda: Carla's 11:00 in Sala 1 is 'Ocupado', never 'Disponível'.
    await openAgenda(page, `date=${WED}&physiotherapistId=${seeded.juliana}`);
    await grid(page).getByRole('img', { name: 'Ocupado, 11:00, Sala 1' }).waitFor();
    await expect(cell(page, 'Disponível, 11:00, Sala 1').count()).resolves.toBe(0);
    await cell(page, 'Disponível, 11:00, Sala 2').waitFor();
    await cell(page, 'Beatriz Lima com Juliana Reis às 14:00, Sala 2').waitFor();

    // The week, filtered: 14:00 lists Juliana's and says two more are there, with no '+' (all rooms taken).
    await openAgenda(page, `view=week&date=${WED}&physiotherapistId=${seeded.juliana}`);
    const wed14 = grid(page).getByRole('row', { name: /^14:00/ }).getByRole('cell').nth(2);
    await wed14.getByRole('button', { name: 'Beatriz Lima com Juliana Reis · Sala 2 em qua 03/04 às 14:00' }).waitFor();
    await wed14.getByText('2 outros agendamentos').waitFor();
    await expect(grid(page).getByRole('button', { name: 'Novo agendamento, qua 03/04, 14:00' }).count()).resolves.toBe(0);
    await grid(page).getByRole('button', { name: 'Novo agendamento, qua 03/04, 15:00' }).waitFor();
    // The inactive room does not count as room to spare; its appointment is listed (when not filtered) with the mark.
    await openAgenda(page, `view=week&date=${WED}`);
    await grid(page).getByRole('button', { name: 'Ana Souza com Carla Mendes · Sala Antiga (Inativa) em qua 03/04 às 10:00' }).waitFor();
    await expect(grid(page).getByRole('button', { name: 'Novo agendamento, qua 03/04, 14:00' }).count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(page, '/appointments week filtered');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('warns with the count of future appointments before a room is deactivated', async () => {
    await clearDay(THU);
    await book({ date: THU, time: '08:00', roomId: seeded.rooms[2]!, physiotherapistId: seeded.juliana, patientId: seeded.ana });
    const future = await env.app.db
      .selectFrom('appointments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('roomId', '=', seeded.rooms[2]!)
      .where('status', '<>', 'cancelled')
      .where('date', '>', '2026-11-30')
      .executeTakeFirstOrThrow();
    const { page, errors, context } = await signedIn();
    await page.goto('/rooms');
    await page.getByRole('button', { name: 'Editar sala Sala 3' }).click();
    const edit = dialog(page, 'Editar Sala');
    await edit.getByLabel('Ativa').uncheck();
    const n = Number(future.n);
    await edit.getByTestId('room-deactivation-warning').getByText(n === 1 ? 'Esta sala tem 1 agendamento futuro' : `Esta sala tem ${n} agendamentos futuros`).waitFor();
    await expectNoSeriousA11yViolations(page, '/rooms deactivation warning');
    await settle(page);
    await screenshot(page, 'rooms-deactivation-warning-desktop');
    await edit.getByLabel('Ativa').check();
    await poll(() => edit.getByTestId('room-deactivation-warning').count()).toBe(0);
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("prints the day per physiotherapist without navigation or empty cells, and on a phone hints at the rooms to the side", async () => {
    await clearDay(THU);
    const [s1, s2] = seeded.rooms as [number, number];
    await book({ date: THU, time: '08:00', roomId: s1, physiotherapistId: seeded.juliana, patientId: seeded.ana });
    await book({ date: THU, time: '10:00', roomId: s2, physiotherapistId: seeded.carla, patientId: seeded.beatriz });
    await book({ date: THU, time: '12:00', roomId: s1, physiotherapistId: seeded.juliana, patientId: null });
    const { page, errors, context } = await signedIn();
    await openAgenda(page, `date=${THU}`);
    await page.getByRole('link', { name: 'Imprimir' }).click();
    await poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/appointments/print?date=${THU}`);
    await page.getByRole('heading', { name: 'Agenda — Quinta-feira, 4 de abril de 2030', level: 1 }).waitFor();
    // One region per physiotherapist (the toasts' 'Notificações (F8)' region is the page's too).
    const sections = page.getByRole('main').getByRole('region');
    await poll(() => sections.count()).toBe(2);
    await expect(page.getByRole('heading', { level: 2 }).allInnerTexts()).resolves.toEqual(['Carla Mendes · 1 horário', 'Juliana Reis · 2 horários']);
    const juliana = page.getByRole('region', { name: 'Juliana Reis · 2 horários' });
    await expect(juliana.getByRole('row').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^Horário\s+Paciente\s+Sala\s+Tipo\s+Status\s+Observações$/),
      expect.stringMatching(/^08:00\s+Ana Souza\s+Sala 1\s+Consulta\s+Agendado/),
      expect.stringMatching(/^12:00\s+BLOQUEADO\s+Sala 1\s+Agendado/),
    ]);
    await expect(page.getByText('Disponível').count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(page, '/appointments/print');
    await screenshot(page, 'agenda-print-screen-desktop');

    // On paper: no navigation, top bar or controls.
    await page.emulateMedia({ media: 'print' });
    await poll(() => page.locator('.mantine-AppShell-navbar').isVisible()).toBe(false);
    await expect(page.getByRole('button', { name: 'Imprimir' }).isVisible()).resolves.toBe(false);
    await juliana.waitFor();
    await poll(() => page.evaluate(() => getComputedStyle(document.querySelector('.mantine-AppShell-main')!).paddingInlineStart)).toBe('0px');
    await settle(page);
    await screenshot(page, 'agenda-print-desktop');
    await page.emulateMedia({ media: 'screen' });

    // One physiotherapist.
    await choose(page, page.getByRole('toolbar', { name: 'Opções de impressão' }), 'Fisioterapeuta', 'Carla Mendes');
    await poll(() => new URL(page.url()).searchParams.get('physiotherapistId')).toBe(String(seeded.carla));
    await poll(() => sections.count()).toBe(1);
    await page.getByRole('region', { name: 'Carla Mendes · 1 horário' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // On a phone: two rooms fit; the hint and shadow say the third is to the side.
    const phone = await signedIn(PHONE);
    // The line is there in the first frame the grid is drawn in: nothing moves when it appears.
    await phone.page.addInitScript(() => {
      const shifts: string[] = [];
      const record = (entries: PerformanceEntryList) => {
        for (const entry of entries as unknown as { value: number; sources: { node?: Node }[] }[]) {
          shifts.push(`${entry.value.toFixed(4)} ${entry.sources.map((source) => source.node?.nodeName).join(',')}`);
        }
      };
      const observer = new PerformanceObserver((list) => record(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      // Two frames later, with what the observer holds but has not reported yet.
      (window as unknown as { layoutShifts: () => Promise<string[]> }).layoutShifts = () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              record(observer.takeRecords());
              resolve(shifts);
            }),
          ),
        );
    });
    await openAgenda(phone.page, `date=${THU}`);
    const hint = phone.page.getByTestId('agenda-scroll-hint');
    await hint.getByText('Deslize para o lado para ver mais salas →').waitFor();
    await expect(phone.page.evaluate(() => (window as unknown as { layoutShifts: () => Promise<string[]> }).layoutShifts())).resolves.toEqual([]);
    // Switching to the week keeps the line right: seven days are wider than the screen too.
    await phone.page.locator('label').filter({ hasText: /^Semana$/ }).click();
    await hint.getByText('Deslize para o lado para ver mais dias →').waitFor();
    await phone.page.locator('label').filter({ hasText: /^Dia$/ }).click();
    await hint.getByText('Deslize para o lado para ver mais salas →').waitFor();
    await settle(phone.page);
    await screenshot(phone.page, 'agenda-day-phone-hint');
    await phone.page.getByTestId('agenda-scroller').evaluate((el) => el.scrollBy({ left: 2000 }));
    await hint.getByText('← Deslize de volta para ver as primeiras salas').waitFor();
    await expectNoSeriousA11yViolations(phone.page, '/appointments phone hint');
    await phone.page.goto(`/appointments/print?date=${THU}`);
    await phone.page.getByRole('region', { name: 'Juliana Reis · 2 horários' }).waitFor();
    await expect(phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'agenda-print-phone');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
