import { createAppJobRegistry, createJobWorker } from '@clinic/api';
import { describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium, screenshot } from '../support/browser';
import { openSignedIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';
import { dialog, horizontalOverflow, toast } from '../support/ui';

/**
 * LGPD, the holder's data (issue #27 items 2, 4, 6): the admin exports a patient's data (the job
 * builds the ZIP, downloaded once, its dados.html previewed), anonymises a lead, reads the
 * processing record.
 */
describe.skipIf(!hasChromium)('Dados pessoais (LGPD) in Chromium', () => {
  const env = useAppAndBrowser();

  it('exports a patient data as a ZIP, once, and shows its HTML (1440 px)', async () => {
    const patient = await env.app.db
      .insertInto('patients')
      .values({ firstName: 'Helena', lastName: 'Vasconcelos', phone: '(11) 98888-1234', birthDate: '1988-03-14', email: 'helena@exemplo.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const worker = createJobWorker({ db: env.app.db, registry: createAppJobRegistry(), pollIntervalMs: 200 });
    worker.start();
    const { page, errors, context } = await openSignedIn(env);
    try {
      await page.goto(`/patients/${patient.id}`);
      await page.getByRole('button', { name: 'Exportar dados de Helena Vasconcelos' }).click();
      const modal = dialog(page, 'Exportação dos dados da paciente: Helena Vasconcelos');
      await modal.getByText('O arquivo pode ser baixado uma única vez, por quem pediu, em até 24 horas.').waitFor();
      await expectNoSeriousA11yViolations(page, 'export dialog');
      await modal.getByRole('button', { name: 'Gerar exportação' }).click();
      const download = modal.getByRole('button', { name: 'Baixar ZIP' });
      await download.waitFor({ timeout: 20_000 });
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toMatch(/^dados-paciente-\d+-\d+\.zip$/);
      const preview = page.frameLocator('iframe[title="Prévia do dados.html"]');
      await preview.getByRole('heading', { name: 'Dados pessoais de Helena Vasconcelos', level: 1 }).waitFor();
      await preview.getByRole('heading', { name: 'Cadastro de pacientes' }).waitFor();
      await modal.getByText('ZIP baixado. Abra o dados.html para conferir.').waitFor();
      // Once: the button to download is gone; a new export is the way.
      await expect(modal.getByRole('button', { name: 'Baixar ZIP' }).count()).resolves.toBe(0);
      await expectNoSeriousA11yViolations(page, 'export dialog with preview');
      await screenshot(page, 'personal-data-export-1440');
      const access = await env.app.db.selectFrom('recordAccessLog').select('action').where('patientId', '=', patient.id).execute();
      expect(access).toEqual([{ action: 'export' }]);
      expect(errors).toEqual([]);
    } finally {
      await worker.stop(1_000);
      await context.close();
    }
  });

  it('anonymises a lead after saying what happens, and shows the processing record (390 px)', async () => {
    // A retry starts from a clean list (the first attempt may have anonymised its lead already).
    await env.app.db.deleteFrom('leads').execute();
    const lead = await env.app.db
      .insertInto('leads')
      .values({ name: 'Rosimeire Campos Andrade', whatsapp: '(21) 97777-5555', origin: 'Instagram', date: '2026-11-20', status: 'PENDENTE' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { page, errors, context } = await openSignedIn(env, PHONE);
    try {
      await page.goto('/leads');
      await page.getByRole('button', { name: 'Anonimizar Rosimeire Campos Andrade' }).first().click();
      const modal = dialog(page, 'Anonimizar dados');
      await modal.getByText('Anonimizar os dados de Rosimeire Campos Andrade?').waitFor();
      await modal.getByText(/Esta ação é irreversível\./).waitFor();
      const confirm = modal.getByRole('button', { name: 'Anonimizar definitivamente' });
      await expect(confirm.isDisabled()).resolves.toBe(true);
      await expectNoSeriousA11yViolations(page, 'anonymise lead dialog phone');
      await screenshot(page, 'personal-data-anonymize-390');
      await modal.getByRole('checkbox', { name: 'Entendo que a anonimização é irreversível' }).check();
      await confirm.click();
      await toast(page, 'Lead anonimizado.');
      await modal.waitFor({ state: 'detached' });
      await page.getByText('Lead anonimizado').first().waitFor();
      const row = await env.app.db.selectFrom('leads').select(['name', 'whatsapp', 'anonymizedAt']).where('id', '=', lead.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ name: 'Lead anonimizado', whatsapp: '', anonymizedAt: expect.any(Date) });

      await page.goto('/processing-record');
      await page.getByRole('heading', { name: 'Registro das operações de tratamento', level: 1 }).waitFor();
      await page.getByRole('rowheader', { name: /Prontuário \(avaliações, evoluções, adendos\)/ }).waitFor();
      await expect(horizontalOverflow(page)).resolves.toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, '/processing-record phone');
      await screenshot(page, 'personal-data-processing-record-390');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
