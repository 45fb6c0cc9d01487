import { INSTRUMENTS_TEXT as TEXT } from './instruments.text';
import { readAnswers, roundTo } from './instruments.rules';
import type { CheckItem, Instrument, InstrumentItem, NumberItem } from './instruments.types';

/**
 * 1-hour pad test of the International Continence Society (Abrams P et al., 1988; protocol and
 * bands as given by https://www.medicalalgorithms.com/one-hour-pad-weighing-test-of-the-international-continence-society-for-female-urinary-incontinence
 * and Krhut J et al., BJOG 2004, http://onlinelibrary.wiley.com/doi/10.1111/j.1471-0528.2004.00211.x/full):
 * the pad is weighed before and after; leakage = difference in grams; leve 2–10 g,
 * moderada 11–50 g, grave > 50 g; under 2 g the test is negative. Between 10 and 11 g (a
 * fractional weight) counts as moderada: the bands are read as ≤ 10, ≤ 50, > 50.
 * The protocol steps are a checklist: they are stored, and the result says when one was skipped.
 */
const step = (id: string, text: string): CheckItem => ({ id, text, type: 'check', required: false, scored: false });
const weight = (id: string, text: string): NumberItem => ({
  id,
  text,
  type: 'number',
  unit: 'g',
  min: 0,
  max: 2000,
  required: true,
  scored: true,
});

export const PAD_TEST_STEPS: readonly CheckItem[] = [
  step('passo1', 'Absorvente pesado e colocado; início do teste sem urinar'),
  step('passo2', 'Ingeriu 500 mL de líquido sem sódio em até 15 minutos e ficou sentada'),
  step('passo3', 'Caminhou por 30 minutos, incluindo subir e descer um lance de escadas'),
  step('passo4', 'Sentou e levantou 10 vezes'),
  step('passo5', 'Tossiu com força 10 vezes'),
  step('passo6', 'Correu no lugar por 1 minuto'),
  step('passo7', 'Abaixou para pegar um objeto do chão 5 vezes'),
  step('passo8', 'Lavou as mãos em água corrente por 1 minuto'),
  step('passo9', 'Ao fim de 1 hora, absorvente retirado e pesado'),
];

const ITEMS: readonly InstrumentItem[] = [
  ...PAD_TEST_STEPS,
  weight('pesoAntes', 'Peso do absorvente antes (g)'),
  weight('pesoDepois', 'Peso do absorvente depois (g)'),
];

/** The band of a leakage in grams (1-hour test). */
export function padTestBand(leakageG: number): string {
  if (leakageG < 2) return 'Negativo (< 2 g)';
  if (leakageG <= 10) return 'Leve (2–10 g)';
  if (leakageG <= 50) return 'Moderada (11–50 g)';
  return 'Grave (> 50 g)';
}

export const PAD_TEST_1H: Instrument = {
  id: 'pad_test_1h',
  version: 1,
  title: 'Teste do absorvente de 1 hora (ICS)',
  shortTitle: 'Pad test 1 h',
  instructions: 'Marque cada passo do protocolo realizado e informe o peso do absorvente antes e depois.',
  licensed: false,
  patientReported: false,
  betterWhen: 'lower',
  groups: [],
  items: ITEMS,
  source:
    'International Continence Society (Abrams P et al., 1988); medicalalgorithms.com/one-hour-pad-weighing-test-of-the-international-continence-society-for-female-urinary-incontinence; Krhut J et al., BJOG 2004',
  meaningfulChange: null,
  score: (answers) => {
    const { values, errors } = readAnswers(ITEMS, answers);
    if (errors.length > 0) return { ok: false, errors };
    const before = values.pesoAntes as number;
    const after = values.pesoDepois as number;
    if (after < before) return { ok: false, errors: [{ itemId: 'pesoDepois', message: TEXT.padAfterBeforeBefore }] };
    const leakage = roundTo(after - before, 1);
    const skipped = PAD_TEST_STEPS.filter((s) => values[s.id] !== true).length;
    return {
      ok: true,
      score: {
        total: leakage,
        min: 0,
        max: 2000,
        unit: TEXT.grams,
        components: [
          { id: 'pesoAntes', label: 'Peso antes', value: before, min: 0, max: 2000 },
          { id: 'pesoDepois', label: 'Peso depois', value: after, min: 0, max: 2000 },
        ],
        interpretation: padTestBand(leakage),
        notes: skipped === 0 ? [] : [`Protocolo incompleto: ${skipped} passo(s) não marcado(s)`],
      },
    };
  },
};
