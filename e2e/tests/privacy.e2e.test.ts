import { beforeAll, describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium } from '../support/browser';
import { openScreen, openSignedIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';
import { choose, dialog, dismissToasts, field, horizontalOverflow, poll, snap, toast } from '../support/ui';

/** LGPD (#27): a consent recorded and revoked on the patient's page; a holder request registered and answered on 'Privacidade'. */
describe.skipIf(!hasChromium)('LGPD in Chromium', () => {
  const env = useAppAndBrowser();
  const seeded = { patient: 0, lead: 0 };

  beforeAll(async () => {
    const patient = await env.app.db
      .insertInto('patients')
      .values({ firstName: 'Lívia', lastName: 'Campos', phone: '(11) 95555-3333', birthDate: '1985-06-10' })
      .returning('id')
      .executeTakeFirstOrThrow();
    seeded.patient = patient.id;
  });

  it("records a consent on the patient's page and revokes it after confirming (1440 px)", async () => {
    await env.app.db.deleteFrom('consents').execute();
    const { page, errors, context } = await openSignedIn(env);
    await page.goto(`/patients/${seeded.patient}?tab=consentimentos`);
    const section = page.getByTestId('consents-section');
    await section.getByText('Nenhum consentimento registrado.').waitFor();
    await expectNoSeriousA11yViolations(page, 'consents empty');

    await section.getByRole('button', { name: 'Registrar consentimento' }).click();
    const form = dialog(page, 'Registrar consentimento');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('Selecione a finalidade').waitFor();
    await choose(page, form, 'Finalidade', 'Exame intracavitário');
    await choose(page, form, 'Como foi dado', 'Papel digitalizado');
    await form.getByTestId('consent-text').getByText(/técnicas intracavitárias/).waitFor();
    await expectNoSeriousA11yViolations(page, 'consent form');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Consentimento registrado');
    await form.waitFor({ state: 'detached' });
    const item = section.getByTestId('consent-item');
    await item.getByText('Exame intracavitário').waitFor();
    await expect(item.innerText()).resolves.toMatch(/Ativo[\s\S]*Papel digitalizado · versão 1/i);
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, 'consents list');
    await snap(page, 'privacy-consents-desktop');

    await item.getByRole('button', { name: 'Revogar consentimento: Exame intracavitário' }).click();
    const confirm = dialog(page, 'Revogar consentimento');
    await confirm.getByText(/deixa de valer a partir de agora/).waitFor();
    await confirm.getByRole('button', { name: 'Revogar' }).click();
    await toast(page, 'Consentimento revogado');
    await item.getByText('Revogado', { exact: true }).waitFor();
    await item.getByText(/^Revogado em .* por /).waitFor();
    const rows = await env.app.db.selectFrom('consents').selectAll().where('patientId', '=', seeded.patient).execute();
    expect(rows.map((r) => [r.purpose, r.method, r.revokedAt !== null])).toEqual([['exame_intracavitario', 'papel', true]]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("registers a holder's request with its 15-day deadline and answers it on a phone (390 px)", async () => {
    await env.app.db.deleteFrom('privacyRequests').execute();
    const { page, errors, context } = await openScreen(env, '/privacy', 'Privacidade', PHONE);
    await page.getByText('Nenhuma solicitação do titular registrada.').waitFor();
    await expectNoSeriousA11yViolations(page, '/privacy empty phone');

    await page.getByRole('button', { name: 'Nova solicitação' }).click();
    const form = dialog(page, 'Nova solicitação');
    await choose(page, form, 'Tipo', 'Portabilidade');
    await form.getByText('Outra pessoa').click();
    await field(form, 'Nome do titular').fill('Marta Ribeiro');
    await field(form, 'Recebida em').fill('');
    await field(form, 'Recebida em').fill(new Date(Date.now() - 13 * 86_400_000).toLocaleDateString('pt-BR'));
    await form.getByTestId('request-due').waitFor();
    await expectNoSeriousA11yViolations(page, 'request form phone');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Solicitação registrada');
    await form.waitFor({ state: 'detached' });
    const item = page.getByTestId('privacy-request');
    await item.getByText('· Marta Ribeiro').waitFor();
    // Received 13 days ago: due in 2 days, highlighted.
    await item.getByText('Vence em 2 dias').waitFor();
    await dismissToasts(page);
    await expect(horizontalOverflow(page)).resolves.toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, '/privacy list phone');
    await snap(page, 'privacy-requests-phone');

    await item.getByRole('button', { name: 'Responder a solicitação de Marta Ribeiro' }).click();
    const answer = dialog(page, 'Responder solicitação');
    await field(answer, 'Resposta dada ao titular').fill('Dados enviados em JSON por email.');
    await answer.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Solicitação atualizada');
    await item.getByText('Respondida', { exact: true }).waitFor();
    await item.getByText(/^Respondida por /).waitFor();
    await poll(() => item.getByText('Vence em 2 dias').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('registers an incident with the ANPD deadline (1440 px)', async () => {
    await env.app.db.deleteFrom('incidents').execute();
    const { page, errors, context } = await openSignedIn(env);
    await page.goto('/privacy?tab=incidentes');
    await page.getByText('Nenhum incidente registrado.').waitFor();
    await page.getByRole('button', { name: 'Registrar incidente' }).click();
    const form = dialog(page, 'Registrar incidente');
    await field(form, 'O que aconteceu').fill('Celular da recepção perdido com a agenda aberta');
    await field(form, 'Quais dados').fill('Agenda do dia: nomes e horários');
    await field(form, 'De quem (titulares afetados)').fill('12 pacientes');
    await choose(page, form, 'Risco', 'Médio');
    await expectNoSeriousA11yViolations(page, 'incident form');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Incidente registrado');
    const incident = page.getByTestId('incident');
    await incident.getByText('Comunicar à ANPD até:').waitFor();
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/privacy incidents');
    await snap(page, 'privacy-incidents-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
