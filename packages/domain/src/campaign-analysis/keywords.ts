import { z } from 'zod';

/**
 * The keyword dictionary starts with the clinic's dysfunctions (patients' list, spec §9) as the ad
 * campaigns and lead origins write them; admins add more on the analysis screen.
 */
export const DEFAULT_REPORT_KEYWORDS = [
  'ENDOMETRIOSE',
  'INCONTINÊNCIA',
  'DOR PÉLVICA',
  'DOR NA RELAÇÃO',
  'VAGINISMO',
  'DIÁSTASE',
  'PÓS-PARTO',
  'PRÉ-PARTO',
  'PROLAPSO',
  'BEXIGA CAÍDA',
  'CONSTIPAÇÃO',
  'MENOPAUSA',
  'CLIMATÉRIO',
  'PROSTATECTOMIA',
  'DISFUNÇÃO ERÉTIL',
  'EJACULAÇÃO PRECOCE',
  'FISSURA',
] as const;

/** The marker a lead's origin must also carry to count as a Facebook/Instagram ad lead. */
export const FB_MARKER = 'FB';

export const KEYWORD_MAX = 60;

/** Upper case, accents gone, anything but letters and digits one space: 'Pós-parto' → 'POS PARTO'. */
export function normalizeKeywordText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** How a keyword is shown and stored: upper case, accents kept, spaces collapsed. */
export function displayKeyword(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleUpperCase('pt-BR');
}

/** A keyword an admin adds: letters or digits, at most 60 characters, never the FB marker itself. */
export const ZReportKeywordInput = z.object({
  keyword: z
    .string({ error: 'Palavra-chave é obrigatória' })
    .trim()
    .min(1, 'Palavra-chave é obrigatória')
    .max(KEYWORD_MAX, `A palavra-chave deve ter no máximo ${KEYWORD_MAX} caracteres`)
    .refine((v) => normalizeKeywordText(v).length >= 2, 'A palavra-chave precisa de pelo menos 2 letras ou números')
    .refine((v) => normalizeKeywordText(v) !== FB_MARKER, '"FB" já é exigido em toda origem; escolha outra palavra')
    .transform(displayKeyword),
});
export type ReportKeywordInput = z.infer<typeof ZReportKeywordInput>;

export const ZReportKeyword = z.object({
  id: z.number().int(),
  keyword: z.string(),
  createdAt: z.string(),
});
export type ReportKeyword = z.infer<typeof ZReportKeyword>;
