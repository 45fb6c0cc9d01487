import { describe, expect, it } from 'vitest';

import {
  LEAD_IMPORT_DATE_INVALID,
  checkImportRow,
  describeLeadImport,
  excelSerialToIsoDate,
  findImportDuplicates,
  guessImportColumns,
  isBlankImportRow,
  normalizeHeader,
  normalizeImportWhatsapp,
  parseImportDate,
} from './leads.import';
import { LEAD_IMPORT_MAX_ROWS, ZLeadImportCheckInput, ZLeadImportInput } from './leads.import.schemas';

describe('import: header guessing', () => {
  it('folds case, accents and punctuation', () => {
    expect(normalizeHeader('  Data  Conversão ')).toBe('data conversao');
    expect(normalizeHeader('WHATSAPP*')).toBe('whatsapp');
    expect(normalizeHeader(undefined)).toBe('');
  });

  it("maps the export's own columns (Data Origem, never Data Conversão)", () => {
    expect(guessImportColumns(['Nome', 'WhatsApp', 'Origem', 'Data Origem', 'Status', 'Data Conversão'])).toEqual({
      name: 0,
      whatsapp: 1,
      origin: 2,
      date: 3,
    });
    expect(guessImportColumns(['Data Conversão', 'Data Origem']).date).toBe(1);
  });

  it('finds telefone/celular, any order and spelling', () => {
    expect(guessImportColumns(['data', 'ORIGEM', 'Celular', 'nome'])).toEqual({ name: 3, whatsapp: 2, origin: 1, date: 0 });
    expect(guessImportColumns(['Nome completo', 'Telefone', 'Fonte', 'Data de entrada'])).toEqual({
      name: 0,
      whatsapp: 1,
      origin: 2,
      date: 3,
    });
    expect(guessImportColumns(['Número do WhatsApp', 'Canal']).whatsapp).toBe(0);
  });

  it('prefers an exact header, uses each column once and leaves unknown fields unmapped', () => {
    expect(guessImportColumns(['Telefone', 'WhatsApp']).whatsapp).toBe(1);
    expect(guessImportColumns(['Coluna A', 'x', ''])).toEqual({ name: null, whatsapp: null, origin: null, date: null });
  });
});

describe('import: dates', () => {
  it('reads dd/MM/yyyy, yyyy-MM-dd and Excel serials', () => {
    expect(parseImportDate('10/05/2026')).toBe('2026-05-10');
    expect(parseImportDate(' 1/5/2026 ')).toBe('2026-05-01');
    expect(parseImportDate('10-05-2026')).toBe('2026-05-10');
    expect(parseImportDate('10.05.2026 14:30')).toBe('2026-05-10');
    expect(parseImportDate('2026-05-10')).toBe('2026-05-10');
    expect(parseImportDate('2026-05-10T12:00:00.000Z')).toBe('2026-05-10');
    expect(parseImportDate('2026-5-1')).toBe('2026-05-01');
    expect(parseImportDate(46152)).toBe('2026-05-10');
    expect(parseImportDate(46152.75)).toBe('2026-05-10');
    expect(excelSerialToIsoDate(1)).toBe('1899-12-31');
    expect(excelSerialToIsoDate(61)).toBe('1900-03-01');
  });

  it('keeps what it cannot read, for the validation to refuse', () => {
    expect(parseImportDate('31/02/2026')).toBe('31/02/2026');
    expect(parseImportDate('ontem')).toBe('ontem');
    expect(parseImportDate(-3)).toBe('-3');
    expect(parseImportDate(null)).toBe('');
    expect(parseImportDate('')).toBe('');
  });
});

describe('import: WhatsApp', () => {
  it('formats 10 or 11 digits, typed any way', () => {
    expect(normalizeImportWhatsapp('11987654321')).toBe('(11) 98765-4321');
    expect(normalizeImportWhatsapp(11987654321)).toBe('(11) 98765-4321');
    expect(normalizeImportWhatsapp('1134567890')).toBe('(11) 3456-7890');
    expect(normalizeImportWhatsapp('11 98765 4321')).toBe('(11) 98765-4321');
    expect(normalizeImportWhatsapp('+55 (11) 98765-4321')).toBe('(11) 98765-4321');
    expect(normalizeImportWhatsapp('5511987654321')).toBe('(11) 98765-4321');
    expect(normalizeImportWhatsapp('(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(normalizeImportWhatsapp(' (21) 3456-7890 ')).toBe('(21) 3456-7890');
  });

  it('leaves other values as typed', () => {
    expect(normalizeImportWhatsapp('987654321')).toBe('987654321');
    expect(normalizeImportWhatsapp('119876543210')).toBe('119876543210');
    expect(normalizeImportWhatsapp('11 98765-4321 ramal 2')).toBe('11 98765-4321 ramal 2');
    expect(normalizeImportWhatsapp(undefined)).toBe('');
  });
});

describe('import: rows', () => {
  const good = { name: ' Ana Souza ', whatsapp: '11987654321', origin: 'instagram', date: '10/05/2026' };

  it('passes a good row normalised, with the §5 rules', () => {
    expect(checkImportRow(good)).toEqual({
      ok: true,
      values: { name: 'Ana Souza', whatsapp: '(11) 98765-4321', origin: 'instagram', date: '2026-05-10' },
    });
    expect(checkImportRow({ ...good, name: 123 })).toMatchObject({ ok: true, values: { name: '123' } });
  });

  it('answers every problem of a row in Portuguese', () => {
    expect(checkImportRow({ whatsapp: '123', date: '31/02/2026' })).toEqual({
      ok: false,
      errors: [
        { field: 'name', message: 'Nome é obrigatório' },
        { field: 'whatsapp', message: 'Formato inválido. Use: (xx) xxxxx-xxxx' },
        { field: 'origin', message: 'Origem é obrigatória' },
        { field: 'date', message: LEAD_IMPORT_DATE_INVALID },
      ],
    });
    expect(checkImportRow({ ...good, whatsapp: '', date: null })).toEqual({
      ok: false,
      errors: [
        { field: 'whatsapp', message: 'WhatsApp é obrigatório' },
        { field: 'date', message: 'Data é obrigatória' },
      ],
    });
    expect(checkImportRow({ ...good, origin: 'x'.repeat(501) })).toMatchObject({ ok: false, errors: [{ message: 'Máximo de 500 caracteres' }] });
  });

  it('knows a blank line', () => {
    expect(isBlankImportRow({ name: ' ', whatsapp: null, origin: '' })).toBe(true);
    expect(isBlankImportRow({ date: 0 })).toBe(false);
  });

  it('flags duplicates against stored leads and earlier rows, by digits', () => {
    const existing = new Set(['11987654321']);
    expect(
      findImportDuplicates(['(11) 98765-4321', '(21) 3456-7890', null, '(21) 3456-7890', '(31) 99999-0000'], existing),
    ).toEqual(['existing', null, null, 'file', null]);
  });

  it('describes the import for the log and the toast', () => {
    expect(describeLeadImport(120, 3, true)).toBe('Importou 120 leads (3 duplicados ignorados)');
    expect(describeLeadImport(1, 1, false)).toBe('Importou 1 lead (1 duplicado incluído)');
    expect(describeLeadImport(5000, 0, true)).toBe('Importou 5.000 leads');
  });
});

describe('import: request schemas', () => {
  const row = { name: 'Ana', whatsapp: '11987654321', origin: 'instagram', date: '2026-05-10' };

  it('normalises valid rows and skips duplicates by default', () => {
    expect(ZLeadImportInput.parse({ rows: [row] })).toEqual({
      rows: [{ name: 'Ana', whatsapp: '(11) 98765-4321', origin: 'instagram', date: '2026-05-10' }],
      skipDuplicates: true,
    });
  });

  it('refuses the whole import naming the bad rows and their reasons', () => {
    const result = ZLeadImportInput.safeParse({ rows: [row, { ...row, whatsapp: '123' }, row, { ...row, name: '', date: 'x' }] });
    expect(result.success).toBe(false);
    const issues = result.error!.issues;
    expect(issues[0]!.message).toBe(
      '2 linhas inválidas; nada foi importado. Linha 2: WhatsApp: Formato inválido. Use: (xx) xxxxx-xxxx; ' +
        `Linha 4: Nome: Nome é obrigatório, Data: ${LEAD_IMPORT_DATE_INVALID}.`,
    );
    expect(issues.slice(1).map((i) => [i.path.join('.'), i.message])).toEqual([
      ['rows.1.whatsapp', 'Linha 2: WhatsApp: Formato inválido. Use: (xx) xxxxx-xxxx'],
      ['rows.3.name', 'Linha 4: Nome: Nome é obrigatório'],
      ['rows.3.date', `Linha 4: Data: ${LEAD_IMPORT_DATE_INVALID}`],
    ]);
  });

  it('limits the rows and the cell types', () => {
    const many = ZLeadImportCheckInput.safeParse({ rows: Array.from({ length: LEAD_IMPORT_MAX_ROWS + 1 }, () => row) });
    expect(many.error?.issues[0]?.message).toBe('Máximo de 5.000 linhas por importação. Divida o arquivo.');
    expect(ZLeadImportCheckInput.safeParse({ rows: [] }).error?.issues[0]?.message).toBe('Nenhuma linha para importar');
    expect(ZLeadImportCheckInput.safeParse({}).error?.issues[0]?.message).toBe('Envie as linhas da planilha em "rows"');
    expect(ZLeadImportCheckInput.safeParse({ rows: [{ name: {} }] }).error?.issues[0]).toMatchObject({
      path: ['rows', 0, 'name'],
      message: 'Valor inválido: use texto ou número',
    });
    expect(ZLeadImportInput.safeParse({ rows: [row], skipDuplicates: 'no' }).success).toBe(false);
    expect(ZLeadImportInput.parse({ rows: [row], skipDuplicates: 'false' }).skipDuplicates).toBe(false);
    expect(ZLeadImportInput.parse({ rows: [row], skipDuplicates: false }).skipDuplicates).toBe(false);
  });
});
