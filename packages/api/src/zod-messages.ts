import { z } from 'zod';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'número',
  boolean: 'verdadeiro ou falso',
  object: 'objeto',
  array: 'lista',
  date: 'data',
};

/** Brazilian-Portuguese wording for the messages zod writes itself (our schemas name their own). */
function brazilianMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'Campo obrigatório'
        : `Valor inválido: esperado ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `Deve ter pelo menos ${String(issue.minimum)} caractere(s)`
        : `Deve ser maior ou igual a ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `Deve ter no máximo ${String(issue.maximum)} caractere(s)`
        : `Deve ser menor ou igual a ${String(issue.maximum)}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Email inválido' : 'Formato inválido';
    case 'invalid_value':
      return 'Opção inválida';
    case 'unrecognized_keys':
      return 'Campos não reconhecidos';
    default:
      return undefined;
  }
}

export function configureZodMessages(): void {
  z.config({ ...z.locales.pt(), customError: brazilianMessage });
}
