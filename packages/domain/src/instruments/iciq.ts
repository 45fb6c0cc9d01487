import { INSTRUMENTS_TEXT as TEXT } from './instruments.text';
import { readAnswers, sumOf } from './instruments.rules';
import type { ChoiceItem, Instrument, InstrumentItem, MultiItem } from './instruments.types';

const choice = (id: string, text: string, options: ChoiceItem['options'], scored = true): ChoiceItem => ({
  id,
  text,
  type: 'choice',
  options,
  required: scored,
  scored,
});
const scale0to10 = (low: string, high: string): ChoiceItem['options'] =>
  Array.from({ length: 11 }, (_, value) => ({
    value,
    label: value === 0 ? `0 (${low})` : value === 10 ? `10 (${high})` : String(value),
  }));

/**
 * ICIQ-SF (ICIQ-UI Short Form). Avery K et al., Neurourol Urodyn 2004;23:322–30; form:
 * https://bmjopen.bmj.com/highwire/markup/143711/expansion ; scoring:
 * http://www.sralab.org/rehabilitation-measures/international-consultation-incontinence-questionnaire-short-form
 * Score = Q3 (frequência 0–5) + Q4 (quantidade 0/2/4/6) + Q5 (interferência 0–10), 0–21; Q6 (when
 * urine leaks) is asked but not scored; Q1–Q2 (birth date, sex) are in the patient's record.
 * Severity bands: Klovning A et al., Neurourol Urodyn 2009;28:411–5 (1–5 leve, 6–12 moderada,
 * 13–18 grave, 19–21 muito grave). Brazilian version: Tamanini JTN et al., Rev Saúde Pública 2004.
 * Licensed: ICIQ modules need the authors' registration for commercial use.
 */
const ICIQ_SF_ITEMS: readonly InstrumentItem[] = [
  choice('q3', 'Com que frequência você perde urina?', [
    { value: 0, label: 'Nunca' },
    { value: 1, label: 'Uma vez por semana ou menos' },
    { value: 2, label: 'Duas ou três vezes por semana' },
    { value: 3, label: 'Uma vez ao dia' },
    { value: 4, label: 'Diversas vezes ao dia' },
    { value: 5, label: 'O tempo todo' },
  ]),
  choice('q4', 'Gostaríamos de saber a quantidade de urina que você pensa que perde', [
    { value: 0, label: 'Nenhuma' },
    { value: 2, label: 'Uma pequena quantidade' },
    { value: 4, label: 'Uma moderada quantidade' },
    { value: 6, label: 'Uma grande quantidade' },
  ]),
  choice(
    'q5',
    'Em geral, quanto perder urina interfere em sua vida diária?',
    scale0to10('não interfere', 'interfere muito'),
  ),
  {
    id: 'q6',
    text: 'Quando você perde urina? (marque todas as alternativas que se aplicam)',
    type: 'multi',
    required: false,
    scored: false,
    options: [
      { value: 'nunca', label: 'Nunca' },
      { value: 'antesBanheiro', label: 'Perco antes de chegar ao banheiro' },
      { value: 'tosse', label: 'Perco quando tusso ou espirro' },
      { value: 'dormindo', label: 'Perco quando estou dormindo' },
      { value: 'atividade', label: 'Perco quando estou fazendo atividades físicas' },
      { value: 'vestindo', label: 'Perco quando terminei de urinar e estou me vestindo' },
      { value: 'semRazao', label: 'Perco sem razão óbvia' },
      { value: 'tempoTodo', label: 'Perco o tempo todo' },
    ],
  } satisfies MultiItem,
];

export function iciqSfBand(total: number): string {
  if (total === 0) return 'Sem perda';
  if (total <= 5) return 'Leve (1–5)';
  if (total <= 12) return 'Moderada (6–12)';
  if (total <= 18) return 'Grave (13–18)';
  return 'Muito grave (19–21)';
}

export const ICIQ_SF: Instrument = {
  id: 'iciq_sf',
  version: 1,
  title: 'ICIQ-SF — Questionário de Incontinência Urinária, forma curta',
  shortTitle: 'ICIQ-SF',
  instructions: 'Pense em como você tem passado, em média, nas últimas 4 semanas.',
  licensed: true,
  patientReported: true,
  betterWhen: 'lower',
  groups: [],
  items: ICIQ_SF_ITEMS,
  source:
    'Avery K et al., Neurourol Urodyn 2004;23:322–30; sralab.org (ICIQ-SF); faixas: Klovning A et al., Neurourol Urodyn 2009;28:411–5; versão brasileira: Tamanini JTN et al., Rev Saúde Pública 2004',
  meaningfulChange: {
    value: 2.52,
    kind: 'absolute',
    source:
      'Nyström E et al. ICIQ symptom and quality of life instruments measure clinically relevant improvements in women with stress urinary incontinence. Neurourol Urodyn 2015;34:747–51 (2,52 pontos após treino muscular)',
  },
  score: (answers) => {
    const { values, errors } = readAnswers(ICIQ_SF_ITEMS, answers);
    if (errors.length > 0) return { ok: false, errors };
    const total = sumOf(values, ['q3', 'q4', 'q5']);
    return {
      ok: true,
      score: { total, min: 0, max: 21, unit: TEXT.points, components: [], interpretation: iciqSfBand(total), notes: [] },
    };
  },
};

/**
 * ICIQ-OAB. Abrams P et al., ICIQ; item anchors: https://pmc.ncbi.nlm.nih.gov/articles/PMC5116264/table/T3 ;
 * https://www.commondataelements.ninds.nih.gov/report-viewer/24154/ ; Brazilian version: Pereira SB
 * et al., Rev Bras Ginecol Obstet 2010 (https://scielo.br/j/rbgo/a/7DLLMFZ7GqgnbHsJRmCwVLf/).
 * Score = 3a + 4a + 5a + 6a, each 0–4 (0–16); the bother items (3b–6b, 0–10) are asked but not
 * added. Licensed (ICIQ).
 */
const FREQUENCY = [
  { value: 0, label: 'Nunca' },
  { value: 1, label: 'Poucas vezes' },
  { value: 2, label: 'Às vezes' },
  { value: 3, label: 'Na maioria das vezes' },
  { value: 4, label: 'Sempre' },
];
const bother = (id: string, about: string): ChoiceItem =>
  choice(id, `Quanto isso a incomoda? (${about})`, scale0to10('não incomoda', 'incomoda muito'), false);

const ICIQ_OAB_ITEMS: readonly InstrumentItem[] = [
  choice('q3a', 'Quantas vezes você urina durante o dia?', [
    { value: 0, label: '1 a 6 vezes' },
    { value: 1, label: '7 a 8 vezes' },
    { value: 2, label: '9 a 10 vezes' },
    { value: 3, label: '11 a 12 vezes' },
    { value: 4, label: '13 ou mais vezes' },
  ]),
  bother('q3b', 'urinar durante o dia'),
  choice('q4a', 'Durante a noite, quantas vezes, em média, você se levanta para urinar?', [
    { value: 0, label: 'Nenhuma' },
    { value: 1, label: 'Uma' },
    { value: 2, label: 'Duas' },
    { value: 3, label: 'Três' },
    { value: 4, label: 'Quatro ou mais' },
  ]),
  bother('q4b', 'levantar à noite para urinar'),
  choice('q5a', 'Você precisa se apressar para chegar ao banheiro para urinar?', FREQUENCY),
  bother('q5b', 'pressa para urinar'),
  choice('q6a', 'Você perde urina antes de chegar ao banheiro?', FREQUENCY),
  bother('q6b', 'perder urina antes de chegar ao banheiro'),
];

export const ICIQ_OAB: Instrument = {
  id: 'iciq_oab',
  version: 1,
  title: 'ICIQ-OAB — Questionário de Bexiga Hiperativa',
  shortTitle: 'ICIQ-OAB',
  instructions: 'Pense em como você tem passado, em média, nas últimas 4 semanas.',
  licensed: true,
  patientReported: true,
  betterWhen: 'lower',
  groups: [],
  items: ICIQ_OAB_ITEMS,
  source:
    'ICIQ-OAB (Abrams P et al.); itens: pmc.ncbi.nlm.nih.gov/articles/PMC5116264/table/T3; commondataelements.ninds.nih.gov/report-viewer/24154; versão brasileira: Pereira SB et al., Rev Bras Ginecol Obstet 2010',
  meaningfulChange: null,
  score: (answers) => {
    const { values, errors } = readAnswers(ICIQ_OAB_ITEMS, answers);
    if (errors.length > 0) return { ok: false, errors };
    const total = sumOf(values, ['q3a', 'q4a', 'q5a', 'q6a']);
    return {
      ok: true,
      score: { total, min: 0, max: 16, unit: TEXT.points, components: [], interpretation: null, notes: [] },
    };
  },
};
