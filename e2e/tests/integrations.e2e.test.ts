import { describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium, openPage, screenshot } from '../support/browser';
import { openSignedIn, signIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';

describe.skipIf(!hasChromium)('Integrações (API tokens) in Chromium', () => {
  const env = useAppAndBrowser();

  it('creates a token shown once, a tool posts a lead with it, then it is revoked', async () => {
    // What a failed earlier attempt left: its token, its lead and their log rows (its bot steps
    // aside when seeded again under the same email).
    await env.app.db.deleteFrom('apiTokens').execute();
    await env.app.db.deleteFrom('leads').execute();
    await env.app.db.deleteFrom('systemLogs').where('entity', '=', 'lead').execute();
    const bot = await env.app.seedUser({ role: 'recepcionista', firstName: 'Integração', lastName: 'n8n', email: 'n8n@clinica.com' });
    const { page, errors, context } = await openSignedIn(env);
    await page.goto('/users');
    await page.getByRole('link', { name: 'Integrações' }).click();
    await page.getByRole('heading', { name: 'Integrações', level: 1 }).waitFor();
    await page.getByText('Nenhum token criado').waitFor();
    await expectNoSeriousA11yViolations(page, '/integrations empty');

    await page.getByRole('button', { name: 'Criar token' }).click();
    await page.getByText('Nome é obrigatório').waitFor();
    await page.getByRole('textbox', { name: 'Nome do token' }).fill('n8n WhatsApp');
    await page.getByRole('combobox', { name: 'Age como o usuário' }).click();
    await page.getByRole('option', { name: 'Integração n8n — Recepcionista' }).click();
    await page.getByRole('button', { name: 'Criar token' }).click();

    const dialog = page.getByRole('dialog', { name: 'Copie o token agora' });
    await dialog.waitFor();
    const token = await dialog.getByRole('textbox', { name: 'Token de API' }).inputValue();
    expect(token).toMatch(/^clin_/);
    await expectNoSeriousA11yViolations(page, '/integrations secret');
    await screenshot(page, 'integrations-secret-desktop');
    await dialog.getByRole('button', { name: 'Já copiei' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A webhook tool: no cookie, another origin, just the token.
    const post = () =>
      fetch(`${env.app.baseUrl}/api/leads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: 'https://n8n.example.com' },
        body: JSON.stringify({ name: 'Maria Souza', whatsapp: '(11) 98765-4321', origin: 'FB ENDOMETRIOSE', date: '2026-11-20' }),
      });
    expect((await post()).status).toBe(200);
    const leads = await env.app.db.selectFrom('leads').select('name').execute();
    expect(leads).toEqual([{ name: 'Maria Souza' }]);
    const log = await env.app.db.selectFrom('systemLogs').selectAll().where('entity', '=', 'lead').executeTakeFirstOrThrow();
    expect(log.userId).toBe(bot.id);
    expect(log.description).toContain('via token de API "n8n WhatsApp"');

    await page.reload();
    const row = page.getByRole('row', { name: /n8n WhatsApp/ });
    await row.getByText('Ativo').waitFor();
    await screenshot(page, 'integrations-list-desktop');
    await row.getByRole('button', { name: 'Revogar token n8n WhatsApp' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revogar token' });
    await confirm.getByText(/Tem certeza que deseja revogar o token "n8n WhatsApp"\?/).waitFor();
    await confirm.getByRole('button', { name: 'Revogar' }).click();
    await page.getByText('Token revogado').waitFor();
    await row.getByText('Revogado').waitFor();
    expect((await post()).status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is for admins only, and fits a phone', async () => {
    const manager = await env.app.seedUser({ role: 'manager' });
    const asManager = await openPage(env.browser, env.app.baseUrl, PHONE);
    await signIn(asManager.page, manager.email, env.app.password);
    await asManager.page.goto('/users');
    await asManager.page.getByRole('heading', { name: 'Usuários', level: 1 }).waitFor();
    expect(await asManager.page.getByRole('link', { name: 'Integrações' }).count()).toBe(0);
    await asManager.page.goto('/integrations');
    await asManager.page.getByRole('heading', { name: 'Acesso Negado' }).waitFor();
    await asManager.context.close();

    const asAdmin = await openPage(env.browser, env.app.baseUrl, PHONE);
    await signIn(asAdmin.page, env.app.admin.email, env.app.password);
    await asAdmin.page.goto('/integrations');
    await asAdmin.page.getByRole('heading', { name: 'Novo token' }).waitFor();
    const overflow = await asAdmin.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(asAdmin.page, '/integrations phone');
    await screenshot(asAdmin.page, 'integrations-phone');
    expect(asAdmin.errors).toEqual([]);
    await asAdmin.context.close();
  });
});
