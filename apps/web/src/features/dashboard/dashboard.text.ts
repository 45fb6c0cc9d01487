import { DASHBOARD_TEXT } from '@clinic/domain';

/** The Dashboard's texts: the spec's (from the domain) plus the screen's own captions. */
export const DASHBOARD_SCREEN_TEXT = {
  ...DASHBOARD_TEXT,
  title: 'Dashboard',
  greeting: (firstName: string) => `Olá, ${firstName}! Este é o resumo da clínica hoje.`,
  statsLabel: 'Números de hoje',
  activePatientsHint: 'Com status Ativo',
  todayAppointmentsHint: 'Agendadas para hoje',
  physiotherapistsHint: 'Na equipe, ativos',
  availableRoomsHint: 'Livres agora / salas ativas',
  shortcuts: 'Atalhos',
  newAppointmentHint: 'Marque uma consulta na agenda',
  newPatientHint: 'Cadastre um paciente',
  dailyReportHint: 'Resumo das atividades do dia',
  comingSoon: 'Em breve',
  loadError: 'Erro ao carregar os números de hoje',
  retry: 'Tentar novamente',
  defaultRooms: '0/0',
  upcomingLoading: 'Carregando próximos agendamentos',
  upcomingError: 'Erro ao carregar os próximos agendamentos',
  today: 'Hoje',
  tomorrow: 'Amanhã',
} as const;
