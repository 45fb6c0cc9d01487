import { describe, expect, it } from 'vitest';

import { FSFI, FSFI_CUTOFF } from './fsfi';
import { ICIQ_OAB, ICIQ_SF, iciqSfBand } from './iciq';
import { INSTRUMENTS, LICENSED_INSTRUMENT_IDS, instrumentById, instrumentDefinition } from './instruments.registry';
import type { Instrument, ScoreResult } from './instruments.types';
import { PAD_TEST_1H, PAD_TEST_STEPS, padTestBand } from './pad-test';
import { PFDI20 } from './pfdi20';
import { WEXNER } from './wexner';

const ok = (result: ScoreResult) => {
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.score;
};
const messages = (result: ScoreResult) => (result.ok ? [] : result.errors.map((e) => e.message));
const all = (instrument: Instrument, value: number) =>
  Object.fromEntries(instrument.items.filter((i) => i.type === 'choice' && i.scored).map((i) => [i.id, value]));

describe('instrument registry', () => {
  it('lists the six instruments with unique alphanumeric item ids and versions', () => {
    expect(INSTRUMENTS.map((i) => i.id)).toEqual(['pfdi20', 'wexner', 'pad_test_1h', 'iciq_sf', 'iciq_oab', 'fsfi']);
    for (const instrument of INSTRUMENTS) {
      const ids = instrument.items.map((i) => i.id);
      expect(new Set(ids).size, instrument.id).toBe(ids.length);
      expect(ids.filter((id) => !/^[a-zA-Z0-9]+$/.test(id)), instrument.id).toEqual([]);
      expect(instrument.version).toBeGreaterThanOrEqual(1);
      expect(instrument.source.length).toBeGreaterThan(20);
    }
    expect(LICENSED_INSTRUMENT_IDS).toEqual(['iciq_sf', 'iciq_oab', 'fsfi']);
    expect(instrumentById('pfdi20')).toBe(PFDI20);
    expect(instrumentById('nada')).toBeUndefined();
  });

  it('gives a serialisable definition without the scoring function', () => {
    const definition = instrumentDefinition(PFDI20);
    expect('score' in definition).toBe(false);
    expect(JSON.parse(JSON.stringify(definition)).items).toHaveLength(20);
    expect(definition.items[0]).toMatchObject({ id: 'popdi1', type: 'choice' });
  });
});

describe('PFDI-20', () => {
  it('scores the worst case 100 per scale, 300 in total, and no symptoms 0', () => {
    const worst = ok(PFDI20.score(all(PFDI20, 4)));
    expect(worst.components.map((c) => [c.id, c.value])).toEqual([
      ['popdi6', 100],
      ['cradi8', 100],
      ['udi6', 100],
    ]);
    expect(worst.total).toBe(300);
    expect(ok(PFDI20.score(all(PFDI20, 0))).total).toBe(0);
  });

  it('takes each scale as the mean of the answered items × 25 (worked example)', () => {
    // UDI-6: 2,3,0,1,0,4 → mean 10/6 × 25 = 41.67; CRADI-8: 1 ×8 → 25; POPDI-6 answered 2 of 6: 4,2 → 75.
    const answers = {
      udi1: 2, udi2: 3, udi3: 0, udi4: 1, udi5: 0, udi6: 4,
      cradi1: 1, cradi2: 1, cradi3: 1, cradi4: 1, cradi5: 1, cradi6: 1, cradi7: 1, cradi8: 1,
      popdi1: 4, popdi2: 2,
    };
    const score = ok(PFDI20.score(answers));
    expect(Object.fromEntries(score.components.map((c) => [c.id, c.value]))).toEqual({
      udi6: 41.67,
      cradi8: 25,
      popdi6: 75,
    });
    expect(score.total).toBe(141.67);
    expect(score.min).toBe(0);
    expect(score.max).toBe(300);
  });

  it('refuses a scale with no answer, an out-of-range answer and an unknown item, in Portuguese', () => {
    const noUdi = { ...all(PFDI20, 1) };
    for (const id of ['udi1', 'udi2', 'udi3', 'udi4', 'udi5', 'udi6']) delete noUdi[id];
    expect(messages(PFDI20.score(noUdi))).toEqual(['Responda ao menos uma pergunta da escala UDI-6 (urinária)']);
    expect(messages(PFDI20.score({ ...all(PFDI20, 1), udi1: 5 }))).toEqual([
      'Resposta inválida: Você costuma urinar com frequência?',
    ]);
    expect(messages(PFDI20.score({ ...all(PFDI20, 1), udi1: '2' }))[0]).toMatch(/^Resposta inválida/);
    expect(messages(PFDI20.score({ ...all(PFDI20, 1), extra: 1 }))).toEqual(['Pergunta desconhecida: extra']);
    expect(messages(PFDI20.score({}))).toHaveLength(3);
  });
});

describe('Wexner', () => {
  it('sums the five items, 0–20', () => {
    expect(ok(WEXNER.score({ solidos: 0, liquidos: 0, gases: 0, absorvente: 0, estiloVida: 0 })).total).toBe(0);
    const worst = ok(WEXNER.score(all(WEXNER, 4)));
    expect(worst.total).toBe(20);
    expect(worst.interpretation).toMatch(/Acima de 10/);
    // Worked example: liquids sometimes (2), gas usually (3), pad always (4), lifestyle rarely (1) → 10.
    const example = ok(WEXNER.score({ solidos: 0, liquidos: 2, gases: 3, absorvente: 4, estiloVida: 1 }));
    expect(example.total).toBe(10);
    expect(example.interpretation).toBeNull();
  });

  it('refuses a missing item', () => {
    expect(messages(WEXNER.score({ solidos: 0, liquidos: 0, gases: 0, absorvente: 0 }))).toEqual([
      'Responda: Alteração do estilo de vida',
    ]);
  });
});

describe('1-hour pad test', () => {
  const steps = Object.fromEntries(PAD_TEST_STEPS.map((s) => [s.id, true]));
  it('classifies the leakage at the band boundaries', () => {
    const leak = (before: number, after: number) => ok(PAD_TEST_1H.score({ ...steps, pesoAntes: before, pesoDepois: after }));
    expect(leak(10, 11.9).interpretation).toBe('Negativo (< 2 g)');
    expect(leak(10, 12).interpretation).toBe('Leve (2–10 g)');
    expect(leak(10, 20).interpretation).toBe('Leve (2–10 g)');
    expect(leak(10, 21).interpretation).toBe('Moderada (11–50 g)');
    expect(leak(10, 60).interpretation).toBe('Moderada (11–50 g)');
    const severe = leak(10, 61);
    expect(severe.interpretation).toBe('Grave (> 50 g)');
    expect(severe.total).toBe(51);
    expect(severe.unit).toBe('g');
    expect(severe.notes).toEqual([]);
    expect(padTestBand(10.5)).toBe('Moderada (11–50 g)');
  });

  it('notes skipped protocol steps, refuses missing weights and a lighter pad after', () => {
    expect(ok(PAD_TEST_1H.score({ pesoAntes: 8.2, pesoDepois: 23.7 }))).toMatchObject({
      total: 15.5,
      notes: ['Protocolo incompleto: 9 passo(s) não marcado(s)'],
    });
    expect(messages(PAD_TEST_1H.score({ pesoAntes: 10 }))).toEqual(['Responda: Peso do absorvente depois (g)']);
    expect(messages(PAD_TEST_1H.score({ pesoAntes: 10, pesoDepois: 9 }))).toEqual([
      'O peso do absorvente depois do teste não pode ser menor que o peso antes',
    ]);
    expect(messages(PAD_TEST_1H.score({ pesoAntes: -1, pesoDepois: 9 }))).toEqual([
      'Peso do absorvente antes (g): informe um número de 0 a 2000 g',
    ]);
    expect(messages(PAD_TEST_1H.score({ pesoAntes: 1, pesoDepois: 9, passo1: 'sim' }))[0]).toMatch(/^Resposta inválida/);
  });
});

describe('ICIQ-SF', () => {
  it('adds Q3 + Q4 + Q5 (0–21), Q6 unscored, with the severity bands', () => {
    expect(ok(ICIQ_SF.score({ q3: 0, q4: 0, q5: 0 })).total).toBe(0);
    expect(ok(ICIQ_SF.score({ q3: 5, q4: 6, q5: 10, q6: ['tempoTodo'] }))).toMatchObject({
      total: 21,
      interpretation: 'Muito grave (19–21)',
    });
    // Worked example: leaks 2–3×/week (2), small amount (2), interference 3 → 7, moderada.
    expect(ok(ICIQ_SF.score({ q3: 2, q4: 2, q5: 3, q6: ['tosse', 'atividade'] }))).toMatchObject({
      total: 7,
      interpretation: 'Moderada (6–12)',
    });
    expect([1, 5, 6, 12, 13, 18, 19].map(iciqSfBand)).toEqual([
      'Leve (1–5)',
      'Leve (1–5)',
      'Moderada (6–12)',
      'Moderada (6–12)',
      'Grave (13–18)',
      'Grave (13–18)',
      'Muito grave (19–21)',
    ]);
  });

  it('refuses a missing scored answer, Q4 = 1 (only 0/2/4/6) and an unknown Q6 choice', () => {
    expect(messages(ICIQ_SF.score({ q3: 1, q4: 2 }))).toEqual([
      'Responda: Em geral, quanto perder urina interfere em sua vida diária?',
    ]);
    expect(messages(ICIQ_SF.score({ q3: 1, q4: 1, q5: 0 }))[0]).toMatch(/^Resposta inválida: Gostaríamos/);
    expect(messages(ICIQ_SF.score({ q3: 1, q4: 2, q5: 0, q6: ['voando'] }))[0]).toMatch(/^Resposta inválida: Quando/);
  });
});

describe('ICIQ-OAB', () => {
  it('adds the four scored items (0–16), not the bother items', () => {
    expect(ok(ICIQ_OAB.score({ q3a: 0, q4a: 0, q5a: 0, q6a: 0 })).total).toBe(0);
    expect(ok(ICIQ_OAB.score({ q3a: 4, q4a: 4, q5a: 4, q6a: 4, q3b: 10, q4b: 10, q5b: 10, q6b: 10 })).total).toBe(16);
    expect(ok(ICIQ_OAB.score({ q3a: 1, q4a: 2, q5a: 3, q6a: 0, q3b: 7 })).total).toBe(6);
  });
  it('refuses a missing scored item', () => {
    expect(messages(ICIQ_OAB.score({ q3a: 1, q4a: 2, q5a: 3 }))).toEqual([
      'Responda: Você perde urina antes de chegar ao banheiro?',
    ]);
  });
});

describe('FSFI', () => {
  const answers = (values: number[]) => Object.fromEntries(values.map((v, i) => [`q${i + 1}`, v]));
  it('scores the published range 2.0–36.0', () => {
    const best = ok(FSFI.score(answers(Array(19).fill(5))));
    expect(best.total).toBe(36);
    expect(best.components.every((c) => c.value === 6)).toBe(true);
    // Lowest: desire items 1, satisfaction 15–16 at 1, every other item 0.
    const lowest = answers([1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0]);
    const worst = ok(FSFI.score(lowest));
    expect(Object.fromEntries(worst.components.map((c) => [c.id, c.value]))).toEqual({
      desejo: 1.2,
      excitacao: 0,
      lubrificacao: 0,
      orgasmo: 0,
      satisfacao: 0.8,
      dor: 0,
    });
    expect(worst.total).toBe(2);
  });

  it('applies each factor and shows the 26.55 cut-off on both sides (worked example)', () => {
    // desejo (4+4)×0.6 = 4.8; excitação (4+4+4+4)×0.3 = 4.8; lubrificação (5+5+5+5)×0.3 = 6;
    // orgasmo (3+3+3)×0.4 = 3.6; satisfação (4+4+4)×0.4 = 4.8; dor (3+3+3)×0.4 = 3.6 → 27.6.
    const score = ok(FSFI.score(answers([4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 3, 3, 3, 4, 4, 4, 3, 3, 3])));
    expect(score.components.map((c) => c.value)).toEqual([4.8, 4.8, 6, 3.6, 4.8, 3.6]);
    expect(score.total).toBe(27.6);
    expect(score.interpretation).toBe('Acima do ponto de corte de 26,55 (sem disfunção sexual)');
    // One point less in desire (−0.6) and one less in each of two pain items (−0.8) → 26.2, at or below the cut-off.
    const lower = ok(FSFI.score(answers([3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 3, 3, 3, 4, 4, 4, 2, 2, 3])));
    expect(lower.total).toBe(26.2);
    expect(lower.total).toBeLessThanOrEqual(FSFI_CUTOFF);
    expect(lower.interpretation).toBe('Sugere disfunção sexual (≤ 26,55)');
  });

  it('refuses a missing item and 0 where the item has no "sem atividade" option', () => {
    const missing = answers(Array(18).fill(5));
    expect(messages(FSFI.score(missing))).toEqual(['Responda: Como você classificaria seu nível de desconforto ou dor durante ou após a penetração vaginal?']);
    expect(messages(FSFI.score({ ...answers(Array(19).fill(5)), q1: 0 }))[0]).toMatch(/^Resposta inválida: Com que frequência você sentiu desejo/);
  });
});
