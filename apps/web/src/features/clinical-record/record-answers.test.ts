import { EVOLUTION_V1, EXAMPLE_ASSESSMENT, PELVIC_ASSESSMENT_V1, templateQuestions } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { answerText, answeredSections, formErrorsFromServer, recordContentOf, recordFormValues, validateRecordForm } from './record-answers';

describe('the record form values', () => {
  it('round-trips a complete assessment: content → form → content', () => {
    const values = recordFormValues(PELVIC_ASSESSMENT_V1, EXAMPLE_ASSESSMENT);
    expect(recordContentOf(PELVIC_ASSESSMENT_V1, values)).toEqual(EXAMPLE_ASSESSMENT);
    expect(validateRecordForm(PELVIC_ASSESSMENT_V1, values)).toEqual({});
  });

  it('starts with every question empty and sends nothing for them', () => {
    const values = recordFormValues(EVOLUTION_V1, null);
    expect(Object.keys(values.answers)).toEqual(templateQuestions(EVOLUTION_V1).map((q) => q.id));
    expect(recordContentOf(EVOLUTION_V1, values)).toEqual({ answers: {} });
  });

  it("puts the domain's messages under the PERFECT part that is wrong", () => {
    const values = recordFormValues(EVOLUTION_V1, null);
    values.answers.perfect = { power: null, endurance: -2, repetitions: '', fast: 3.5, ect: null };
    const errors = validateRecordForm(EVOLUTION_V1, values);
    expect(Object.keys(errors).sort()).toEqual(['answers.perfect.endurance', 'answers.perfect.fast']);
    expect(errors['answers.perfect.fast']).toMatch(/inteiro/);
  });

  it("reads the server's field errors as form paths", () => {
    expect(formErrorsFromServer({ 'content.answers.perfect.power': 'x', reason: 'y' })).toEqual({ 'answers.perfect.power': 'x' });
  });
});

describe('answers as the record shows them', () => {
  const question = (id: string) => templateQuestions(PELVIC_ASSESSMENT_V1).find((q) => q.id === id)!;

  it('shows yes/no, choices, dates, units, the perineometry band and PERFECT in words', () => {
    expect(answerText(question('tcle'), true)).toBe('Sim');
    expect(answerText(question('urinaryIncontinence'), 'esforco')).toBe('De esforço');
    expect(answerText(question('tcleDate'), '2026-11-20')).toBe('20/11/2026');
    expect(answerText(question('perineometry'), 22.4)).toBe('22,4 cmH₂O (Classificação: fraca)');
    expect(answerText(question('perfect'), { power: 2, endurance: 4, repetitions: 5, fast: 8, ect: true })).toBe('P 2 · E 4 s · R 5 · F 8 · ECT Sim');
  });

  it('leaves out unanswered questions and empty sections', () => {
    const sections = answeredSections(PELVIC_ASSESSMENT_V1, { answers: { diagnosis: 'IUE' } });
    expect(sections).toEqual([{ id: 'diagnostico', title: 'Diagnóstico fisioterapêutico', rows: [{ id: 'diagnosis', label: 'Diagnóstico fisioterapêutico', value: 'IUE', long: true }] }]);
  });
});
