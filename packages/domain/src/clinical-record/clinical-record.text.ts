/** Every text of the clinical record (issue #22), server messages included, in one place. */
export const CLINICAL_RECORD_TEXT = {
  signedImmutable: 'Registro assinado não pode ser alterado. Registre um adendo.',
  patientHasRecord:
    'Paciente com prontuário não pode ser excluído: a guarda é obrigatória por 20 anos (Lei 13.787/2018). Use Arquivar.',
  entryNotFound: 'Registro do prontuário não encontrado',
  notAuthor: 'Somente quem escreveu o rascunho pode alterá-lo, excluí-lo ou assiná-lo.',
  crefitoRequired: 'Cadastre seu CREFITO no perfil para assinar registros do prontuário.',
  addendumParentNotSigned: 'Só é possível registrar adendo a um registro assinado.',
  addendumOfAddendum: 'Registre o adendo no registro original.',
  reasonRequired: 'Motivo do adendo é obrigatório',
  addendumTextRequired: 'Texto do adendo é obrigatório',
  appointmentInvalid: 'Agendamento não encontrado para este paciente',
  templateUnknown: 'Modelo de prontuário desconhecido',
  templateRequired: 'Informe o modelo (templateId) da avaliação ou evolução',
  templateKindMismatch: 'Este modelo não corresponde ao tipo do registro',
  unknownQuestion: (ids: string[]) => `Pergunta desconhecida: ${ids.join(', ')}`,
  contentInvalid: 'Conteúdo inválido: envie { answers: { ... } }',
  answersInvalid: 'Respostas inválidas',
  title: 'Prontuário',
  accessLogTitle: 'Acessos ao prontuário',
  pendingTitle: 'Evoluções pendentes',
  clinicName: 'FisioPélvica',
} as const;

export const RECORD_KIND_LABELS = {
  avaliacao: 'Avaliação',
  evolucao: 'Evolução',
  adendo: 'Adendo',
  pfdi20: 'PFDI-20',
  wexner: 'Wexner',
  pad_test_1h: 'Pad test 1 h',
  iciq_sf: 'ICIQ-SF',
  iciq_oab: 'ICIQ-OAB',
  fsfi: 'FSFI',
} as const;
export const RECORD_STATUS_LABELS = { rascunho: 'Rascunho', assinado: 'Assinado' } as const;
export const RECORD_ACCESS_ACTION_LABELS = {
  view: 'Visualização',
  print: 'Impressão',
  export: 'Exportação',
  access_log: 'Leitura dos acessos',
} as const;
