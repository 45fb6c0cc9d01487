import { setAsideUserEmail } from '@clinic/db/testing';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import type { RunningApp } from '../support/app';
import { PHONE, expectNoSeriousA11yViolations, hasChromium, openPage } from '../support/browser';
import { openScreen, openSignedIn, signIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';
import { discardQuestion, field, settle, snap } from '../support/ui';

// A 40×20 PNG (wider than tall, so the avatar is centre-cropped).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAIAAABwJOjsAAAAe0lEQVR42u3NkRrCYBiA0Z+iURRFo2gURVEURVEUjaKXRqMoiqLRaBRFUc8LURSNRl3FLqTv3MBJCSeY4RRnOMccF1jgEle4xg1ucYd7POARSzwhWGGNZ7zgFW/YYIsd3vGBT3zhGz/4xR4H/GGKOOKII4444ogj/p94BO17Vewp6yVJAAAAAElFTkSuQmCC',
  'base64',
);
const JOANA_PASSWORD = 'Pelvica#2026x';

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Tries to sign in; resolves to true when the dashboard opens. */
async function canSignIn(browser: Browser, app: RunningApp, email: string, password: string): Promise<boolean> {
  const { page, context } = await openPage(browser, app.baseUrl);
  try {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha').fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    const outcome = await Promise.race([
      page.waitForURL((url) => url.pathname === '/').then(() => true),
      page.getByText('Login failed').waitFor().then(() => false),
    ]);
    return outcome;
  } finally {
    await context.close();
  }
}

describe.skipIf(!hasChromium)('Usuários in Chromium', () => {
  const env = useAppAndBrowser();

  it('creates a user with a photo, checks the confirmation, then edits it keeping the password', async () => {
    // A retry creates Joana again: the account a failed attempt created steps aside.
    await setAsideUserEmail(env.app.db, 'joana@clinica.com');
    const { page, errors, context } = await openScreen(env, '/users', 'Usuários');
    await page.getByRole('row', { name: /Marina Souza/ }).waitFor();
    // Nobody may block themselves: the own row has no block action.
    expect(await page.getByRole('button', { name: /Bloquear usuário Marina Souza/ }).count()).toBe(0);
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'Usuário',
      'Cargo',
      'Turno',
      'Cor',
      'CREFITO',
      'Telefone',
      'Status',
      'Ações',
    ]);

    // Open the collapsible card; required fields are checked under the fields.
    await page.getByRole('button', { name: /Novo Usuário/ }).click();
    const form = page.getByRole('form', { name: 'Novo Usuário' });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('Nome é obrigatório', { exact: true }).waitFor();
    await form.getByText('Sobrenome é obrigatório').waitFor();
    await form.getByText('Email inválido').waitFor();
    await form.getByText('A senha deve ter pelo menos 8 caracteres').waitFor();

    // Defaults from the spec.
    await expect(form.getByRole('combobox', { name: 'Cargo' }).inputValue()).resolves.toBe('Fisioterapeuta');
    await expect(form.getByRole('combobox', { name: 'Turno' }).inputValue()).resolves.toBe('Integral');
    await expect(field(form, 'Cor').inputValue()).resolves.toBe('#498ef2');

    await field(form, 'Nome').fill('Joana');
    await field(form, 'Sobrenome').fill('Lima');
    await field(form, 'Email').fill('joana@clinica.com');
    await field(form, 'Senha').fill(JOANA_PASSWORD);
    await field(form, 'Confirmar Senha').fill('Outra#Senha2026');
    await field(form, 'Data de Nascimento').fill('15/03/1990');
    await field(form, 'CPF').pressSequentially('52998224725');
    await expect(field(form, 'CPF').inputValue()).resolves.toBe('529.982.247-25');
    await field(form, 'Telefone').pressSequentially('11a9888877779');
    await expect(field(form, 'Telefone').inputValue()).resolves.toBe('(11) 98888-7777');
    await field(form, 'Endereço').fill('Rua das Flores, 100');
    await choose(page, 'Gênero', 'Feminino');
    await page.getByRole('combobox', { name: 'Cargo' }).click();
    // An admin may grant every role, admin included.
    expect(await page.getByRole('option').allTextContents()).toEqual([
      'Administrador',
      'Gerente',
      'Fisioterapeuta',
      'Financeiro',
      'Líder',
      'Recepcionista',
    ]);
    await page.keyboard.press('Escape');
    await choose(page, 'Turno', 'Manhã');
    await form.locator('input[type=file]').setInputFiles({ name: 'joana.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('img', { name: 'Foto de Joana Lima' }).waitFor();

    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('As senhas não coincidem').waitFor();
    await field(form, 'Confirmar Senha').fill(JOANA_PASSWORD);
    await expectNoSeriousA11yViolations(page, '/users form open');
    await snap(page, 'users-form-desktop');

    await form.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Usuário criado').waitFor();
    await form.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /Joana Lima/ });
    await row.waitFor();
    const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    expect(cells).toEqual([
      'Joana Lima joana@clinica.com',
      'Fisioterapeuta',
      'Manhã',
      '#498ef2',
      'N/A',
      '(11) 98888-7777',
      'Ativo',
      '',
    ]);
    await expect(row.getByRole('img', { name: 'Foto de Joana Lima' }).getAttribute('src')).resolves.toMatch(
      /^\/api\/users\/\d+\/photo\?v=\d+$/,
    );

    const joana = await env.app.db.selectFrom('users').selectAll().where('email', '=', 'joana@clinica.com').executeTakeFirstOrThrow();
    expect(joana).toMatchObject({
      firstName: 'Joana',
      lastName: 'Lima',
      birthDate: '1990-03-15',
      cpf: '529.982.247-25',
      phone: '(11) 98888-7777',
      gender: 'feminino',
      role: 'physiotherapist',
      shift: 'manha',
      color: '#498ef2',
      isActive: true,
    });
    const photo = await env.app.db.selectFrom('userPhotos').select('contentType').where('userId', '=', joana.id).executeTakeFirstOrThrow();
    // The browser shrinks the photo; the server re-encodes it as a WebP avatar.
    expect(photo.contentType).toBe('image/webp');
    const created = await env.app.db
      .selectFrom('systemLogs')
      .select(['action', 'userId'])
      .where('entity', '=', 'user')
      .where('entityId', '=', joana.id)
      .execute();
    expect(created).toEqual([{ action: 'create', userId: env.app.admin.id }]);

    // A taken email shows the server's 409 message under Email.
    await page.getByRole('button', { name: /Novo Usuário/ }).click();
    const again = page.getByRole('form', { name: 'Novo Usuário' });
    await field(again, 'Nome').fill('Outra');
    await field(again, 'Sobrenome').fill('Pessoa');
    await field(again, 'Email').fill('joana@clinica.com');
    await field(again, 'Senha').fill('Outra#Senha2026');
    await field(again, 'Confirmar Senha').fill('Outra#Senha2026');
    await again.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Erro ao criar usuário').waitFor();
    await again.getByText('Este email já está cadastrado').waitFor();
    await expect(field(again, 'Email').getAttribute('aria-invalid')).resolves.toBe('true');
    // Closing a changed form asks first ('Descartar alterações?'), from 'Cancelar' or the card's heading.
    const discard = discardQuestion(page);
    await again.getByRole('button', { name: 'Cancelar' }).click();
    await discard.getByRole('button', { name: 'Continuar editando' }).click();
    await discard.waitFor({ state: 'hidden' });
    await expect(field(again, 'Nome').inputValue()).resolves.toBe('Outra');
    await page.getByTestId('user-form-toggle').click();
    await discard.getByRole('button', { name: 'Descartar' }).click();
    await again.waitFor({ state: 'detached' });
    // The form opens afresh; untouched, 'Cancelar' closes it without a question.
    await page.getByRole('button', { name: /Novo Usuário/ }).click();
    await expect(field(again, 'Nome').inputValue()).resolves.toBe('');
    // The card has finished opening (under load a click can land mid-animation).
    await settle(page);
    await again.getByRole('button', { name: 'Cancelar' }).click();
    await again.waitFor({ state: 'detached' });
    await expect(discard.count()).resolves.toBe(0);

    // Edit: the form holds the user's values; an empty password keeps the current one.
    await page.getByRole('button', { name: 'Editar usuário Joana Lima' }).click();
    const edit = page.getByRole('form', { name: 'Editar Usuário' });
    await expect(field(edit, 'Nome').inputValue()).resolves.toBe('Joana');
    await expect(field(edit, 'Data de Nascimento').inputValue()).resolves.toBe('15/03/1990');
    await expect(field(edit, 'Senha').inputValue()).resolves.toBe('');
    await field(edit, 'Sobrenome').fill('Lima Souza');
    await field(edit, 'CREFITO').fill('12345-F');
    await field(edit, 'Confirmar Senha').fill('ignored-without-password');
    await snap(page, 'users-edit-desktop');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Usuário atualizado').waitFor();
    // The card collapses; its form unmounts once the animation ends.
    await page.locator('form').waitFor({ state: 'detached' });
    const edited = page.getByRole('row', { name: /Joana Lima Souza/ });
    await edited.getByRole('cell', { name: '12345-F' }).waitFor();
    await snap(page, 'users-desktop');

    const logs = await env.app.db
      .selectFrom('systemLogs')
      .select(['action', 'userId', 'description'])
      .where('entity', '=', 'user')
      .where('entityId', '=', joana.id)
      .orderBy('id')
      .execute();
    expect(logs.map((log) => [log.action, log.userId])).toEqual([
      ['create', env.app.admin.id],
      ['update', env.app.admin.id],
    ]);
    expect(logs[1]?.description).not.toMatch(/senha|foto/);
    expect(await canSignIn(env.browser, env.app, 'joana@clinica.com', JOANA_PASSWORD)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('blocks and unblocks a user after confirming; a blocked user cannot sign in', async () => {
    const carla = await env.app.seedUser({ role: 'recepcionista', firstName: 'Carla', lastName: 'Dias', email: 'carla@clinica.com' });
    const { page, errors, context } = await openSignedIn(env);
    await page.goto('/users');
    const row = page.getByRole('row', { name: /Carla Dias/ });
    await row.getByText('Ativo', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Bloquear usuário Carla Dias' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bloquear usuário' });
    await dialog.getByText('Tem certeza que deseja bloquear este usuário?').waitFor();
    await expectNoSeriousA11yViolations(page, '/users block dialog');
    await snap(page, 'users-block-desktop');
    await dialog.getByRole('button', { name: 'Bloquear' }).click();
    await page.getByText('Usuário bloqueado').waitFor();
    await row.getByText('Inativo', { exact: true }).waitFor();
    expect((await env.app.db.selectFrom('users').select('isActive').where('id', '=', carla.id).executeTakeFirstOrThrow()).isActive).toBe(
      false,
    );
    expect(await canSignIn(env.browser, env.app, carla.email, env.app.password)).toBe(false);

    await page.getByRole('button', { name: 'Desbloquear usuário Carla Dias' }).click();
    const unblock = page.getByRole('dialog', { name: 'Desbloquear usuário' });
    await unblock.getByText('Tem certeza que deseja desbloquear este usuário?').waitFor();
    await unblock.getByRole('button', { name: 'Desbloquear' }).click();
    await page.getByText('Usuário desbloqueado').waitFor();
    await row.getByText('Ativo', { exact: true }).waitFor();
    expect(await canSignIn(env.browser, env.app, carla.email, env.app.password)).toBe(true);

    const logs = await env.app.db
      .selectFrom('systemLogs')
      .select(['description', 'userId'])
      .where('entity', '=', 'user')
      .where('entityId', '=', carla.id)
      .where('action', '=', 'update')
      .orderBy('id')
      .execute();
    expect(logs).toEqual([
      { description: 'Usuário Carla Dias bloqueado', userId: env.app.admin.id },
      { description: 'Usuário Carla Dias desbloqueado', userId: env.app.admin.id },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('denies access to a receptionist without asking for the list', async () => {
    const reception = await env.app.seedUser({ role: 'recepcionista', email: 'recepcao@clinica.com' });
    const { page, errors, context } = await openPage(env.browser, env.app.baseUrl, PHONE);
    const calls: string[] = [];
    page.on('request', (request) => calls.push(request.url()));
    await signIn(page, reception.email, env.app.password);
    await page.goto('/users');
    await page.getByText('Acesso Negado').waitFor();
    await page.getByText('Você não tem permissão para gerenciar usuários.').waitFor();
    expect(calls.filter((url) => url.includes('users.list'))).toEqual([]);
    expect(await page.getByRole('table').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, '/users denied');
    await snap(page, 'users-denied-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a manager work on a phone, without the admin role or admin rows', async () => {
    const manager = await env.app.seedUser({ role: 'manager', firstName: 'Paulo', lastName: 'Gestor', email: 'gestor@clinica.com' });
    await env.app.seedUser({ role: 'physiotherapist', firstName: 'Beatriz', lastName: 'Nunes', email: 'beatriz@clinica.com', crefito: '98765-F', shift: 'tarde' });
    const { page, errors, context } = await openSignedIn(env, PHONE, manager.email);
    await page.goto('/users');
    // On a phone the list is one card per user.
    await page.getByRole('listitem').filter({ hasText: 'Marina Souza' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await snap(page, 'users-phone');
    // The admin's row offers no actions to a manager; other rows do.
    expect(await page.getByRole('button', { name: /usuário Marina Souza/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Editar usuário Beatriz Nunes' }).waitFor();

    // The table scrolls sideways inside its card instead of widening the page.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: /Novo Usuário/ }).click();
    const form = page.getByRole('form', { name: 'Novo Usuário' });
    await field(form, 'Nome').waitFor();
    await page.getByRole('combobox', { name: 'Cargo' }).click();
    expect(await page.getByRole('option').allTextContents()).not.toContain('Administrador');
    await page.keyboard.press('Escape');
    await expectNoSeriousA11yViolations(page, '/users phone form');
    await snap(page, 'users-form-phone');

    // The header button closes the card again.
    await page.getByRole('button', { name: /Novo Usuário/ }).click();
    await form.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
