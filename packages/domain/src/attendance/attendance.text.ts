/** Texts of the attendance feature that the server also uses (report labels, errors). */
export const ATTENDANCE_FEATURE_TEXT = {
  weekdays: ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'],
  noOrigin: 'Sem origem',
  rangeOrder: 'A data final deve ser igual ou posterior à inicial',
  rangeTooLong: (days: number) => `Período máximo de ${days} dias`,
  startRequired: 'Informe a data inicial',
  endRequired: 'Informe a data final',
} as const;
