import {
  ZCancelPackageInput,
  ZPackageSettings,
  ZPackageSettingsInput,
  ZDailyReport,
  ZId,
  ZPackageDetail,
  ZPatientPackage,
  ZPayment,
  ZReceipt,
  ZRecordPaymentInput,
  ZRenewal,
  ZReversalInput,
  ZSellPackageInput,
  queryDate,
  requiredDate,
} from '@clinic/domain';
import { z } from 'zod';

import { ZIdInput } from '../../procedures';
import { restRoute } from '../../rest-route';

export const ZPatientPackagesResponse = z.array(ZPatientPackage);
export const ZSellPackageRequest = ZIdInput.extend(ZSellPackageInput.shape);
export const ZCancelPackageRequest = ZIdInput.extend(ZCancelPackageInput.shape);
export const ZListPaymentsRequest = z.object({
  patientId: ZId.optional(),
  packageId: ZId.optional(),
  appointmentId: ZId.optional(),
  startDate: queryDate,
  endDate: queryDate,
});
export const ZReversalRequest = ZIdInput.extend(ZReversalInput.shape);
export const ZDailyReportRequest = z.object({
  startDate: requiredDate('Informe a data inicial (startDate)'),
  endDate: requiredDate('Informe a data final (endDate)'),
});
export { ZPackageSettings, ZPackageSettingsInput };
export { ZDailyReport, ZPackageDetail, ZPatientPackage, ZPayment, ZReceipt, ZRecordPaymentInput, ZRenewal };

const packageTags = ['Pacotes'];
const paymentTags = ['Pagamentos'];
const money = 'Valores em reais como texto decimal ("150.00"), como os preços da especificação; guardados em centavos inteiros.';

export const packagesMeta = {
  listOfPatient: restRoute('GET', '/patients/{id}/packages', packageTags, 'Lista os pacotes da paciente (sessões usadas, restantes, status, pago, em aberto)', {
    description: `${money} O status (ativo, esgotado, expirado, cancelado) é calculado na leitura.`,
  }),
  sell: restRoute('POST', '/patients/{id}/packages', packageTags, 'Vende um pacote a partir de um serviço', {
    description:
      `${money} A quantidade do serviço é o número de sessões; o preço do serviço vale salvo \`price\` com \`priceReason\`. ` +
      'Validade: `validityDays` ou o padrão da clínica (120 dias). Agendamentos da paciente marcados dentro da validade ' +
      'são ligados ao pacote até o seu tamanho; cada atendimento (e falta / cancelamento tardio, conforme o pacote) consome uma sessão.',
  }),
  get: restRoute('GET', '/packages/{id}', packageTags, 'Um pacote com o seu extrato de sessões e pagamentos'),
  cancel: restRoute('POST', '/packages/{id}/cancel', packageTags, 'Cancela um pacote (`reason`)'),
  renewals: restRoute('GET', '/packages/renewals', packageTags, 'Renovações: pacotes com 2 sessões ou menos ou vencendo em 7 dias', {
    description: 'Com o telefone da paciente e um link wa.me com a mensagem pronta.',
  }),
  listPayments: restRoute('GET', '/payments', paymentTags, 'Lista pagamentos (por paciente, pacote, agendamento ou período)'),
  recordPayment: restRoute('POST', '/payments', paymentTags, 'Registra um pagamento de um pacote ou de um agendamento', {
    description:
      `${money} \`packageId\` ou \`appointmentId\` (um dos dois), \`amount\` > 0, \`method\` (pix, dinheiro, cartao_credito, ` +
      'cartao_debito, transferencia, convenio), `installments` (1 a 24), `paidAt` (padrão: hoje). Recebe o próximo número de recibo, sem lacunas.',
  }),
  reversePayment: restRoute('POST', '/payments/{id}/reversal', paymentTags, 'Estorno de um pagamento (`reason`; `amount` opcional, padrão: o restante)', {
    description: 'Pagamentos nunca são alterados nem excluídos. O estorno nunca passa do que foi pago (descontados os estornos anteriores).',
  }),
  receipt: restRoute('GET', '/payments/{id}/receipt', paymentTags, 'O recibo de um pagamento (valor por extenso)'),
  settings: restRoute('GET', '/settings/clinic', ['Configurações'], 'Nome e CNPJ da clínica (impressos nos recibos) e os padrões de um pacote vendido'),
  updateSettings: restRoute('PUT', '/settings/clinic', ['Configurações'], 'Altera nome e CNPJ da clínica e os padrões de pacote (só os campos enviados)', {
    description:
      '`clinicName` (até 200), `clinicDocument` (CNPJ com dígitos verificadores válidos, ou CPF; vazio apaga; guardado formatado), ' +
      '`packageValidityDays` (1 a 3650), `packageCountsFaltou`, `packageCountsCanceladoTarde`. Vale para os pacotes vendidos depois.',
  }),
  dailyReport: restRoute('GET', '/reports/daily', paymentTags, 'Relatório Diário: atendimentos por desfecho, recebimentos por forma, pacotes vendidos, produção por fisioterapeuta', {
    description: `${money} Um dia ou um período (startDate..endDate, até 366 dias).`,
  }),
};
