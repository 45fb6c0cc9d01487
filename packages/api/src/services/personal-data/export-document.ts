import { DATA_MAP, PERSONAL_DATA_TEXT, type TableSpec } from '@clinic/domain';

/** The holder's data as exported: one list of rows per table of the data map that reaches her. */
export interface ExportDocument {
  geradoEm: string;
  titular: { id: number; nome: string };
  tabelas: Record<string, { descricao: string; finalidade: string; baseLegal: string; retencao: string; linhas: Record<string, unknown>[] }>;
}

/** JSON values of the rows: dates as ISO text, big numbers as text, bytes as base64. */
export function exportReplacer(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value, exportReplacer, 1);
  return String(value);
}

/** The readable copy: one section per table, each row a table of field → value. */
export function exportHtml(document: ExportDocument): string {
  const title = PERSONAL_DATA_TEXT.exportHtmlTitle(document.titular.nome);
  const sections = Object.entries(document.tabelas).map(([table, section]) => {
    const rows = section.linhas.length
      ? section.linhas
          .map(
            (row, i) =>
              `<table><caption>${escapeHtml(section.descricao)} — ${i + 1}</caption><tbody>${Object.entries(row)
                .map(([field, value]) => `<tr><th scope="row">${escapeHtml(field)}</th><td>${escapeHtml(cell(value))}</td></tr>`)
                .join('')}</tbody></table>`,
          )
          .join('')
      : '<p>Nenhum registro.</p>';
    return (
      `<section id="${escapeHtml(table)}"><h2>${escapeHtml(section.descricao)}</h2>` +
      `<p><strong>Finalidade:</strong> ${escapeHtml(section.finalidade)}<br><strong>Base legal:</strong> ${escapeHtml(section.baseLegal)}<br>` +
      `<strong>Retenção:</strong> ${escapeHtml(section.retencao)}</p>${rows}</section>`
    );
  });
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5rem;color:#111;max-width:60rem}table{border-collapse:collapse;margin:.5rem 0 1rem;width:100%}caption{text-align:left;font-weight:600;padding:.25rem 0}th,td{border:1px solid #999;padding:.25rem .5rem;text-align:left;vertical-align:top;word-break:break-word}th{width:30%;background:#f0f0f0}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(PERSONAL_DATA_TEXT.exportHtmlIntro)}</p><p>Gerado em ${escapeHtml(document.geradoEm)}</p>${sections.join('')}</main></body></html>`;
}

export function sectionOf(table: string): Omit<ExportDocument['tabelas'][string], 'linhas'> {
  const spec = (DATA_MAP as Record<string, TableSpec>)[table]!;
  return { descricao: spec.label, finalidade: spec.purpose, baseLegal: spec.legalBasis, retencao: spec.retention };
}
