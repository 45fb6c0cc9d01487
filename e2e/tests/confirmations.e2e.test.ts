import { whatsappSignature } from '@clinic/api';
import { seedPatients } from '@clinic/db/testing';
import { describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium, screenshot } from '../support/browser';
import { openScreen, openSignedIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';
import { dismissToasts, field, horizontalOverflow, toast } from '../support/ui';

const APP_SECRET = 'segredo-do-app-e2e-0123456789';
/** A Wednesday far from any holiday, picked in the screen's date field. */
const DAY = '2027-03-10';
const DAY_BR = '10/03/2027';

describe.skipIf(!hasChromium)('Confirmações (WhatsApp) in Chromium', () => {
  const env = useAppAndBrowser();

  async function seedDay() {
    const db = env.app.db;
    await db.deleteFrom('appointments').execute();
    await db.deleteFrom('whatsappInbound').execute();
    const physio = await env.app.seedUser({ role: 'physiotherapist', firstName: 'Juliana', lastName: 'Prado', email: 'juliana.e2e@clinica.com' });
    const room = await db.insertInto('rooms').values({ name: `Sala E2E ${Date.now()}` }).returning('id').executeTakeFirstOrThrow();
    const [ana, bia] = await seedPatients(db, [
      { firstName: 'Ana', lastName: 'Whats', phone: '(11) 99999-8888', birthDate: '1990-01-01' },
      { firstName: 'Bia', lastName: 'Semzap', phone: '(11) 97777-6666', birthDate: '1991-01-01' },
    ]);
    await db.insertInto('consents').values({ patientId: ana!, purpose: 'lembretes_whatsapp', textVersion: 1, givenAt: new Date(), method: 'formulario' }).execute();
    const [first] = await db
      .insertInto('appointments')
      .values([
        { patientId: ana!, physiotherapistId: physio.id, roomId: room.id, date: DAY, time: '10:00' },
        { patientId: bia!, physiotherapistId: physio.id, roomId: room.id, date: DAY, time: '11:00' },
      ])
      .returning('id')
      .execute();
    // The reminder went out (the worker's part is covered by the API tests): its nonce and wamid.
    await db
      .insertInto('appointmentReminders')
      .values({ appointmentId: first!.id, offsetKey: 'first', dueAt: new Date(), recipient: '5511999998888', nonce: 'e2eNonce1', status: 'sent', wamid: 'wamid.E2E1' })
      .execute();
    await db.insertInto('appointmentConfirmations').values({ appointmentId: first!.id, state: 'enviado' }).execute();
    return first!.id;
  }

  async function deliver(body: unknown) {
    const text = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: body }] }] });
    const response = await fetch(`${env.app.baseUrl}/api/webhooks/whatsapp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': whatsappSignature(text, APP_SECRET) },
      body: text,
    });
    expect(response.status).toBe(200);
  }

  it('sets up WhatsApp, shows the day in colour and words, and a reply arriving moves it', async () => {
    const { page, errors, context } = await openSignedIn(env);
    await page.getByRole('link', { name: 'Configurações' }).click();
    await page.getByRole('heading', { name: 'Configurações', level: 1 }).waitFor();
    await page.mouse.move(900, 600);
    await field(page, 'ID do número de telefone').fill('1098765');
    await field(page, 'Token de acesso').fill('EAAG-e2e');
    await field(page, 'Chave secreta do app').fill(APP_SECRET);
    await field(page, 'Nome do modelo aprovado').fill('lembrete_sessao_v1');
    await page.getByRole('form', { name: 'WhatsApp (lembretes e confirmações)' }).getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Configurações salvas');
    await page.getByText('Envio automático ativo').waitFor();
    expect(await field(page, 'Token de acesso').inputValue()).toBe('');
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/settings');

    const appointmentId = await seedDay();
    await page.getByRole('link', { name: 'Confirmações' }).click();
    await page.getByRole('heading', { name: 'Confirmações', level: 1 }).waitFor();
    // The pointer leaves the menu (a hovered entry is measured otherwise).
    await page.mouse.move(900, 600);
    await field(page, 'Dia').fill(DAY_BR);
    await page.keyboard.press('Escape');
    const ana = page.locator(`[data-appointment-id="${appointmentId}"]`);
    await ana.getByText('Enviado').waitFor();
    const bia = page.locator('li', { hasText: 'Bia Semzap' });
    await bia.getByText('Sem WhatsApp').waitFor();
    const link = bia.getByRole('link', { name: 'Abrir WhatsApp com a mensagem de lembrete para Bia Semzap' });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511977776666\?text=Ol%C3%A1%2C%20Bia\./);
    await expectNoSeriousA11yViolations(page, '/confirmations before');

    // The patient taps 'Confirmar' and writes a question: Meta posts both, signed.
    await deliver({
      messages: [
        { context: { id: 'wamid.E2E1' }, from: '5511999998888', id: 'wamid.IN.E2E1', type: 'button', button: { payload: `CONF:${appointmentId}:e2eNonce1`, text: 'Confirmar' } },
        { from: '5511999998888', id: 'wamid.IN.E2E2', type: 'text', text: { body: 'Posso levar minha filha?' } },
      ],
    });
    await page.reload();
    await ana.getByText('Confirmado').waitFor();
    expect(await ana.getByRole('button', { name: /^Confirmar/ }).count()).toBe(0);
    const inbox = page.getByTestId('confirmations-inbox');
    await inbox.getByText('“Posso levar minha filha?”').waitFor();
    await inbox.getByText('Verificar resposta').waitFor();
    await expectNoSeriousA11yViolations(page, '/confirmations after reply');
    await screenshot(page, 'confirmations-desktop');

    // Bia has no WhatsApp: reception called her and confirms by hand.
    await bia.getByRole('button', { name: 'Confirmar Bia Semzap às 11:00' }).click();
    await toast(page, 'Presença confirmada');
    await bia.getByText('Confirmado').waitFor();
    await inbox.getByRole('button', { name: 'Marcar como tratada' }).click();
    await page.getByText('Nenhuma resposta para tratar.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone, and is closed to roles without the attendance row', async () => {
    const reception = await env.app.seedUser({ role: 'recepcionista', email: 'recepcao.e2e@clinica.com' });
    const { page, errors, context } = await openScreen(env, '/confirmations', 'Confirmações', PHONE, reception.email);
    await field(page, 'Dia').fill(DAY_BR);
    await page.keyboard.press('Escape');
    await page.getByText('Bia Semzap').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, '/confirmations phone');
    await screenshot(page, 'confirmations-phone');
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Acesso Negado' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const lider = await env.app.seedUser({ role: 'lider', email: 'lider.e2e@clinica.com' });
    const other = await openSignedIn(env, PHONE, lider.email);
    await other.page.goto('/confirmations');
    await other.page.getByRole('heading', { name: 'Acesso Negado' }).waitFor();
    await other.context.close();
  });
});
