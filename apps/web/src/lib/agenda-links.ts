/** Links into the agenda, shared by the agenda itself and the screens that point at it (the dashboard). */

/** The agenda at one day, as a link (the dashboard's 'Próximos Agendamentos' points here). */
export function agendaLink(date: string): string {
  return `/appointments?date=${date}`;
}

/** The day's print view ('Imprimir'): one day, everyone or one physiotherapist. */
export function agendaPrintLink(date: string, physiotherapistId: number | null): string {
  const params = new URLSearchParams({ date });
  if (physiotherapistId !== null) params.set('physiotherapistId', String(physiotherapistId));
  return `/appointments/print?${params.toString()}`;
}
