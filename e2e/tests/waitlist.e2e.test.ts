import { seedAgendaClinic } from '@clinic/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium, screenshot } from '../support/browser';
import { openScreen, openSignedIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';
import { agendaGrid, choose, dialog, horizontalOverflow, openAgenda, poll, toast } from '../support/ui';

/**
 * The waitlist: its screen, and the offer on a freed cell of the agenda (a cancelled appointment's
 * slot) booked by hand when the patient says yes. Tuesday 7 May 2030, 09:00, Sala 1.
 */
const DAY = '2030-05-07';
const CELL = 'Lista de espera: 2 paciente(s) para 09:00, Sala 1';
const OFFER_DIALOG = 'Lista de espera — 07/05/2030 às 09:00, Sala 1';

describe.skipIf(!hasChromium)('Lista de espera in Chromium', () => {
  const env = useAppAndBrowser();
  const seeded = {} as { rooms: number[]; ana: number; beatriz: number; juliana: number };

  beforeAll(async () => {
    Object.assign(seeded, await seedAgendaClinic(env.app.db));
    seeded.juliana = (await env.app.seedUser({ role: 'physiotherapist', firstName: 'Juliana', lastName: 'Reis', color: '#e64980' })).id;
  });

  /** A cancelled appointment frees DAY 09:00 in Sala 1; Ana (urgent) and Beatriz wait for a Tuesday morning. */
  async function freedSlotWithTwoWaiting() {
    await env.app.db.deleteFrom('waitlistEntries').execute();
    await env.app.db.deleteFrom('appointments').where('date', '=', DAY).execute();
    const extra = await env.app.db
      .insertInto('patients')
      .values({ firstName: 'Clara', lastName: 'Nunes', phone: '(11) 97777-0000', birthDate: '1980-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await env.app.db
      .insertInto('appointments')
      .values({ date: DAY, time: '09:00', roomId: seeded.rooms[0]!, physiotherapistId: seeded.juliana, patientId: extra.id, status: 'cancelled' })
      .execute();
    const entry = { availability: ['2:manha'], dateFrom: '2030-05-01', dateTo: '2030-05-31' };
    await env.app.db.insertInto('waitlistEntries').values({ patientId: seeded.beatriz, ...entry, notes: 'Qualquer horário de manhã' }).execute();
    await env.app.db.insertInto('waitlistEntries').values({ patientId: seeded.ana, ...entry, urgent: true }).execute();
  }

  it('lists the waitlist and shows the freed cell and its offer dialog on a phone (390 px)', async () => {
    await freedSlotWithTwoWaiting();
    const { page, errors, context } = await openScreen(env, '/waitlist', 'Lista de espera', PHONE);
    await page.getByTestId('waitlist-entry').first().waitFor();
    await expect(page.getByTestId('waitlist-entry').allInnerTexts()).resolves.toEqual([expect.stringContaining('Ana Souza'), expect.stringContaining('Beatriz Lima')]);
    await expect(horizontalOverflow(page)).resolves.toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, '/waitlist phone');
    await screenshot(page, 'waitlist-phone');

    await openAgenda(page, `date=${DAY}`);
    await agendaGrid(page).getByRole('button', { name: CELL }).click();
    const offers = dialog(page, OFFER_DIALOG);
    await offers.getByTestId('waitlist-match').first().waitFor();
    await expectNoSeriousA11yViolations(page, 'freed cell offer dialog phone');
    await screenshot(page, 'waitlist-offer-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts the waiting patients on a cell freed during a visit that started on the agenda', async () => {
    await freedSlotWithTwoWaiting();
    // The freed slot is booked again, so the visit starts with no freed cell there.
    const clara = await env.app.db.selectFrom('patients').select('id').where('firstName', '=', 'Clara').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await env.app.db
      .insertInto('appointments')
      .values({ date: DAY, time: '09:00', roomId: seeded.rooms[0]!, physiotherapistId: seeded.juliana, patientId: clara.id, status: 'scheduled' })
      .execute();
    const { page, errors, context } = await openSignedIn(env);
    // The start asks for the day's freed cells with the agenda (its first render draws them)…
    await openAgenda(page, `date=${DAY}`);
    const chip = agendaGrid(page).getByRole('button', { name: 'Clara Nunes com Juliana Reis às 09:00, Sala 1' });
    await chip.click();
    const form = dialog(page, 'Editar Agendamento');
    await form.getByRole('button', { name: 'Cancelar agendamento' }).click();
    const confirm = dialog(page, 'Cancelar agendamento');
    await confirm.getByRole('radio', { name: 'Clínica' }).check();
    await choose(page, confirm, 'Motivo', 'Outro');
    await confirm.getByRole('button', { name: 'Cancelar agendamento' }).click();
    await toast(page, 'Agendamento cancelado');
    // …and a cell freed later in the same visit reads them afresh.
    await agendaGrid(page).getByRole('button', { name: CELL }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates an entry, then offers the freed cell to the urgent patient by WhatsApp and books her acceptance (1440 px)', async () => {
    await freedSlotWithTwoWaiting();
    const { page, errors, context } = await openSignedIn(env);
    await page.goto('/waitlist');
    await page.getByTestId('waitlist-entry').first().waitFor();
    await expectNoSeriousA11yViolations(page, '/waitlist desktop');
    await screenshot(page, 'waitlist-desktop');
    // The form: every field labelled, the server's rules in Portuguese.
    await page.getByRole('button', { name: 'Nova entrada' }).click();
    const form = dialog(page, 'Nova entrada');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('Selecione o paciente').waitFor();
    await form.getByText('Marque ao menos um dia e período').waitFor();
    await expectNoSeriousA11yViolations(page, '/waitlist form');
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'detached' });

    await openAgenda(page, `date=${DAY}`);
    await agendaGrid(page).getByRole('button', { name: CELL }).click();
    const offers = dialog(page, OFFER_DIALOG);
    const rows = offers.getByTestId('waitlist-match');
    await rows.first().waitFor();
    // Urgent first.
    await expect(rows.allInnerTexts()).resolves.toEqual([expect.stringContaining('Ana Souza'), expect.stringContaining('Beatriz Lima')]);
    const ana = rows.filter({ hasText: 'Ana Souza' });
    await ana.getByRole('button', { name: 'Oferecer' }).click();
    await toast(page, 'Oferta criada: envie pelo WhatsApp');
    const whatsapp = ana.getByRole('link', { name: 'Abrir WhatsApp' });
    await whatsapp.waitFor();
    await expect(whatsapp.getAttribute('href')).resolves.toMatch(/^https:\/\/wa\.me\/55\d+\?text=Ol%C3%A1%2C%20Ana!/);
    await ana.getByText(/^Oferta válida até \d\d:\d\d$/).waitFor();
    await expectNoSeriousA11yViolations(page, 'freed cell offer made desktop');
    await screenshot(page, 'waitlist-offer-desktop');

    await ana.getByRole('button', { name: 'Aceitou' }).click();
    await toast(page, 'Horário agendado pela lista de espera');
    await page.keyboard.press('Escape');
    await offers.waitFor({ state: 'detached' });
    await poll(() => agendaGrid(page).getByRole('button', { name: CELL }).count()).toBe(0);
    const booked = await env.app.db.selectFrom('appointments').select(['patientId', 'status']).where('date', '=', DAY).where('status', '=', 'scheduled').execute();
    expect(booked).toEqual([{ patientId: seeded.ana, status: 'scheduled' }]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
