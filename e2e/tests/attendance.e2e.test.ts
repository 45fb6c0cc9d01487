import { seedAgendaClinic } from '@clinic/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium } from '../support/browser';
import { openScreen, openSignedIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';
import { agendaCell as cell, agendaGrid as grid, choose, dialog, dismissToasts, field, horizontalOverflow, openAgenda, pickPatient, poll, snap, toastOf } from '../support/ui';

/** Days as the clinic writes them (local time: the tests run in the clinic's time zone). */
const pad = (n: number) => String(n).padStart(2, '0');
const toIsoDate = (d = new Date()) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return toIsoDate(new Date(y, m - 1, d + days));
}
const formatIsoDate = (iso: string) => iso.split('-').reverse().join('/');

interface Seeded {
  rooms: number[];
  juliana: number;
  ana: number;
  beatriz: number;
  reception: string;
}

/** Issue #23 in Chromium: 'Chegou' and 'Faltou' from the chip, cancelling with who and why, 'Sem registro', the flag, the report. */
describe.skipIf(!hasChromium)('Attendance in Chromium', () => {
  const env = useAppAndBrowser();
  const seeded = {} as Seeded;
  // The test process and the browser share the clinic's time zone (vitest.config.ts, support/browser.ts).
  const today = toIsoDate();

  async function book(at: { date: string; time: string; room: number; patientId: number; attendanceStatus?: string }) {
    const [row] = await env.app.db
      .insertInto('appointments')
      .values({
        date: at.date,
        time: at.time,
        roomId: seeded.rooms[at.room - 1]!,
        physiotherapistId: seeded.juliana,
        patientId: at.patientId,
        ...(at.attendanceStatus ? { attendanceStatus: at.attendanceStatus } : {}),
      })
      .returning('id')
      .execute();
    return row!.id;
  }

  const stateOf = async (id: number) =>
    env.app.db.selectFrom('appointments').select(['status', 'attendanceStatus', 'cancelReason', 'cancelNote', 'cancelledBy']).where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    Object.assign(seeded, await seedAgendaClinic(env.app.db));
    seeded.juliana = (await env.app.seedUser({ role: 'physiotherapist', firstName: 'Juliana', lastName: 'Reis', color: '#e64980', shift: 'integral' })).id;
    seeded.reception = (await env.app.seedUser({ role: 'recepcionista', firstName: 'Rita', lastName: 'Lopes' })).email;
  });

  beforeEach(async () => {
    await env.app.db.deleteFrom('appointments').execute();
    await env.app.db.updateTable('clinicSettings').set({ lateCancelHours: 24 }).execute();
  });

  it("checks in and marks 'Faltou' from the chip in one click (1440 px)", async () => {
    const ana = await book({ date: today, time: '10:00', room: 2, patientId: seeded.ana });
    const beatriz = await book({ date: today, time: '11:00', room: 1, patientId: seeded.beatriz });
    const { page, errors, context } = await openSignedIn(env, undefined, seeded.reception);
    await openAgenda(page, `date=${today}`);
    await cell(page, 'Ana Souza com Juliana Reis às 10:00, Sala 2').waitFor();
    await expectNoSeriousA11yViolations(page, '/appointments with attendance actions');

    await grid(page).getByRole('button', { name: 'Chegou: Ana Souza às 10:00, Sala 2' }).click();
    await toastOf(page, 'Chegada registrada').waitFor();
    const arrived = cell(page, 'Ana Souza com Juliana Reis às 10:00, Sala 2, Presente');
    await arrived.waitFor();
    await expect(arrived.getByTestId('attendance-icon').getAttribute('title')).resolves.toBe('Presente');
    // Checked in: 'Chegou' is gone, 'Faltou' stays.
    await expect(grid(page).getByRole('button', { name: 'Chegou: Ana Souza às 10:00, Sala 2' }).count()).resolves.toBe(0);
    await grid(page).getByRole('button', { name: 'Faltou: Ana Souza às 10:00, Sala 2' }).waitFor();
    expect(await stateOf(ana)).toMatchObject({ attendanceStatus: 'presente', status: 'scheduled' });

    // Keyboard: Tab from the chip reaches its 'Chegou', then 'Faltou'.
    await cell(page, 'Beatriz Lima com Juliana Reis às 11:00, Sala 1').focus();
    await page.keyboard.press('Tab');
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Chegou: Beatriz Lima às 11:00, Sala 1');
    await page.keyboard.press('Tab');
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Faltou: Beatriz Lima às 11:00, Sala 1');
    await page.keyboard.press('Enter');
    await toastOf(page, 'Falta registrada').waitFor();
    // A no-show frees the slot.
    await cell(page, 'Disponível, 11:00, Sala 1').waitFor();
    expect(await stateOf(beatriz)).toMatchObject({ attendanceStatus: 'faltou', status: 'cancelled' });
    const logs = await env.app.db.selectFrom('systemLogs').select('description').where('description', 'like', 'Presença:%').orderBy('id').execute();
    expect(logs.map((l) => l.description.replace(/ em .*?—/, ' —'))).toEqual([
      'Presença: Ana Souza com Juliana Reis — Agendado → Presente',
      'Presença: Beatriz Lima com Juliana Reis — Agendado → Faltou',
    ]);
    // Shown with its state when the agenda shows the cancelled ones.
    await page.getByRole('switch', { name: 'Mostrar cancelados' }).check();
    const cancelled = page.getByRole('region', { name: 'Cancelados e faltas (1)' });
    await cancelled.getByRole('listitem').filter({ hasText: 'Faltou' }).getByRole('button', { name: `Beatriz Lima com Juliana Reis · ${formatIsoDate(today)} 11:00, Sala 1` }).waitFor();
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/appointments after check-in');
    await snap(page, 'attendance-chip-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone (390 px): checks in from the chip, and cancelling asks who and why, saying when it is late', async () => {
    const ana = await book({ date: today, time: '09:00', room: 1, patientId: seeded.ana });
    const { page, errors, context } = await openSignedIn(env, PHONE, seeded.reception);
    await openAgenda(page, `date=${today}`);
    const checkIn = grid(page).getByRole('button', { name: 'Chegou: Ana Souza às 09:00, Sala 1' });
    await checkIn.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, '/appointments phone with attendance actions');
    await checkIn.click();
    await toastOf(page, 'Chegada registrada').waitFor();
    await cell(page, 'Ana Souza com Juliana Reis às 09:00, Sala 1, Presente').waitFor();
    expect(await stateOf(ana)).toMatchObject({ attendanceStatus: 'presente' });
    await expect(horizontalOverflow(page)).resolves.toBeLessThanOrEqual(0);

    // A patient's cancellation inside the policy window (7 days here) is late.
    await env.app.db.updateTable('clinicSettings').set({ lateCancelHours: 168 }).execute();
    const soon = addDays(today, 3);
    const beatriz = await book({ date: soon, time: '14:00', room: 2, patientId: seeded.beatriz });
    await openAgenda(page, `date=${soon}`);
    await cell(page, 'Beatriz Lima com Juliana Reis às 14:00, Sala 2').click();
    const form = dialog(page, 'Editar Agendamento');
    await form.getByRole('button', { name: 'Cancelar agendamento' }).click();
    const confirm = dialog(page, 'Cancelar agendamento');
    await confirm.getByText('Tem certeza que deseja cancelar este agendamento?').waitFor();
    await expect(confirm.getByRole('radio', { name: 'Paciente' }).isChecked()).resolves.toBe(true);
    await confirm.getByText('Faltam menos de 168 horas para o horário: este cancelamento da paciente contará como tardio.').waitFor();
    // No reason: asked for, nothing sent.
    await confirm.getByRole('button', { name: 'Cancelar agendamento' }).click();
    await confirm.getByText('Informe o motivo do cancelamento').waitFor();
    await choose(page, confirm, 'Motivo', 'Trabalho');
    await field(confirm, 'Observação do cancelamento').fill('Reunião de última hora');
    await expectNoSeriousA11yViolations(page, '/appointments phone cancel with who and why');
    await snap(page, 'attendance-cancel-phone');
    await confirm.getByRole('button', { name: 'Cancelar agendamento' }).click();
    await toastOf(page, 'Agendamento cancelado').waitFor();
    await cell(page, 'Disponível, 14:00, Sala 2').waitFor();
    expect(await stateOf(beatriz)).toEqual({
      status: 'cancelled',
      attendanceStatus: 'cancelado_tarde',
      cancelReason: 'trabalho',
      cancelNote: 'Reunião de última hora',
      cancelledBy: 'paciente',
    });

    // The clinic's cancellation: no late warning.
    const again = await book({ date: soon, time: '15:00', room: 2, patientId: seeded.beatriz });
    await openAgenda(page, `date=${soon}`);
    await cell(page, 'Beatriz Lima com Juliana Reis às 15:00, Sala 2').click();
    await dialog(page, 'Editar Agendamento').getByRole('button', { name: 'Cancelar agendamento' }).click();
    await confirm.getByRole('radio', { name: 'Clínica' }).check();
    await expect(confirm.getByTestId('late-cancel-warning').count()).resolves.toBe(0);
    await choose(page, confirm, 'Motivo', 'Outro');
    await confirm.getByRole('button', { name: 'Cancelar agendamento' }).click();
    await toastOf(page, 'Agendamento cancelado').waitFor();
    expect(await stateOf(again)).toMatchObject({ attendanceStatus: 'cancelado_clinica', cancelReason: 'outro', cancelledBy: 'clinica' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lists 'Sem registro' on the dashboard with one-click 'Atendido' and 'Faltou' (1440 and 390 px)", async () => {
    const yesterday = addDays(today, -1);
    const before = addDays(today, -2);
    const ana = await book({ date: yesterday, time: '09:00', room: 1, patientId: seeded.ana });
    const beatriz = await book({ date: before, time: '10:00', room: 1, patientId: seeded.beatriz, attendanceStatus: 'presente' });
    await book({ date: today, time: '08:00', room: 1, patientId: seeded.beatriz }); // today: not yet
    for (const viewport of [undefined, PHONE]) {
      const { page, errors, context } = await openSignedIn(env, viewport, seeded.reception);
      const card = page.getByRole('region', { name: 'Sem registro (2)' });
      await card.waitFor();
      await expect(card.getByTestId('unrecorded-row').allInnerTexts()).resolves.toEqual([
        expect.stringContaining('Beatriz Lima'),
        expect.stringContaining('Ana Souza'),
      ]);
      await card.getByText('Presente', { exact: true }).waitFor();
      await expectNoSeriousA11yViolations(page, `dashboard 'Sem registro' ${viewport ? 'phone' : 'desktop'}`);
      await expect(horizontalOverflow(page)).resolves.toBeLessThanOrEqual(0);
      await snap(page, `attendance-unrecorded-${viewport ? 'phone' : 'desktop'}`);
      await context.close();
      expect(errors).toEqual([]);
    }
    const { page, errors, context } = await openSignedIn(env, undefined, seeded.reception);
    const card = page.getByTestId('unrecorded-attendance');
    await card.getByRole('button', { name: `Atendido: Ana Souza, ${formatIsoDate(yesterday)} às 09:00 · Juliana Reis` }).click();
    await toastOf(page, 'Atendimento registrado').waitFor();
    await page.getByRole('region', { name: 'Sem registro (1)' }).waitFor();
    await card.getByRole('button', { name: `Faltou: Beatriz Lima, ${formatIsoDate(before)} às 10:00 · Juliana Reis` }).click();
    await toastOf(page, 'Falta registrada').waitFor();
    await card.getByText('Nenhum agendamento sem registro').waitFor();
    expect(await stateOf(ana)).toMatchObject({ attendanceStatus: 'atendido', status: 'completed' });
    expect(await stateOf(beatriz)).toMatchObject({ attendanceStatus: 'faltou', status: 'cancelled' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('flags a patient with two no-shows in 90 days on her page and in the booking dialog; the report shows the rates', async () => {
    await book({ date: addDays(today, -10), time: '09:00', room: 1, patientId: seeded.ana, attendanceStatus: 'faltou' });
    await book({ date: addDays(today, -3), time: '09:00', room: 1, patientId: seeded.ana, attendanceStatus: 'faltou' });
    await book({ date: addDays(today, -3), time: '10:00', room: 1, patientId: seeded.beatriz, attendanceStatus: 'atendido' });
    const { page, errors, context } = await openSignedIn(env, undefined, seeded.reception);
    await page.goto(`/patients/${seeded.ana}`);
    await page.getByTestId('no-show-flag').getByText('Faltou 2× em 90 dias').waitFor();
    await expectNoSeriousA11yViolations(page, 'patient page with the no-show flag');
    await page.goto(`/patients/${seeded.beatriz}`);
    await page.getByRole('heading', { name: 'Beatriz Lima', level: 1 }).waitFor();
    await expect(page.getByTestId('no-show-flag').count()).resolves.toBe(0);

    await openAgenda(page, `date=${addDays(today, 1)}`);
    await cell(page, 'Disponível, 15:00, Sala 2').click();
    const form = dialog(page, 'Novo Agendamento');
    await pickPatient(page, form, 'souza', 'Ana Souza');
    await form.getByTestId('no-show-flag').getByText('Faltou 2× em 90 dias').waitFor();
    await expectNoSeriousA11yViolations(page, 'booking dialog with the no-show flag');
    await context.close();
    expect(errors).toEqual([]);

    // The report: the reception has no entry for it; the admin has.
    for (const viewport of [undefined, PHONE]) {
      const admin = await openScreen(env, '/attendance-report', 'Faltas e cancelamentos', viewport);
      if (viewport) {
        // A phone: one card per row, the same labels.
        const byPhysio = admin.page.getByRole('list', { name: 'Por fisioterapeuta' }).getByRole('listitem').filter({ hasText: 'Juliana Reis' });
        await byPhysio.getByText('2 (66,7%)').waitFor();
        await byPhysio.getByText('Cancelamentos tardios').waitFor();
        await admin.page.getByRole('list', { name: 'Por paciente' }).getByText('Ana Souza').waitFor();
      } else {
        const byPhysio = admin.page.getByRole('table', { name: 'Por fisioterapeuta' });
        await expect(byPhysio.getByRole('columnheader').allInnerTexts()).resolves.toEqual(['Fisioterapeuta', 'Agendamentos', 'Faltas', 'Cancelamentos tardios']);
        await expect(byPhysio.getByRole('row', { name: /Juliana Reis/ }).getByRole('cell').allInnerTexts()).resolves.toEqual(['3', '2 (66,7%)', '0 (0,0%)']);
        await admin.page.getByRole('table', { name: 'Por paciente' }).getByRole('rowheader', { name: 'Ana Souza' }).waitFor();
      }
      await expectNoSeriousA11yViolations(admin.page, `attendance report ${viewport ? 'phone' : 'desktop'}`);
      await expect(horizontalOverflow(admin.page)).resolves.toBeLessThanOrEqual(0);
      await snap(admin.page, `attendance-report-${viewport ? 'phone' : 'desktop'}`);
      // An empty period says so.
      await field(admin.page, 'Data inicial').fill('01/01/2020');
      await field(admin.page, 'Data final').fill('31/01/2020');
      await admin.page.getByText('Nenhum agendamento no período').waitFor();
      expect(admin.errors).toEqual([]);
      await admin.context.close();
    }
    const reception = await openSignedIn(env, undefined, seeded.reception);
    await expect(reception.page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Faltas e cancelamentos' }).count()).resolves.toBe(0);
    await reception.page.goto('/attendance-report');
    await reception.page.getByText('Você não tem permissão para ver o relatório de faltas.').waitFor();
    await reception.context.close();
  });
});
