import { z } from 'zod';

export const ZDashboardStats = z.object({
  activePatients: z.number().int(),
  todayAppointments: z.number().int(),
  physiotherapists: z.number().int(),
  /** "free/total": active rooms with no appointment in the current hour, over all active rooms. */
  availableRooms: z.string(),
});
export type DashboardStats = z.infer<typeof ZDashboardStats>;

/** The hour slot ("HH:00") that `now` falls in: appointments start on the hour and last one hour. */
export function currentHourSlot(now: Date): string {
  return `${String(now.getHours()).padStart(2, '0')}:00`;
}

export const DASHBOARD_TEXT = {
  activePatients: 'Pacientes Ativos',
  todayAppointments: 'Consultas Hoje',
  physiotherapists: 'Fisioterapeutas',
  availableRooms: 'Salas Disponíveis',
  upcoming: 'Próximos Agendamentos',
  seeAll: 'Ver todos',
  noUpcoming: 'Nenhum agendamento próximo',
  startCreating: 'Comece criando um novo agendamento',
  newAppointment: 'Novo Agendamento',
  newPatient: 'Novo Paciente',
  dailyReport: 'Relatório Diário',
} as const;
