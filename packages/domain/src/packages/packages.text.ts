/** Every text of the packages, payments, renewals and daily-report screens (issue #24). */
export const PACKAGE_STATUSES = ['ativo', 'esgotado', 'expirado', 'cancelado'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

export const PAYMENT_METHODS = ['pix', 'dinheiro', 'cartao_credito', 'cartao_debito', 'transferencia', 'convenio'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PACKAGE_STATUS_LABELS: Record<PackageStatus, string> = {
  ativo: 'Ativo',
  esgotado: 'Esgotado',
  expirado: 'Expirado',
  cancelado: 'Cancelado',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pix: 'PIX',
  dinheiro: 'Dinheiro',
  cartao_credito: 'Cartão de crédito',
  cartao_debito: 'Cartão de débito',
  transferencia: 'Transferência',
  convenio: 'Convênio',
};

export const PACKAGE_TEXT = {
  tab: 'Pacotes',
  sell: 'Vender pacote',
  service: 'Serviço',
  price: 'Valor',
  priceReason: 'Motivo do ajuste de preço',
  startDate: 'Início',
  validityDays: 'Validade (dias)',
  expiryDate: 'Validade',
  weeklySeries: 'Repetir semanalmente',
  sessions: 'Sessões',
  used: 'Usadas',
  remaining: 'Restantes',
  status: 'Status',
  sold: 'Vendido',
  paid: 'Pago',
  owed: 'Em aberto',
  empty: 'Nenhum pacote vendido',
  cancel: 'Cancelar pacote',
  cancelReason: 'Motivo do cancelamento',
  sessionOf: (n: number, total: number) => `Sessão ${n} de ${total}`,
  beyondRemaining: (remaining: number) =>
    remaining <= 0 ? 'O pacote não tem sessões restantes: o agendamento não será descontado dele.' : `Restam ${remaining} sessões no pacote.`,
  ledger: 'Sessões usadas',
  renewals: 'Renovações',
  renewalsEmpty: 'Nenhum pacote para renovar',
  renewalMessage: (firstName: string, remaining: number, expiry: string) =>
    `Olá, ${firstName}! Seu pacote de sessões está terminando (${remaining} sessão(ões) restante(s), validade ${expiry}). Vamos renovar?`,
  payments: 'Pagamentos',
  recordPayment: 'Registrar pagamento',
  amount: 'Valor',
  method: 'Forma de pagamento',
  installments: 'Parcelas',
  paidAt: 'Data',
  receivedBy: 'Recebido por',
  reversal: 'Estorno',
  reversalReason: 'Motivo do estorno',
  receipt: 'Recibo',
  dailyReport: 'Relatório Diário',
  // Validation and errors.
  serviceRequired: 'Selecione um serviço',
  amountRequired: 'Valor é obrigatório',
  amountInvalid: 'Valor inválido (use até duas casas decimais, ex.: 150.00)',
  amountPositive: 'O valor deve ser maior que zero',
  methodInvalid: 'Forma de pagamento inválida (use pix, dinheiro, cartao_credito, cartao_debito, transferencia ou convenio)',
  installmentsInvalid: 'Parcelas: de 1 a 24',
  reasonRequired: 'Informe o motivo',
  notFound: 'Pacote não encontrado',
  paymentNotFound: 'Pagamento não encontrado',
  serviceInactive: 'Serviço inativo: não é possível vender pacote dele',
  serviceNoSessions: 'O serviço não tem quantidade de sessões: defina a quantidade no cadastro do serviço',
  priceReasonRequired: 'Informe o motivo do ajuste de preço',
  alreadyCancelled: 'Este pacote já está cancelado',
  paymentPackageCancelled: 'Este pacote está cancelado: não recebe pagamentos',
  paymentTarget: 'Informe o pacote (packageId) ou o agendamento (appointmentId), um dos dois',
  paymentTargetNotFound: 'Pacote ou agendamento não encontrado para este pagamento',
  reversalBeyondPaid: 'Estorno maior que o valor pago (descontados os estornos anteriores)',
  patientHasPayments: 'Paciente com pacotes ou pagamentos não pode ser excluída: pagamentos nunca são apagados. Arquive o cadastro.',
  periodInvalid: 'Período inválido: a data final vem antes da inicial ou passa de 366 dias',
} as const;

/** The texts of the clinic's receipt and package settings (issue #24). */
export const PACKAGE_SETTINGS_TEXT = {
  title: 'Clínica, recibos e pacotes',
  description: 'Nome e CNPJ impressos nos recibos; padrões de um pacote vendido.',
  clinicName: 'Nome da clínica',
  clinicDocument: 'CNPJ (ou CPF do profissional)',
  clinicDocumentInvalid: 'CNPJ inválido (confira os dígitos verificadores)',
  validityDays: 'Validade padrão do pacote (dias)',
  validityInvalid: 'Validade: de 1 a 3650 dias',
  countsFaltou: "'Faltou' consome uma sessão do pacote",
  countsCanceladoTarde: 'Cancelamento tardio consome uma sessão do pacote',
  save: 'Salvar',
  saved: 'Configurações da clínica salvas',
  saveError: 'Erro ao salvar configurações da clínica',
  booleanExpected: 'Use true ou false',
} as const;
