/** Every text of the instruments (issue #26), server messages included, in one place. */
export const INSTRUMENTS_TEXT = {
  answerRequired: (text: string) => `Responda: ${text}`,
  answerInvalid: (text: string) => `Resposta inválida: ${text}`,
  numberInvalid: (text: string, min: number, max: number, unit: string) =>
    `${text}: informe um número de ${min} a ${max} ${unit}`,
  unknownItems: (ids: string[]) => `Pergunta desconhecida: ${ids.join(', ')}`,
  answersInvalid: 'Respostas inválidas: envie { answers: { ... } }',
  scaleEmpty: (scale: string) => `Responda ao menos uma pergunta da escala ${scale}`,
  padAfterBeforeBefore: 'O peso do absorvente depois do teste não pode ser menor que o peso antes',
  instrumentUnknown: 'Instrumento desconhecido',
  instrumentDisabled: (title: string) =>
    `O instrumento ${title} está desativado: um administrador deve registrar a licença da clínica para habilitá-lo.`,
  licenceRequired: 'Informe a referência da licença da clínica',
  notLicensed: 'Este instrumento é de uso livre e está sempre habilitado',
  points: 'pontos',
  grams: 'g',
  title: 'Instrumentos',
  newInstrument: 'Novo instrumento',
} as const;
