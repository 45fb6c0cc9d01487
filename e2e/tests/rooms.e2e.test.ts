import { describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium, screenshot } from '../support/browser';
import { openSignedIn } from '../support/flows';
import { type BrowserSuite, useAppAndBrowser } from '../support/suite';

/** Each test starts without rooms or room log rows: a retry never meets the failed attempt's. */
async function resetRooms(env: BrowserSuite) {
  await env.app.db.deleteFrom('systemLogs').where('entity', '=', 'room').execute();
  await env.app.db.deleteFrom('rooms').execute();
}

describe.skipIf(!hasChromium)('Salas in Chromium', () => {
  const env = useAppAndBrowser();

  it('creates, edits, deactivates and removes a room, with toasts and log rows', async () => {
    await resetRooms(env);
    const { page, errors, context } = await openSignedIn(env);
    await page.goto('/rooms');
    await page.getByText('Nenhuma sala cadastrada. Clique em "Nova Sala" para adicionar.').waitFor();
    await expectNoSeriousA11yViolations(page, '/rooms empty');

    // Create
    await page.getByRole('button', { name: 'Nova Sala' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Sala' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Nome é obrigatório').waitFor();
    await dialog.getByLabel('Nome').fill('Sala 1');
    await expectNoSeriousA11yViolations(page, '/rooms dialog');
    await screenshot(page, 'rooms-dialog-desktop');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Sala criada').waitFor();
    await page.getByText('Status: Ativa').waitFor();

    // A duplicate name shows the server's message
    await page.getByRole('button', { name: 'Nova Sala' }).click();
    await page.getByRole('dialog', { name: 'Nova Sala' }).getByLabel('Nome').fill('sala 1');
    await page.getByRole('dialog', { name: 'Nova Sala' }).getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Já existe uma sala com este nome').first().waitFor();
    await page.getByRole('dialog', { name: 'Nova Sala' }).getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog', { name: 'Descartar alterações?' }).getByRole('button', { name: 'Descartar' }).click();
    await page.getByRole('dialog', { name: 'Nova Sala' }).waitFor({ state: 'hidden' });

    // Edit: rename and deactivate
    await page.getByRole('button', { name: 'Editar sala Sala 1' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Sala' });
    await expect(edit.getByLabel('Nome').inputValue()).resolves.toBe('Sala 1');
    await edit.getByLabel('Nome').fill('Sala Azul');
    await edit.getByLabel('Ativa').uncheck();
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Sala atualizada').waitFor();
    await page.getByText('Sala Azul').waitFor();
    await page.getByText('Inativa').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expectNoSeriousA11yViolations(page, '/rooms list');
    await screenshot(page, 'rooms-desktop');

    // Remove, after confirming
    await page.getByRole('button', { name: 'Remover sala Sala Azul' }).click();
    await page.getByText('Tem certeza que deseja remover esta sala?').waitFor();
    await expectNoSeriousA11yViolations(page, '/rooms remove confirmation');
    await screenshot(page, 'rooms-confirm-desktop');
    await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
    await page.getByText('Sala removida').waitFor();
    await page.getByText('Nenhuma sala cadastrada. Clique em "Nova Sala" para adicionar.').waitFor();

    const logs = await env.app.db
      .selectFrom('systemLogs')
      .select(['action', 'userId'])
      .where('entity', '=', 'room')
      .orderBy('id')
      .execute();
    expect(logs).toEqual([
      { action: 'create', userId: env.app.admin.id },
      { action: 'update', userId: env.app.admin.id },
      { action: 'delete', userId: env.app.admin.id },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists rooms on a phone and hides changes from a receptionist', async () => {
    await resetRooms(env);
    await env.app.db.insertInto('rooms').values([{ name: 'Sala 1' }, { name: 'Sala 2', isActive: false }]).execute();
    const reception = await env.app.seedUser({ role: 'recepcionista', email: 'recepcao@clinica.com' });
    const { page, context } = await openSignedIn(env, PHONE, reception.email);
    await page.goto('/rooms');
    await page.getByText('Sala 2').waitFor();
    await expectNoSeriousA11yViolations(page, '/rooms phone list');
    expect(await page.getByRole('button', { name: 'Nova Sala' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Editar sala/ }).count()).toBe(0);
    await screenshot(page, 'rooms-phone');
    await context.close();
  });
});
