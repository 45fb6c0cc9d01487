/** Every text of the holder's data (issue #27 items 2, 4 and 6), server messages included. */
export const PERSONAL_DATA_TEXT = {
  exportButton: 'Exportar dados',
  exportTitle: 'Exportação dos dados da paciente',
  exportStarted: 'Exportação iniciada: o arquivo fica pronto em instantes.',
  exportPending: 'Preparando o arquivo…',
  exportReady: 'Arquivo pronto: pode ser baixado uma única vez, em até 24 horas.',
  exportFailed: 'A exportação falhou. Tente novamente.',
  exportDownload: 'Baixar ZIP',
  exportPreview: 'Ver o HTML',
  exportDownloaded: 'Arquivo já baixado: por segurança ele só pode ser baixado uma vez. Gere uma nova exportação.',
  exportExpired: 'Exportação expirada (24 horas): gere uma nova.',
  exportNotFound: 'Exportação não encontrada',
  exportNotRequester: 'Só quem pediu a exportação pode baixá-la.',
  exportNotReady: 'A exportação ainda não está pronta.',
  exportHtmlTitle: (name: string) => `Dados pessoais de ${name}`,
  exportHtmlIntro:
    'Cópia de todos os dados que a clínica mantém sobre a titular (LGPD arts. 18 e 19). O arquivo dados.json traz o mesmo conteúdo em formato legível por máquina.',
  exportLog: (name: string) => `Exportação dos dados pessoais de ${name} (LGPD)`,
  anonymizeButton: 'Anonimizar',
  anonymizeTitle: 'Anonimizar dados',
  anonymizePatientConfirm:
    'Nome, CPF, RG, telefone, email, endereço e demais dados de identificação serão substituídos, e as cópias deles em observações, mensagens e no registro de atividades serão apagadas. Os atendimentos continuam contando nos relatórios, sem identificar a paciente. Esta ação é irreversível.',
  anonymizeLeadConfirm:
    'Nome, WhatsApp, respostas do formulário e notas do lead serão apagados, e as cópias deles no registro de atividades também. O lead continua contando nos relatórios de campanha, sem identificar a pessoa. Esta ação é irreversível.',
  anonymizeConfirmLabel: 'Entendo que a anonimização é irreversível',
  anonymizeConfirmAction: 'Anonimizar definitivamente',
  anonymizedPatient: 'Paciente anonimizada.',
  anonymizedLead: 'Lead anonimizado.',
  patientBlocked: 'Tratamento bloqueado',
  alreadyAnonymized: 'Estes dados já foram anonimizados.',
  retained: (retainUntil: string) =>
    `Paciente com prontuário não pode ser anonimizada: o prontuário deve ser guardado por 20 anos a partir do último registro (Lei 13.787/2018, art. 6º; LGPD art. 16, I), até ${retainUntil}. Os dados dela foram bloqueados para qualquer uso que não seja o próprio prontuário (lembretes, marketing, listas e agenda).`,
  leadConverted: 'Lead convertido em paciente: anonimize o cadastro da paciente.',
  anonymizeLogPatient: (id: number) => `Paciente #${id} anonimizada (LGPD art. 18, IV)`,
  anonymizeLogLead: (id: number) => `Lead #${id} anonimizado (LGPD art. 18, IV)`,
  anonymizeLogLeadAuto: (id: number, months: number) => `Lead #${id} anonimizado automaticamente após ${months} meses sem conversão`,
  blockLog: (id: number) => `Paciente #${id}: tratamento bloqueado a pedido (prontuário retido, Lei 13.787/2018)`,
  scrubbed: '[anonimizado]',
  processingRecordTitle: 'Registro das operações de tratamento',
  processingRecordIntro:
    'Gerado a partir do mapa de dados do próprio sistema (LGPD art. 37): cada operação, os dados que trata, a finalidade, a base legal, a retenção e quem pode ler, conforme a tabela de cargos.',
  processingRecordNav: 'Registro de tratamento',
  leadAnonymizeMonthsLabel: 'Anonimizar leads não convertidos após (meses)',
  leadAnonymizeMonthsInvalid: 'Informe um prazo entre 1 e 240 meses',
  print: 'Imprimir',
} as const;

export const DATA_KIND_LABELS = {
  identificacao: 'Identificação',
  contato: 'Contato',
  saude: 'Saúde (dado sensível)',
  financeiro: 'Financeiro',
  origem: 'Origem e campanha',
  mensagens: 'Mensagens',
  acesso: 'Registros de acesso e atividade',
  credencial: 'Credenciais e segurança',
  tecnico: 'Dados técnicos',
} as const;

export const DATA_SUBJECT_LABELS = { paciente: 'Pacientes', lead: 'Leads', equipe: 'Equipe', nenhum: 'Nenhum titular' } as const;

export const EXPORT_STATUS_LABELS = { pending: 'Preparando', ready: 'Pronto', failed: 'Falhou' } as const;
