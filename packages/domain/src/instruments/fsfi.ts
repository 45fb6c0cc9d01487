import { INSTRUMENTS_TEXT as TEXT } from './instruments.text';
import { readAnswers, roundTo, sumOf } from './instruments.rules';
import type { ChoiceItem, Instrument, InstrumentOption, ScoreComponent } from './instruments.types';

/**
 * FSFI (Female Sexual Function Index). Rosen R et al., J Sex Marital Ther 2000;26:191–208; cut-off:
 * Wiegel M, Meston C, Rosen R, J Sex Marital Ther 2005;31:1–20 (total ≤ 26,55 suggests sexual
 * dysfunction); scoring as summarised at https://compendiumapp.com/post_Tuk50m-IU . Brazilian
 * version: Thiel RRC et al., Rev Bras Ginecol Obstet 2008;30:504–10; Pacagnella RC et al., Cad
 * Saúde Pública 2009. 19 items, 6 domains; domain = sum of its items × factor (desejo 0,6,
 * excitação 0,3, lubrificação 0,3, orgasmo 0,4, satisfação 0,4, dor 0,4), each 0–6 (desejo 1,2–6,
 * satisfação 0,8–6); total = sum of the domains, 2–36; higher = better function; recall 4 weeks.
 * Every item is needed. Licensed: commercial use needs the authors' permission.
 */
const NO_ACTIVITY = { value: 0, label: 'Sem atividade sexual' };
const NO_ATTEMPT = { value: 0, label: 'Não tentei ter relação sexual' };
const FREQ = [
  { value: 5, label: 'Quase sempre ou sempre' },
  { value: 4, label: 'A maioria das vezes (mais que a metade do tempo)' },
  { value: 3, label: 'Algumas vezes (cerca de metade do tempo)' },
  { value: 2, label: 'Poucas vezes (menos que a metade do tempo)' },
  { value: 1, label: 'Quase nunca ou nunca' },
];
const LEVEL = [
  { value: 5, label: 'Muito alto' },
  { value: 4, label: 'Alto' },
  { value: 3, label: 'Moderado' },
  { value: 2, label: 'Baixo' },
  { value: 1, label: 'Muito baixo ou nenhum' },
];
const DIFFICULTY = [
  { value: 1, label: 'Extremamente difícil ou impossível' },
  { value: 2, label: 'Muito difícil' },
  { value: 3, label: 'Difícil' },
  { value: 4, label: 'Pouco difícil' },
  { value: 5, label: 'Nada difícil' },
];
const SATISFACTION = [
  { value: 5, label: 'Muito satisfeita' },
  { value: 4, label: 'Moderadamente satisfeita' },
  { value: 3, label: 'Igualmente satisfeita e insatisfeita' },
  { value: 2, label: 'Moderadamente insatisfeita' },
  { value: 1, label: 'Muito insatisfeita' },
];
const PAIN_FREQ = [
  { value: 1, label: 'Quase sempre ou sempre' },
  { value: 2, label: 'A maioria das vezes (mais que a metade do tempo)' },
  { value: 3, label: 'Algumas vezes (cerca de metade do tempo)' },
  { value: 4, label: 'Poucas vezes (menos que a metade do tempo)' },
  { value: 5, label: 'Quase nunca ou nunca' },
];
const PAIN_LEVEL = [
  { value: 1, label: 'Muito alto' },
  { value: 2, label: 'Alto' },
  { value: 3, label: 'Moderado' },
  { value: 4, label: 'Baixo' },
  { value: 5, label: 'Muito baixo ou nenhum' },
];

export const FSFI_DOMAINS = [
  { id: 'desejo', title: 'Desejo', factor: 0.6, min: 1.2 },
  { id: 'excitacao', title: 'Excitação', factor: 0.3, min: 0 },
  { id: 'lubrificacao', title: 'Lubrificação', factor: 0.3, min: 0 },
  { id: 'orgasmo', title: 'Orgasmo', factor: 0.4, min: 0 },
  { id: 'satisfacao', title: 'Satisfação', factor: 0.4, min: 0.8 },
  { id: 'dor', title: 'Dor', factor: 0.4, min: 0 },
] as const;
export const FSFI_CUTOFF = 26.55;

const item = (n: number, group: string, text: string, options: readonly InstrumentOption[]): ChoiceItem => ({
  id: `q${n}`,
  group,
  text,
  type: 'choice',
  options,
  required: true,
  scored: true,
});

const ITEMS: readonly ChoiceItem[] = [
  item(1, 'desejo', 'Com que frequência você sentiu desejo ou interesse sexual?', FREQ),
  item(2, 'desejo', 'Como você classificaria seu nível de desejo ou interesse sexual?', LEVEL),
  item(3, 'excitacao', 'Com que frequência você se sentiu excitada durante a atividade sexual?', [NO_ACTIVITY, ...FREQ]),
  item(4, 'excitacao', 'Como você classificaria seu nível de excitação sexual durante a atividade sexual?', [
    NO_ACTIVITY,
    ...LEVEL,
  ]),
  item(5, 'excitacao', 'Qual foi seu grau de confiança em ficar excitada durante a atividade sexual?', [
    NO_ACTIVITY,
    { value: 5, label: 'Confiança muito alta' },
    { value: 4, label: 'Confiança alta' },
    { value: 3, label: 'Confiança moderada' },
    { value: 2, label: 'Confiança baixa' },
    { value: 1, label: 'Confiança muito baixa ou nenhuma' },
  ]),
  item(6, 'excitacao', 'Com que frequência você ficou satisfeita com sua excitação durante a atividade sexual?', [
    NO_ACTIVITY,
    ...FREQ,
  ]),
  item(7, 'lubrificacao', 'Com que frequência você ficou lubrificada (molhada) durante a atividade sexual?', [
    NO_ACTIVITY,
    ...FREQ,
  ]),
  item(8, 'lubrificacao', 'Qual foi o grau de dificuldade para ficar lubrificada durante a atividade sexual?', [
    NO_ACTIVITY,
    ...DIFFICULTY,
  ]),
  item(9, 'lubrificacao', 'Com que frequência você manteve a lubrificação até o final da atividade sexual?', [
    NO_ACTIVITY,
    ...FREQ,
  ]),
  item(10, 'lubrificacao', 'Qual foi o grau de dificuldade para manter a lubrificação até o final da atividade sexual?', [
    NO_ACTIVITY,
    ...DIFFICULTY,
  ]),
  item(11, 'orgasmo', 'Quando sexualmente estimulada ou em relação sexual, com que frequência você atingiu o orgasmo?', [
    NO_ACTIVITY,
    ...FREQ,
  ]),
  item(12, 'orgasmo', 'Quando sexualmente estimulada ou em relação sexual, qual foi a dificuldade para atingir o orgasmo?', [
    NO_ACTIVITY,
    ...DIFFICULTY,
  ]),
  item(13, 'orgasmo', 'Qual foi sua satisfação com sua capacidade de atingir o orgasmo durante a atividade sexual?', [
    NO_ACTIVITY,
    ...SATISFACTION,
  ]),
  item(14, 'satisfacao', 'Qual foi sua satisfação com a proximidade emocional com seu parceiro durante a atividade sexual?', [
    NO_ACTIVITY,
    ...SATISFACTION,
  ]),
  item(15, 'satisfacao', 'Qual foi sua satisfação com o relacionamento sexual com seu parceiro?', SATISFACTION),
  item(16, 'satisfacao', 'Qual foi sua satisfação com sua vida sexual em geral?', SATISFACTION),
  item(17, 'dor', 'Com que frequência você sentiu desconforto ou dor durante a penetração vaginal?', [
    NO_ATTEMPT,
    ...PAIN_FREQ,
  ]),
  item(18, 'dor', 'Com que frequência você sentiu desconforto ou dor após a penetração vaginal?', [
    NO_ATTEMPT,
    ...PAIN_FREQ,
  ]),
  item(19, 'dor', 'Como você classificaria seu nível de desconforto ou dor durante ou após a penetração vaginal?', [
    NO_ATTEMPT,
    ...PAIN_LEVEL,
  ]),
];

export const FSFI: Instrument = {
  id: 'fsfi',
  version: 1,
  title: 'FSFI — Índice de Função Sexual Feminina',
  shortTitle: 'FSFI',
  instructions: 'Nas últimas 4 semanas. Atividade sexual inclui carícias, preliminares, masturbação e relação sexual.',
  licensed: true,
  patientReported: true,
  betterWhen: 'higher',
  groups: FSFI_DOMAINS.map(({ id, title }) => ({ id, title })),
  items: ITEMS,
  source:
    'Rosen R et al., J Sex Marital Ther 2000;26:191–208; ponto de corte 26,55: Wiegel M et al., J Sex Marital Ther 2005;31:1–20; versão brasileira: Thiel RRC et al., Rev Bras Ginecol Obstet 2008;30:504–10',
  meaningfulChange: null,
  score: (answers) => {
    const { values, errors } = readAnswers(ITEMS, answers);
    if (errors.length > 0) return { ok: false, errors };
    const components: ScoreComponent[] = FSFI_DOMAINS.map((domain) => ({
      id: domain.id,
      label: domain.title,
      value: roundTo(
        sumOf(
          values,
          ITEMS.filter((i) => i.group === domain.id).map((i) => i.id),
        ) * domain.factor,
        2,
      ),
      min: domain.min,
      max: 6,
    }));
    const total = roundTo(
      components.reduce((sum, c) => sum + c.value, 0),
      2,
    );
    return {
      ok: true,
      score: {
        total,
        min: 2,
        max: 36,
        unit: TEXT.points,
        components,
        interpretation:
          total <= FSFI_CUTOFF
            ? 'Sugere disfunção sexual (≤ 26,55)'
            : 'Acima do ponto de corte de 26,55 (sem disfunção sexual)',
        notes: [],
      },
    };
  },
};
