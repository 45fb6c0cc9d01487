import { INSTRUMENTS_TEXT as TEXT } from './instruments.text';
import { readAnswers, roundTo } from './instruments.rules';
import type { ChoiceItem, Instrument, ScoreComponent, ScoreError } from './instruments.types';

/**
 * PFDI-20 (Pelvic Floor Distress Inventory, short form), free to use.
 * Source: Barber MD, Walters MD, Bump RC. Short forms of two condition-specific quality-of-life
 * questionnaires for women with pelvic floor disorders (PFDI-20 and PFIQ-7). Am J Obstet Gynecol
 * 2005;193:103–13; scoring as summarised by the Shirley Ryan AbilityLab
 * (https://sralab.org/rehabilitation-measures/pelvic-floor-distress-inventory-20): each item 'não' = 0
 * or 'sim' with bother 1 (nem um pouco) … 4 (bastante); each scale = mean of the answered items × 25
 * (0–100); summary = sum of the three scales (0–300); recall: the last 3 months. Portuguese wording
 * after the Brazilian validation (Arouca MAF et al., Int Urogynecol J 2016;27:1097–106).
 * A scale with no answered item cannot be scored (the mean of nothing), so it is refused.
 */
export const PFDI20_OPTIONS = [
  { value: 0, label: 'Não' },
  { value: 1, label: 'Sim, e incomoda nem um pouco' },
  { value: 2, label: 'Sim, e incomoda um pouco' },
  { value: 3, label: 'Sim, e incomoda moderadamente' },
  { value: 4, label: 'Sim, e incomoda bastante' },
] as const;

const item = (id: string, group: string, text: string): ChoiceItem => ({
  id,
  group,
  text,
  type: 'choice',
  options: PFDI20_OPTIONS,
  required: false,
  scored: true,
});

export const PFDI20_SCALES = [
  { id: 'popdi6', title: 'POPDI-6 (prolapso)' },
  { id: 'cradi8', title: 'CRADI-8 (colorretal-anal)' },
  { id: 'udi6', title: 'UDI-6 (urinária)' },
] as const;

const ITEMS: readonly ChoiceItem[] = [
  item('popdi1', 'popdi6', 'Você costuma sentir pressão na parte baixa do abdome (barriga)?'),
  item('popdi2', 'popdi6', 'Você costuma sentir peso ou endurecimento na parte baixa do abdome ou região genital?'),
  item('popdi3', 'popdi6', 'Você costuma ter uma bola ou algo saindo que você pode ver ou sentir na região vaginal?'),
  item(
    'popdi4',
    'popdi6',
    'Você costuma ter que empurrar a vagina ou ao redor do ânus para ter ou completar a evacuação?',
  ),
  item('popdi5', 'popdi6', 'Você costuma ter uma sensação de esvaziamento incompleto da bexiga?'),
  item(
    'popdi6',
    'popdi6',
    'Você alguma vez teve que empurrar com os dedos uma bola na região vaginal para começar ou completar a micção?',
  ),
  item('cradi1', 'cradi8', 'Você sente que precisa fazer muita força para evacuar?'),
  item('cradi2', 'cradi8', 'Você sente que não esvaziou completamente o intestino ao final da evacuação?'),
  item('cradi3', 'cradi8', 'Você costuma perder fezes sem controle quando elas estão bem formadas?'),
  item('cradi4', 'cradi8', 'Você costuma perder fezes sem controle quando elas estão amolecidas ou líquidas?'),
  item('cradi5', 'cradi8', 'Você costuma perder gases pelo ânus sem controle?'),
  item('cradi6', 'cradi8', 'Você costuma sentir dor ao evacuar?'),
  item('cradi7', 'cradi8', 'Você sente uma vontade tão forte de evacuar que precisa correr ao banheiro?'),
  item('cradi8', 'cradi8', 'Alguma parte do intestino sai pelo ânus durante ou depois da evacuação?'),
  item('udi1', 'udi6', 'Você costuma urinar com frequência?'),
  item('udi2', 'udi6', 'Você costuma perder urina associada a uma forte vontade de urinar (urgência)?'),
  item('udi3', 'udi6', 'Você costuma perder urina ao tossir, espirrar ou rir?'),
  item('udi4', 'udi6', 'Você costuma perder pequenas quantidades de urina (gotas)?'),
  item('udi5', 'udi6', 'Você costuma ter dificuldade para esvaziar a bexiga?'),
  item('udi6', 'udi6', 'Você costuma sentir dor ou desconforto na parte baixa do abdome ou na região genital?'),
];

export const PFDI20: Instrument = {
  id: 'pfdi20',
  version: 1,
  title: 'PFDI-20 — Inventário de Sintomas de Disfunção do Assoalho Pélvico',
  shortTitle: 'PFDI-20',
  instructions:
    'Nos últimos 3 meses: responda “não” se não tem o sintoma; se tem, diga quanto ele a incomoda.',
  licensed: false,
  patientReported: true,
  betterWhen: 'lower',
  groups: PFDI20_SCALES,
  items: ITEMS,
  source:
    'Barber MD et al., Am J Obstet Gynecol 2005;193:103–13; pontuação: sralab.org/rehabilitation-measures/pelvic-floor-distress-inventory-20; versão brasileira: Arouca MAF et al., Int Urogynecol J 2016',
  meaningfulChange: {
    value: 24,
    kind: 'absolute',
    source:
      'Karjalainen PK et al. Minimal important difference and patient acceptable symptom state for PFDI-20 and POPDI-6 in POP surgery. Int Urogynecol J 2021;32:3169–76 (24 pontos no escore total)',
  },
  score: (answers) => {
    const { values, errors } = readAnswers(ITEMS, answers);
    const components: ScoreComponent[] = [];
    const scaleErrors: ScoreError[] = [];
    for (const scale of PFDI20_SCALES) {
      const answered = ITEMS.filter((i) => i.group === scale.id)
        .map((i) => values[i.id])
        .filter((v): v is number => typeof v === 'number');
      if (answered.length === 0) {
        scaleErrors.push({ message: TEXT.scaleEmpty(scale.title) });
        continue;
      }
      const mean = answered.reduce((a, b) => a + b, 0) / answered.length;
      components.push({ id: scale.id, label: scale.title, value: roundTo(mean * 25, 2), min: 0, max: 100 });
    }
    if (errors.length > 0 || scaleErrors.length > 0) return { ok: false, errors: [...errors, ...scaleErrors] };
    // Summary from the unrounded scales would differ by at most 0.01: sum the shown values.
    const total = roundTo(
      components.reduce((sum, c) => sum + c.value, 0),
      2,
    );
    return {
      ok: true,
      score: { total, min: 0, max: 300, unit: TEXT.points, components, interpretation: null, notes: [] },
    };
  },
};
