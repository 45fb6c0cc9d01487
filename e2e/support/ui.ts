import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

import { screenshot } from './browser';

/**
 * What the screens' browser tests share: finding fields, dialogs and toasts as a person names
 * them, picking options, waiting for a value or an animation, and screenshots from the top.
 */

/** Waits for a value to settle: the server answers in well under a second, but CI machines are shared. */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

export const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** 'Descartar alterações?': closing a form with unsaved changes asks first. */
export const discardQuestion = (page: Page) => dialog(page, 'Descartar alterações?');

/** A form field by its exact label (required fields add ' *' to the label text). */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));
}

/** Picks an option of a Mantine Select or MultiSelect by its label. */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await field(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The toast on top with this title (the one it replaced may still be fading out). */
export function toastOf(page: Page, title: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: title }).last();
}

/** Waits for the toast on top with this title (and this exact message, when given). */
export async function toast(page: Page, title: string, message?: string): Promise<void> {
  const shown = toastOf(page, title);
  await (message ? shown.getByText(message, { exact: true }) : shown).waitFor();
}

/**
 * Toast descriptions use Mantine's gray.6 (3.3:1 on white), a matter for the shared notification
 * viewport, not the screen: close them before measuring the screen itself.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Fechar notificação' });
  if ((await close.count()) > 0) await close.last().click();
  await poll(() => page.locator('.mantine-Notification-root').count()).toBe(0);
}

/** Waits for collapses and dialogs to finish moving (before a screenshot). */
export const settle = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));

/** A full-page screenshot from the top (the shell's header is fixed). */
export async function snap(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** How far the page runs past the screen's width (0 or less: nothing to scroll sideways). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The agenda's grid, one of its cells (by its full name: 'Disponível, 09:00, Sala 2'), and a patient picked in a booking. */
export const agendaGrid = (page: Page) => page.getByRole('table', { name: /^Agenda de / });
export const agendaCell = (page: Page, name: string) => agendaGrid(page).getByRole('button', { name, exact: true });

export async function pickPatient(page: Page, form: Locator, search: string, name: string): Promise<void> {
  await field(form, 'Paciente').fill(search);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

/** Opens the agenda at `search` ('date=2030-04-01&view=week') and waits for its grid. */
export async function openAgenda(page: Page, search: string): Promise<void> {
  await page.goto(`/appointments?${search}`);
  await page.getByRole('heading', { name: 'Agendamentos', level: 1 }).waitFor();
  await agendaGrid(page).waitFor();
}
