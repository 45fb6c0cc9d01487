import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectNoSeriousA11yViolations, hasChromium } from '../support/browser';
import { openSignedIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';

/** A day of this file's own, so nothing else on the agenda meets it. */
const DAY = '2031-04-08';
const STALE = 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Editar Agendamento' });
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

describe.skipIf(!hasChromium)('Two people editing one appointment (Chromium)', () => {
  const env = useAppAndBrowser();
  const seeded = { physio: 0, room: 0, patient: 0, reception: '' };

  beforeAll(async () => {
    seeded.physio = (await env.app.seedUser({ role: 'physiotherapist', firstName: 'Juliana', lastName: 'Reis', shift: 'integral' })).id;
    seeded.reception = (await env.app.seedUser({ role: 'recepcionista', firstName: 'Rita', lastName: 'Lopes' })).email;
    seeded.room = (await env.app.db.insertInto('rooms').values({ name: 'Sala 1' }).returning('id').executeTakeFirstOrThrow()).id;
    seeded.patient = (
      await env.app.db
        .insertInto('patients')
        .values({ firstName: 'Ana', lastName: 'Souza', phone: '(11) 91234-5678', birthDate: '1990-01-15' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  async function openEditor(email: string): Promise<{ page: Page; form: Locator; close: () => Promise<void>; errors: string[] }> {
    const { page, context, errors } = await openSignedIn(env, undefined, email);
    await page.goto(`/appointments?date=${DAY}`);
    await page.getByRole('button', { name: 'Ana Souza com Juliana Reis às 10:00, Sala 1', exact: true }).click();
    const form = dialog(page);
    await poll(() => field(form, 'Observações').inputValue()).toBe('Primeira consulta');
    return { page, form, errors, close: () => context.close() };
  }

  it("the second save is refused with the message, keeps the first one's payment, and 'Recarregar' brings it in", async () => {
    // Independent of an earlier failed attempt: this test's appointment starts afresh.
    await env.app.db.deleteFrom('appointments').where('date', '=', DAY).execute();
    const { id } = await env.app.db
      .insertInto('appointments')
      .values({ date: DAY, time: '10:00', roomId: seeded.room, physiotherapistId: seeded.physio, patientId: seeded.patient, notes: 'Primeira consulta' })
      .returning('id')
      .executeTakeFirstOrThrow();

    // Both open the same appointment.
    const first = await openEditor(env.app.admin.email);
    const second = await openEditor(seeded.reception);

    // The receptionist records the payment and saves first.
    await field(second.form, 'Pagamento').click();
    await second.page.getByRole('option', { name: 'Pago integralmente', exact: true }).click();
    await field(second.form, 'Observações').fill('Pago no PIX');
    await second.form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await dialog(second.page).waitFor({ state: 'hidden' });
    await second.close();

    // The admin, on the form opened before, changes the notes and saves: refused, told why.
    await field(first.form, 'Observações').fill('Remarcar para a próxima semana');
    await first.form.getByRole('button', { name: 'Salvar', exact: true }).click();
    const alert = first.form.getByRole('alert').filter({ hasText: STALE });
    await alert.waitFor();
    await expectNoSeriousA11yViolations(first.page, '/appointments stale edit');
    const row = () => env.app.db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ notes: 'Pago no PIX', paymentPercentage: 100, version: 2 });

    // 'Recarregar' fills the form with what is saved now; the admin's save then goes through on top of it.
    await alert.getByRole('button', { name: 'Recarregar' }).click();
    await alert.waitFor({ state: 'hidden' });
    await poll(() => field(first.form, 'Observações').inputValue()).toBe('Pago no PIX');
    await poll(() => field(first.form, 'Pagamento').inputValue()).toBe('Pago integralmente');
    await field(first.form, 'Observações').fill('Pago no PIX; remarcar para a próxima semana');
    await first.form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await dialog(first.page).waitFor({ state: 'hidden' });
    await poll(async () => (await row()).version).toBe(3);
    expect(await row()).toMatchObject({ notes: 'Pago no PIX; remarcar para a próxima semana', paymentPercentage: 100 });
    expect([...first.errors, ...second.errors]).toEqual([]);
    await first.close();
  });
});
