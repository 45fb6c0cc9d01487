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
