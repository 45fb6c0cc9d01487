/** Lead status (spec §3, §4): PENDENTE by default, CONVERTIDO after convert. */
export const LEAD_STATUSES = ['PENDENTE', 'CONVERTIDO'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const DEFAULT_LEAD_STATUS: LeadStatus = 'PENDENTE';

/** The origins with a badge colour of their own (spec §2); any other text is allowed too. */
export const LEAD_ORIGINS = ['referencia', 'internet', 'indicacao', 'instagram', 'facebook', 'google', 'outros'] as const;
export type LeadOrigin = (typeof LEAD_ORIGINS)[number];

/**
 * What the form's 'Origem' field suggests: the same origins, spelled as Portuguese is written. Their
 * badge colours are the same (origins are compared without case or accents).
 */
export const LEAD_ORIGIN_SUGGESTIONS = ['Referência', 'Internet', 'Indicação', 'Instagram', 'Facebook', 'Google', 'Outros'] as const;

/** Badge colours per known origin (Mantine colour names); others use `LEAD_ORIGIN_DEFAULT_COLOR`. */
export const LEAD_ORIGIN_COLORS: Record<LeadOrigin, string> = {
  referencia: 'blue',
  internet: 'cyan',
  indicacao: 'green',
  instagram: 'pink',
  facebook: 'indigo',
  google: 'red',
  outros: 'gray',
};
export const LEAD_ORIGIN_DEFAULT_COLOR = 'gray';

/** Column sizes of the leads table (spec §3; the name column holds 200). */
export const LEAD_LIMITS = { name: 200, whatsapp: 20, origin: 500 } as const;

/** The origin badge shows this many characters, then '...' (spec §9). */
export const LEAD_ORIGIN_BADGE_MAX = 30;

/** Largest page the list answers with. */
export const LEAD_PAGE_MAX = 200;

/** What a lead with no name becomes on conversion (spec §3). */
export const LEAD_DEFAULT_NAME = 'Lead';
