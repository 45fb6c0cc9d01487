import { describe, expect, it } from 'vitest';

import { NAV_ITEMS, findActiveNavItem, isNavItemActive } from './nav-items';

const item = (path: string) => {
  const found = NAV_ITEMS.find((entry) => entry.path === path);
  if (!found) throw new Error(`no nav item for ${path}`);
  return found;
};

describe('side navigation', () => {
  it("lists the spec's ten entries in its order, then the later screens for their roles", () => {
    expect(NAV_ITEMS.filter((entry) => !entry.permission).map(({ label, path }) => [label, path])).toEqual([
      ['Dashboard', '/'],
      ['Agendamentos', '/appointments'],
      ['Pacientes', '/patients'],
      ['Leads', '/leads'],
      ['Salas', '/rooms'],
      ['Serviços', '/services'],
      ['Usuários', '/users'],
      ['Logs', '/logs'],
      ['Relatórios', '/reports'],
      ['Análise Consolidada', '/consolidated-analysis'],
    ]);
    expect(NAV_ITEMS.filter((entry) => entry.permission).map(({ label, path, permission }) => [label, path, permission])).toEqual([
      ['Confirmações', '/confirmations', 'attendance:work'],
      ['Lista de espera', '/waitlist', 'attendance:work'],
      ['Faltas e cancelamentos', '/attendance-report', 'attendanceReports:see'],
      ['Funil', '/funnel', 'funnel:see'],
      ['Desfechos', '/outcomes-report', 'attendanceReports:see'],
      ['Instrumentos', '/instruments', 'clinicalRecord:accessLog'],
      ['Privacidade', '/privacy', 'privacy:administer'],
      ['Registro de tratamento', '/processing-record', 'privacy:administer'],
      ['Configurações', '/settings', 'whatsapp:settings'],
    ]);
  });

  it('marks Dashboard active only on the exact root', () => {
    expect(isNavItemActive(item('/'), '/')).toBe(true);
    expect(isNavItemActive(item('/'), '/rooms')).toBe(false);
  });

  it('marks an entry active on its route and the routes below it', () => {
    expect(isNavItemActive(item('/rooms'), '/rooms')).toBe(true);
    expect(isNavItemActive(item('/rooms'), '/rooms/')).toBe(true);
    expect(isNavItemActive(item('/reports'), '/reports/12')).toBe(true);
    expect(isNavItemActive(item('/reports'), '/reports/12/analysis')).toBe(true);
    expect(isNavItemActive(item('/reports'), '/reportsx')).toBe(false);
  });

  it('keeps a saved consolidated report under Relatórios', () => {
    expect(findActiveNavItem('/consolidated-report/abc')?.label).toBe('Relatórios');
    expect(findActiveNavItem('/consolidated-analysis')?.label).toBe('Análise Consolidada');
  });

  it('finds exactly one entry for each route', () => {
    for (const entry of NAV_ITEMS) {
      expect(NAV_ITEMS.filter((other) => isNavItemActive(other, entry.path))).toEqual([entry]);
    }
    expect(findActiveNavItem('/nowhere')).toBeUndefined();
  });
});
