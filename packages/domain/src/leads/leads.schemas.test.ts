import { describe, expect, it } from 'vitest';

import { ZLeadInput, ZLeadListQuery, ZLeadUpdate } from './leads.schemas';

const valid = { name: ' Ana Souza ', whatsapp: '(11) 98765-4321', origin: ' instagram ', date: '2026-05-10' };
const issue = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) => result.error?.issues[0];

describe('lead input', () => {
  it('trims and keeps a calendar day', () => {
    expect(ZLeadInput.parse(valid)).toEqual({ name: 'Ana Souza', whatsapp: '(11) 98765-4321', origin: 'instagram', date: '2026-05-10' });
    expect(ZLeadInput.parse({ ...valid, whatsapp: '(11) 8765-4321' }).whatsapp).toBe('(11) 8765-4321');
    expect(ZLeadInput.parse({ ...valid, date: '2026-05-10T12:00:00.000Z' }).date).toBe('2026-05-10');
  });

  it('answers the §5 messages, one per field', () => {
    const cases: [string, unknown, string][] = [
      ['date', '', 'Data é obrigatória'],
      ['date', undefined, 'Data é obrigatória'],
      ['date', '2026-02-30', 'Data inválida (use aaaa-mm-dd)'],
      ['date', '10/05/2026', 'Data inválida (use aaaa-mm-dd)'],
      ['whatsapp', '', 'WhatsApp é obrigatório'],
      ['whatsapp', undefined, 'WhatsApp é obrigatório'],
      ['whatsapp', '11987654321', 'Formato inválido. Use: (xx) xxxxx-xxxx'],
      ['whatsapp', '(11) 987-4321', 'Formato inválido. Use: (xx) xxxxx-xxxx'],
      ['whatsapp', '(11) 987654-4321', 'Formato inválido. Use: (xx) xxxxx-xxxx'],
      ['whatsapp', 'x'.repeat(21), 'Máximo de 20 caracteres'],
      ['name', ' ', 'Nome é obrigatório'],
      ['name', 'x'.repeat(201), 'Máximo de 200 caracteres'],
      ['origin', '', 'Origem é obrigatória'],
      ['origin', 'x'.repeat(501), 'Máximo de 500 caracteres'],
      ['name', 'A\u0000B', 'Caractere inválido'],
    ];
    for (const [field, value, message] of cases) {
      const result = ZLeadInput.safeParse({ ...valid, [field]: value });
      expect([field, value, issue(result)?.path[0], issue(result)?.message]).toEqual([field, value, field, message]);
      expect(result.error?.issues).toHaveLength(1);
    }
    expect(ZLeadInput.safeParse({ ...valid, origin: 'x'.repeat(500) }).success).toBe(true);
  });

  it('updates only what is sent', () => {
    expect(ZLeadUpdate.parse({})).toEqual({});
    expect(ZLeadUpdate.parse({ origin: ' google ', status: 'CONVERTIDO' })).toEqual({ origin: 'google' });
  });
});

describe('lead list query', () => {
  it('reads query strings; empty means no filter', () => {
    expect(ZLeadListQuery.parse({ search: '  ', startDate: '', endDate: '2026-05-10', limit: '20', offset: '0' })).toEqual({
      endDate: '2026-05-10',
      limit: 20,
      offset: 0,
    });
    expect(ZLeadListQuery.safeParse({ startDate: '2026-13-01' }).success).toBe(false);
    expect(ZLeadListQuery.safeParse({ limit: '201' }).success).toBe(false);
  });
});
