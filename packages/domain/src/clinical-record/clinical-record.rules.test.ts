import { describe, expect, it } from 'vitest';

import { ZCreateRecordEntryInput } from './clinical-record.schemas';
import { canonicalJson, perineometryBand, recordContentSchema } from './clinical-record.rules';
import { EVOLUTION_V1, PELVIC_ASSESSMENT_V1, RECORD_TEMPLATES, templateQuestions } from './clinical-record.templates';
import { DYSFUNCTIONS } from '../patients/patients.constants';
import { EXAMPLE_ASSESSMENT as FULL_ASSESSMENT } from './clinical-record.examples';

const assessment = recordContentSchema(PELVIC_ASSESSMENT_V1);
const evolution = recordContentSchema(EVOLUTION_V1);

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('record templates', () => {
  it('have unique question ids per template and the 31 dysfunctions of spec §9', () => {
    for (const template of RECORD_TEMPLATES) {
      const ids = templateQuestions(template).map((q) => q.id);
      expect(new Set(ids).size, template.id).toBe(ids.length);
      // Answers are jsonb keys read back through Kysely's CamelCasePlugin: an underscore would be renamed.
      expect(ids.filter((id) => !/^[a-zA-Z0-9]+$/.test(id)), template.id).toEqual([]);
    }
    const dysfunctions = templateQuestions(PELVIC_ASSESSMENT_V1).find((q) => q.id === 'dysfunctions');
    expect(dysfunctions?.type === 'multipleChoice' && dysfunctions.choices.map((c) => c.id)).toEqual([...DYSFUNCTIONS]);
    expect(DYSFUNCTIONS).toHaveLength(31);
  });

  it('accept a full valid assessment, and an empty draft', () => {
    expect(assessment.parse(FULL_ASSESSMENT)).toEqual(FULL_ASSESSMENT);
    expect(assessment.parse({ answers: {} })).toEqual({ answers: {} });
  });

  it('drop unanswered questions (null, blank text) and repeated choices', () => {
    const parsed = assessment.parse({
      answers: { hma: '  ', chiefComplaint: null, dysfunctions: ['Prolapso', 'Prolapso'], perfect: { power: 3, endurance: null } },
    });
    expect(parsed).toEqual({ answers: { dysfunctions: ['Prolapso'], perfect: { power: 3 } } });
  });

  it.each([
    [{ perfect: { power: 6 } }, 'answers.perfect.power: P — Força (Oxford modificada): deve estar entre 0 e 5'],
    [{ perfect: { power: 2.5 } }, 'answers.perfect.power: P — Força (Oxford modificada): deve ser um número inteiro'],
    [{ perfect: { endurance: -1 } }, 'answers.perfect.endurance: E — Sustentação: deve estar entre 0 e 120 s'],
    [{ perfect: { force: 1 } }, 'answers.perfect: PERFECT: campo desconhecido: force'],
    [{ bloodType: 'A+' }, 'answers: Pergunta desconhecida: bloodType'],
    [{ tcle: 'sim' }, 'answers.tcle: TCLE assinado para o exame intracavitário: responda sim ou não'],
    [{ nocturia: '2' }, 'answers.nocturia: Noctúria: informe um número'],
    [{ padsPerDay: -1 }, 'answers.padsPerDay: Absorventes por dia: deve estar entre 0 e 30 por dia'],
    [{ perineometry: 250 }, 'answers.perineometry: Perineometria: deve estar entre 0 e 200 cmH₂O'],
    [{ urinaryIncontinence: 'total' }, 'answers.urinaryIncontinence: Incontinência urinária: opção inválida'],
    [{ dysfunctions: ['Gripe'] }, 'answers.dysfunctions.0: Disfunções: opção inválida'],
    [{ dysfunctions: 'Prolapso' }, 'answers.dysfunctions: Disfunções: esperada uma lista de opções'],
    [{ tcleDate: '20/11/2026' }, 'answers.tcleDate: Data do TCLE: data inválida (use aaaa-mm-dd)'],
    [{ hma: 42 }, 'answers.hma: História da moléstia atual (HMA): esperado texto'],
    [{ sessionsPerWeek: 0 }, 'answers.sessionsPerWeek: Sessões por semana: deve estar entre 1 e 7 por semana'],
  ])('refuse %j with a message naming the field', (answers, message) => {
    expect(messages(assessment.safeParse({ answers }))).toEqual([message]);
  });

  it('refuse content that is not { answers }', () => {
    expect(assessment.safeParse({ hma: 'x' }).success).toBe(false);
    expect(assessment.safeParse('texto').success).toBe(false);
  });

  it('evolution: accepts its questions with an optional PERFECT, refuses the assessment’s', () => {
    expect(evolution.parse({ answers: { subjective: 'Melhorou', perfect: { power: 3 } } })).toEqual({
      answers: { subjective: 'Melhorou', perfect: { power: 3 } },
    });
    expect(messages(evolution.safeParse({ answers: { diagnosis: 'x' } }))).toEqual(['answers: Pergunta desconhecida: diagnosis']);
  });

  it('the create input checks the content against the template and the template against the kind', () => {
    const ok = ZCreateRecordEntryInput.safeParse({ id: 1, kind: 'avaliacao', templateId: 'pelvic-assessment', content: FULL_ASSESSMENT });
    expect(ok.success).toBe(true);
    expect(
      messages(ZCreateRecordEntryInput.safeParse({ id: 1, kind: 'evolucao', templateId: 'pelvic-assessment', content: { answers: {} } })),
    ).toEqual(['templateId: Este modelo não corresponde ao tipo do registro']);
    expect(
      messages(
        ZCreateRecordEntryInput.safeParse({ id: 1, kind: 'avaliacao', templateId: 'pelvic-assessment', content: { answers: { perfect: { power: 7 } } } }),
      ),
    ).toEqual(['content.answers.perfect.power: P — Força (Oxford modificada): deve estar entre 0 e 5']);
  });
});

describe('perineometryBand', () => {
  it.each([
    [7.5, 'muito fraca'],
    [14.5, 'muito fraca'],
    [14.6, 'fraca'],
    [26.5, 'fraca'],
    [26.6, 'moderada'],
    [41.5, 'moderada'],
    [41.6, 'boa'],
    [60.5, 'boa'],
    [60.6, 'forte'],
  ])('%s cmH₂O is %s', (value, band) => {
    expect(perineometryBand(value)).toBe(band);
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every level, so key order never changes the hash', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: 'é' } })).toBe('{"a":{"c":"é","d":[1,{"x":1,"y":2}]},"b":1}');
    expect(canonicalJson({ answers: { b: 1, a: 2 } })).toBe(canonicalJson({ answers: { a: 2, b: 1 } }));
  });
});
