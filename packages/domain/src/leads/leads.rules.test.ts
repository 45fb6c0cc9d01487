import { describe, expect, it } from 'vitest';

import { LEAD_ORIGINS, LEAD_ORIGIN_COLORS, LEAD_ORIGIN_SUGGESTIONS } from './leads.constants';
import {
  conversionRate,
  formatConversionRate,
  leadOriginColor,
  leadToPatient,
  splitLeadName,
  truncateOrigin,
} from './leads.rules';
import { whatsappLink } from '../common/phone';

describe('lead rules', () => {
  it('maps a lead to the patient of spec §3, field by field', () => {
    expect(
      leadToPatient({ name: '  Maria  da Silva Souza ', whatsapp: '(11) 98765-4321', origin: 'FB ENDOMETRIOSE', date: '2026-03-02' }, '2026-05-10'),
    ).toEqual({
      firstName: 'Maria',
      lastName: 'da Silva Souza',
      phone: '(11) 98765-4321',
      email: null,
      address: null,
      origin: 'FB ENDOMETRIOSE',
      birthDate: '2026-05-10',
      profession: null,
      maritalStatus: 'single',
      status: 'Ativo',
      dysfunctions: [],
      originDate: '2026-03-02',
      conversionDate: '2026-05-10',
    });
  });

  it('one word repeats as the last name; no name becomes Lead Lead', () => {
    expect(splitLeadName('Joana')).toEqual({ firstName: 'Joana', lastName: 'Joana' });
    expect(splitLeadName('   ')).toEqual({ firstName: 'Lead', lastName: 'Lead' });
    expect(splitLeadName('')).toEqual({ firstName: 'Lead', lastName: 'Lead' });
    expect(splitLeadName(null)).toEqual({ firstName: 'Lead', lastName: 'Lead' });
    expect(splitLeadName(`${'a'.repeat(150)} b`).firstName).toHaveLength(100);
  });

  it('keeps the patient origin within its 200 characters', () => {
    expect(leadToPatient({ name: 'A', whatsapp: '(11) 8765-4321', origin: 'x'.repeat(500), date: '2026-01-01' }, '2026-01-02').origin).toHaveLength(200);
  });

  it('rates conversions with one decimal, 0 with no leads', () => {
    expect(conversionRate(0, 0)).toBe(0);
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(2, 3)).toBe(66.7);
    expect(conversionRate(3, 3)).toBe(100);
    expect(formatConversionRate(0)).toBe('0,0%');
    expect(formatConversionRate(33.3)).toBe('33,3%');
  });

  it('links to the chat, truncates and colours origins', () => {
    expect(whatsappLink('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(truncateOrigin('x'.repeat(30))).toBe('x'.repeat(30));
    expect(truncateOrigin('x'.repeat(31))).toBe(`${'x'.repeat(30)}...`);
    expect(leadOriginColor('Instagram')).toBe('pink');
    expect(leadOriginColor('FB ENDOMETRIOSE')).toBe('gray');
  });

  it('suggests the origins spelled with their accents, each with its badge colour (issue 20, point 16)', () => {
    expect(LEAD_ORIGIN_SUGGESTIONS).toEqual(['Referência', 'Internet', 'Indicação', 'Instagram', 'Facebook', 'Google', 'Outros']);
    expect(LEAD_ORIGIN_SUGGESTIONS.map(leadOriginColor)).toEqual(LEAD_ORIGINS.map((origin) => LEAD_ORIGIN_COLORS[origin]));
    expect(leadOriginColor(' indicação ')).toBe('green');
    expect(leadOriginColor('indicacao')).toBe('green');
  });
});
