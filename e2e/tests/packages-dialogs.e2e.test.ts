import { seedPatients } from '@clinic/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { DESKTOP, PHONE, expectNoSeriousA11yViolations, hasChromium } from '../support/browser';
import { openSignedIn } from '../support/flows';
import { type BrowserSuite, useAppAndBrowser } from '../support/suite';
import { agendaCell, dialog, dismissToasts, field, horizontalOverflow, openAgenda, pickPatient, poll, toast, toastOf } from '../support/ui';

/** A Monday far from today, so the agenda's cells are free and in the future. */
const MON = '2030-04-01';

interface Seeded {
  paula: number;
  admin: string;
  reception: string;
  finance: string;
}

describe.skipIf(!hasChromium)('Pacotes: the booking dialog and the reason dialogs in Chromium (#24)', () => {
  const env: BrowserSuite = useAppAndBrowser();
  const seeded = {} as Seeded;

  beforeAll(async () => {
    const db = env.app.db;
    await env.app.seedUser({ role: 'physiotherapist', firstName: 'Juliana', lastName: 'Reis', email: 'juliana.pd@clinica.com', shift: 'integral' });
    seeded.reception = (await env.app.seedUser({ role: 'recepcionista', firstName: 'Rita', lastName: 'Lopes', email: 'rita.pd@clinica.com' })).email;
    seeded.admin = (await env.app.seedUser({ role: 'admin', firstName: 'Ana', lastName: 'Admin', email: 'ana.pd@clinica.com' })).email;
    seeded.finance = (await env.app.seedUser({ role: 'financeiro', firstName: 'Fábio', lastName: 'Caixa', email: 'fabio.pd@clinica.com' })).email;
    await db.insertInto('rooms').values({ name: 'Sala Diálogos' }).execute();
    await db.insertInto('services').values({ name: 'Pacote Pélvico', price: '1500.00', quantity: 4 }).execute();
    const [paula, bruna] = await seedPatients(db, [
      { firstName: 'Paula', lastName: 'Pacote', phone: '(11) 91234-0001', birthDate: '1988-03-02' },
      { firstName: 'Bruna', lastName: 'Balcão', phone: '(11) 91234-0002', birthDate: '1990-07-12' },
    ]);
    seeded.paula = paula!;
    void bruna;
    // Paula's package: 3 sessions, valid through April 2030.
    await db
      .insertInto('patientPackages')
      .values({
        patientId: paula!,
        name: 'Pacote Pélvico',
        sessionsTotal: 3,
        listPriceCents: 90000,
        priceCents: 90000,
        startDate: '2030-03-01',
        expiryDate: '2030-04-30',
        countsFaltou: true,
        countsCanceladoTarde: true,
      })
      .execute();
  });

  it("the booking dialog says 'Sessão n de N', warns beyond the package and sells one when there is none", async () => {
    const { page, errors, context } = await openSignedIn(env, DESKTOP, seeded.reception);
    await openAgenda(page, `date=${MON}`);
    await agendaCell(page, 'Disponível, 09:00, Sala Diálogos').click();
    const form = dialog(page, 'Novo Agendamento');
    // The only physiotherapist comes already chosen.
    await poll(() => field(form, 'Fisioterapeuta').inputValue()).toBe('Juliana Reis');
    await pickPatient(page, form, 'Paula', 'Paula Pacote');
    await form.getByTestId('booking-package-session').getByText('Sessão 1 de 3', { exact: true }).waitFor();
    // Three more weeks: the fourth session is beyond the package (a warning, never a block).
    await form.getByLabel(/^Repetir semanalmente/).fill('3');
    await form.getByRole('button', { name: 'Gerar' }).click();
    const line = form.getByTestId('booking-package-session');
    await line.getByText('08/04/2030: Sessão 2 de 3').waitFor();
    await line.getByText('15/04/2030: Sessão 3 de 3').waitFor();
    const beyond = form.getByTestId('booking-package-beyond');
    await beyond.getByText('Além das sessões do pacote').waitFor();
    await beyond.getByText('Restam 3 sessões no pacote. 1 agendamento ficará fora do pacote.').waitFor();
    await expectNoSeriousA11yViolations(page, 'booking dialog beyond the package');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toastOf(page, 'Agendamento criado').getByText('4 agendamentos criados').waitFor();
    const linked = await env.app.db.selectFrom('appointments').select(['date', 'packageId']).where('patientId', '=', seeded.paula).orderBy('date').execute();
    expect(linked.map((a) => a.packageId !== null)).toEqual([true, true, true, false]);
    await dismissToasts(page);

    // Bruna has no package: it is sold from the dialog, starting on the booked date.
    await agendaCell(page, 'Disponível, 10:00, Sala Diálogos').click();
    const second = dialog(page, 'Novo Agendamento');
    await pickPatient(page, second, 'Bruna', 'Bruna Balcão');
    await second.getByText('Paciente sem pacote de sessões em vigor nesta data').waitFor();
    await second.getByRole('button', { name: 'Vender pacote' }).click();
    const sell = dialog(page, 'Vender pacote');
    await field(sell, 'Serviço').click();
    await page.getByRole('option', { name: /^Pacote Pélvico \(4 sessões/ }).click();
    await expectNoSeriousA11yViolations(page, 'selling from the booking dialog');
    await sell.getByRole('button', { name: 'Vender', exact: true }).click();
    await toast(page, 'Pacote vendido');
    await poll(() => sell.isVisible()).toBe(false);
    await second.getByTestId('booking-package-session').getByText('Sessão 1 de 4', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an estorno and a package cancellation ask for their reason in a dialog, at 1440 and 390 px', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, errors, context } = await openSignedIn(env, viewport, seeded.finance);
      await page.goto(`/patients/${seeded.paula}?tab=pacotes`);
      const card = page.getByTestId('package-card').filter({ hasText: 'Pacote Pélvico' }).first();
      await card.waitFor();
      if (viewport === DESKTOP) {
        await card.getByLabel('Valor').fill('100');
        await card.getByRole('button', { name: 'Registrar' }).click();
        await toast(page, 'Pagamento registrado', 'Recibo nº 1');
        await dismissToasts(page);
        await card.getByRole('button', { name: 'Estornar pagamento do recibo nº 1' }).click();
        const reverse = dialog(page, 'Estornar pagamento');
        await reverse.getByRole('button', { name: 'Estornar', exact: true }).click();
        await reverse.getByText('Informe o motivo').waitFor();
        await expectNoSeriousA11yViolations(page, 'estorno dialog with its error');
        await field(reverse, 'Valor do estorno').fill('200');
        await field(reverse, 'Motivo do estorno').fill('Cobrança em duplicidade');
        await reverse.getByRole('button', { name: 'Estornar', exact: true }).click();
        await reverse.getByRole('alert').getByText('Estorno maior que o valor pago (descontados os estornos anteriores)').waitFor();
        await field(reverse, 'Valor do estorno').fill('40');
        await reverse.getByRole('button', { name: 'Estornar', exact: true }).click();
        await toast(page, 'Estorno registrado');
        await card.getByText(/Estornado: R\$\s*40,00/).waitFor();
        await dismissToasts(page);

        await card.getByRole('button', { name: 'Cancelar pacote' }).click();
        const cancel = dialog(page, 'Cancelar pacote');
        await cancel.getByRole('button', { name: 'Cancelar pacote' }).click();
        await cancel.getByText('Informe o motivo').waitFor();
        await expectNoSeriousA11yViolations(page, 'cancel package dialog with its error');
        await field(cancel, 'Motivo do cancelamento').fill('Mudou de cidade');
        await cancel.getByRole('button', { name: 'Cancelar pacote' }).click();
        await toast(page, 'Pacote cancelado');
        await card.getByTestId('package-status').getByText('Cancelado').waitFor();
      } else {
        // On a phone: Bruna's package (sold above) and its dialog fit the screen.
        await page.goto(`/patients/${seeded.paula + 1}?tab=pacotes`);
        const bruna = page.getByTestId('package-card').first();
        await bruna.getByRole('button', { name: 'Cancelar pacote' }).click();
        const cancel = dialog(page, 'Cancelar pacote');
        await field(cancel, 'Motivo do cancelamento').waitFor();
        await poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page, 'cancel package dialog on a phone');
        await cancel.getByRole('button', { name: 'Voltar' }).click();
        await poll(() => cancel.isVisible()).toBe(false);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("the clinic's name and CNPJ are set on /settings (check digits) and printed on the receipt", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, errors, context } = await openSignedIn(env, viewport, seeded.admin);
      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Clínica, recibos e pacotes' });
      await field(section, 'Nome da clínica').waitFor();
      if (viewport === DESKTOP) {
        await field(section, 'Nome da clínica').fill('Clínica Assoalho Pélvico');
        await field(section, 'CNPJ (ou CPF do profissional)').fill('11.222.333/0001-80');
        await section.getByRole('button', { name: 'Salvar' }).click();
        await section.getByText('CNPJ inválido (confira os dígitos verificadores)').waitFor();
        await expectNoSeriousA11yViolations(page, 'clinic settings with a wrong CNPJ');
        await field(section, 'CNPJ (ou CPF do profissional)').fill('11222333000181');
        await field(section, 'Validade padrão do pacote (dias)').fill('90');
        await section.getByRole('button', { name: 'Salvar' }).click();
        await toast(page, 'Configurações da clínica salvas');
        await poll(() => field(section, 'CNPJ (ou CPF do profissional)').inputValue()).toBe('11.222.333/0001-81');
        const payment = await env.app.db.selectFrom('payments').select('id').orderBy('id').executeTakeFirstOrThrow();
        await page.goto(`/payments/${payment.id}/receipt`);
        const receipt = page.getByTestId('receipt');
        await receipt.getByText('Clínica Assoalho Pélvico').waitFor();
        await receipt.getByText('11.222.333/0001-81').waitFor();
      } else {
        await poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page, 'clinic settings on a phone');
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
