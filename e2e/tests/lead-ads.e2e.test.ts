/**
 * Meta Lead Ads (#25, point 1) in Chromium: the settings section, a signed `leadgen` notification
 * posted to the running server (the fake Graph API answers the job's fetch) appearing on the open
 * leads page without a reload, and 'Falhas de importação' with 'Tentar novamente'; at 1440 and 390 px.
 */
import { createAppJobRegistry, createJobWorker, whatsappSignature } from '@clinic/api';
import { type FakeLeadAdsGraph, graphLead, startFakeLeadAdsGraph } from '@clinic/api/testing';
import type { JobWorker } from '@clinic/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium, screenshot } from '../support/browser';
import { openScreen, openSignedIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';
import { dismissToasts, field, horizontalOverflow, toast } from '../support/ui';

const APP_SECRET = 'segredo-lead-ads-e2e-0123456789';
const PAGE_ID = '100200300';

describe.skipIf(!hasChromium)('Meta Lead Ads in Chromium', () => {
  const env = useAppAndBrowser();
  let graph: FakeLeadAdsGraph;
  let worker: JobWorker;

  beforeAll(async () => {
    graph = await startFakeLeadAdsGraph();
    process.env.META_GRAPH_URL = graph.origin;
  });
  afterAll(async () => {
    await worker?.stop(1_000);
    delete process.env.META_GRAPH_URL;
    await graph?.close();
  });

  /** The server's job worker (the test server runs none): fetches queued leads within a fraction of a second. */
  function startWorker() {
    worker ??= createJobWorker({ db: env.app.db, registry: createAppJobRegistry(), pollIntervalMs: 200, backoffMs: () => 50 });
    worker.start();
  }

  async function deliver(leadgenId: string) {
    const text = JSON.stringify({
      object: 'page',
      entry: [{ id: PAGE_ID, time: Math.floor(Date.now() / 1000), changes: [{ field: 'leadgen', value: { leadgen_id: leadgenId, page_id: PAGE_ID, form_id: '90000000001' } }] }],
    });
    const response = await fetch(`${env.app.baseUrl}/api/webhooks/meta-leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': whatsappSignature(text, APP_SECRET) },
      body: text,
    });
    expect(response.status).toBe(200);
  }

  it('is set up on the settings screen, and a lead from the webhook shows on the open leads page without a reload', async () => {
    await env.app.db.deleteFrom('leads').execute();
    startWorker();
    const { page, errors, context } = await openSignedIn(env);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Meta Lead Ads', level: 2 }).waitFor();
    await page.mouse.move(900, 600);
    await field(page, 'IDs das Páginas (separados por vírgula)').fill(PAGE_ID);
    await field(page, 'Token de acesso da Página').fill('EAAB-e2e');
    await field(page, 'Chave secreta do app (Lead Ads)').fill(APP_SECRET);
    await field(page, 'Token de verificação do webhook (Lead Ads)').fill('verifica-e2e');
    await page.getByRole('button', { name: 'Salvar Meta Lead Ads' }).click();
    await toast(page, 'Configurações do Meta Lead Ads salvas');
    await page.getByText('Recebendo leads').waitFor();
    expect(await field(page, 'Token de acesso da Página').inputValue()).toBe('');
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/settings Meta Lead Ads');

    await page.getByRole('link', { name: 'Leads' }).first().click();
    await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
    await page.mouse.move(900, 600);
    graph.addLead(graphLead('880001', { name: 'Helena Webhook', phone: '+55 11 98888-0001' }));
    await deliver('880001');
    // No reload: the list refetches every 5 s while the page is visible.
    const list = page.getByRole('table', { name: 'Lista de Leads' });
    await list.getByRole('row').filter({ hasText: 'Helena Webhook' }).waitFor({ timeout: 15_000 });
    await list.getByRole('row').filter({ hasText: 'Helena Webhook' }).getByText('Instagram').waitFor();

    // The Graph API fails for good: 'Falhas de importação', then 'Tentar novamente' imports it.
    graph.addLead(graphLead('880002', { name: 'Irene Falha', phone: '+55 11 98888-0002', platform: 'fb' }));
    graph.failNext(Infinity);
    await deliver('880002');
    const failures = page.getByTestId('intake-failures');
    await failures.getByText('880002').waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page, '/leads with Falhas de importação');
    await screenshot(page, 'lead-ads-failures-desktop');
    graph.failNext(0);
    await failures.getByRole('button', { name: /^Tentar novamente/ }).click();
    await toast(page, 'Importação devolvida à fila');
    await list.getByRole('row').filter({ hasText: 'Irene Falha' }).waitFor({ timeout: 15_000 });
    await failures.waitFor({ state: 'detached', timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone: the lead arrives on the cards and the failures list scrolls inside its card', async () => {
    startWorker();
    const reception = await env.app.seedUser({ role: 'recepcionista', email: 'recepcao.leadads@clinica.com' });
    const { page, errors, context } = await openScreen(env, '/leads', 'Leads', PHONE, reception.email);
    graph.addLead(graphLead('880003', { name: 'Joana Celular', phone: '+55 11 98888-0003' }));
    await deliver('880003');
    await page.getByText('Joana Celular').waitFor({ timeout: 15_000 });
    graph.addLead(graphLead('880004', { phone: '+55 11 98888-0004' }));
    graph.failNext(Infinity);
    await deliver('880004');
    await page.getByTestId('intake-failures').getByText('880004').waitFor({ timeout: 15_000 });
    graph.failNext(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, '/leads phone with failures');
    await screenshot(page, 'lead-ads-failures-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
