import { INSTRUMENTS_TEXT as TEXT } from './instruments.text';
import { readAnswers, sumOf } from './instruments.rules';
import type { ChoiceItem, Instrument } from './instruments.types';

/**
 * Wexner / Cleveland Clinic Fecal Incontinence Score (Jorge JMN, Wexner SD. Etiology and management
 * of fecal incontinence. Dis Colon Rectum 1993;36:77–97), as given by
 * https://www.medicalalgorithms.com/fecal-incontinence-grading-scale-of-jorge-and-wexner :
 * sólidos, líquidos, gases, uso de absorvente, alteração do estilo de vida, each 0 (nunca) …
 * 4 (sempre, ≥ 1/dia); total 0 (continência perfeita) … 20 (incontinência completa); > 10 marks a
 * clearly worse quality of life. Every item is needed.
 */
export const WEXNER_OPTIONS = [
  { value: 0, label: 'Nunca' },
  { value: 1, label: 'Raramente (< 1 vez por mês)' },
  { value: 2, label: 'Às vezes (≥ 1 vez por mês e < 1 vez por semana)' },
  { value: 3, label: 'Geralmente (≥ 1 vez por semana e < 1 vez por dia)' },
  { value: 4, label: 'Sempre (≥ 1 vez por dia)' },
] as const;

const item = (id: string, text: string): ChoiceItem => ({
  id,
  text,
  type: 'choice',
  options: WEXNER_OPTIONS,
  required: true,
  scored: true,
});

const ITEMS: readonly ChoiceItem[] = [
  item('solidos', 'Perda de fezes sólidas'),
  item('liquidos', 'Perda de fezes líquidas'),
  item('gases', 'Perda de gases'),
  item('absorvente', 'Uso de absorvente'),
  item('estiloVida', 'Alteração do estilo de vida'),
];

export const WEXNER: Instrument = {
  id: 'wexner',
  version: 1,
  title: 'Escore de incontinência fecal de Wexner (Cleveland Clinic)',
  shortTitle: 'Wexner',
  instructions: 'Com que frequência acontece cada situação?',
  licensed: false,
  patientReported: true,
  betterWhen: 'lower',
  groups: [],
  items: ITEMS,
  source:
    'Jorge JMN, Wexner SD. Dis Colon Rectum 1993;36:77–97; medicalalgorithms.com/fecal-incontinence-grading-scale-of-jorge-and-wexner',
  meaningfulChange: null,
  score: (answers) => {
    const { values, errors } = readAnswers(ITEMS, answers);
    if (errors.length > 0) return { ok: false, errors };
    const total = sumOf(
      values,
      ITEMS.map((i) => i.id),
    );
    return {
      ok: true,
      score: {
        total,
        min: 0,
        max: 20,
        unit: TEXT.points,
        components: [],
        interpretation: total > 10 ? 'Acima de 10: qualidade de vida claramente afetada' : null,
        notes: [],
      },
    };
  },
};
