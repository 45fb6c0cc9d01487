import { describe, expect, it } from 'vitest';

import { classifyEfficiency, leadConversionRate } from './efficiency';
import {
  countByOrigin,
  countLeadsByKeyword,
  estimatedKeywordCost,
  hasFbMarker,
  keywordsInText,
  leadMatchedKeywords,
} from './keyword-matching';
import { DEFAULT_REPORT_KEYWORDS, ZReportKeywordInput, normalizeKeywordText } from './keywords';

const dict = ['ENDOMETRIOSE', 'INCONTINÊNCIA', 'DOR PÉLVICA', 'PÓS-PARTO', 'DIÁSTASE'];

describe('keyword matching', () => {
  it('normalizes case, accents and punctuation', () => {
    expect(normalizeKeywordText('  Pós-parto / Diástase ')).toBe('POS PARTO DIASTASE');
  });

  it('finds dictionary keywords in campaign names whatever the case and accents', () => {
    expect(keywordsInText('[FB] Campanha endometriose + incontinencia - Nov', dict)).toEqual(['ENDOMETRIOSE', 'INCONTINÊNCIA']);
    expect(keywordsInText('Leads Pos Parto e DIASTASE', dict)).toEqual(['PÓS-PARTO', 'DIÁSTASE']);
    expect(keywordsInText('Campanha institucional', dict)).toEqual([]);
  });

  it('counts a lead only when its origin has a keyword AND the FB marker', () => {
    expect(hasFbMarker('fb - endometriose')).toBe(true);
    expect(hasFbMarker('Facebook endometriose')).toBe(false);
    expect(leadMatchedKeywords('FB Endometriose', dict)).toEqual(['ENDOMETRIOSE']);
    expect(leadMatchedKeywords('Instagram endometriose', dict)).toEqual([]);
    expect(leadMatchedKeywords('FB indicação', dict)).toEqual([]);
    expect(leadMatchedKeywords('FB_dor pélvica e pós-parto', dict)).toEqual(['DOR PÉLVICA', 'PÓS-PARTO']);
  });

  it('counts leads per keyword and per origin', () => {
    const origins = ['FB Endometriose', 'fb endometriose', 'Google endometriose', 'FB diastase'];
    expect(countLeadsByKeyword(origins, ['ENDOMETRIOSE', 'DIÁSTASE', 'PROLAPSO'])).toEqual({
      ENDOMETRIOSE: 2,
      DIÁSTASE: 1,
      PROLAPSO: 0,
    });
    expect(countByOrigin(['A', 'B', 'A'])).toEqual({ A: 2, B: 1 });
  });

  it('estimates a keyword cost from the overall cost per lead, 0 without leads', () => {
    expect(estimatedKeywordCost(3, 300, 10)).toBe(90);
    expect(estimatedKeywordCost(3, 300, 0)).toBe(0);
  });

  it('starts the dictionary with the clinic dysfunctions and validates what admins add', () => {
    expect(DEFAULT_REPORT_KEYWORDS).toContain('ENDOMETRIOSE');
    expect(DEFAULT_REPORT_KEYWORDS).toContain('VAGINISMO');
    expect(ZReportKeywordInput.parse({ keyword: '  assoalho   pélvico ' })).toEqual({ keyword: 'ASSOALHO PÉLVICO' });
    expect(ZReportKeywordInput.safeParse({ keyword: ' fb ' }).success).toBe(false);
    expect(ZReportKeywordInput.safeParse({ keyword: '   ' }).success).toBe(false);
  });
});

describe('efficiency and conversion', () => {
  it('classifies against the clinic average with the thresholds of one place', () => {
    expect(classifyEfficiency(40, 50)).toBe('Alta');
    expect(classifyEfficiency(60, 50)).toBe('Média');
    expect(classifyEfficiency(61, 50)).toBe('Baixa');
    expect(classifyEfficiency(null, 50)).toBe('Baixa');
    expect(classifyEfficiency(30, null)).toBe('Alta'); // fallback average R$ 50
  });

  it('converted ÷ matched × 100, 0 without matches', () => {
    expect(leadConversionRate(1, 4)).toBe(25);
    expect(leadConversionRate(0, 0)).toBe(0);
  });
});
