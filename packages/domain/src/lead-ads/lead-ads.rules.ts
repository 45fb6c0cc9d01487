import { LEAD_LIMITS } from '../leads/leads.constants';
import { normalizePhone } from '../common/phone';
import { LEAD_ADS_ORIGINS } from './lead-ads.text';

/** One question of a Lead Ads form as Meta answers it: `{ name: 'full_name', values: ['Ana'] }`. */
export interface LeadAdsFieldData {
  name?: unknown;
  values?: unknown;
}

export interface LeadAdsAnswer {
  question: string;
  answer: string;
}

export interface MappedLeadAdsFields {
  name: string;
  /** `(xx) xxxxx-xxxx` when Brazilian; otherwise the number as sent (at most 20 characters), or ''. */
  whatsapp: string;
  /** Whether `whatsapp` is a Brazilian number in the stored form (only those are de-duplicated). */
  whatsappNormalized: boolean;
  /**
   * email and every other question, in the form's order. A list of `{ question, answer }` (stored
   * as the lead's `form_answers`), not an object keyed by question: Kysely's CamelCasePlugin would
   * rename keys such as `qual_o_melhor_horario` when the jsonb is read back.
   */
  answers: LeadAdsAnswer[];
}

const NAME_KEYS = ['full_name', 'nome', 'nome_completo', 'name'];
const FIRST_LAST = ['first_name', 'last_name'];
const PHONE_KEYS = ['phone_number', 'telefone', 'whatsapp', 'celular', 'phone'];

/**
 * `field_data` → the lead: full_name → nome, phone_number → WhatsApp normalised like every phone of
 * the product, email and other questions kept as answers. Anything but strings is left out.
 */
export function mapLeadAdsFields(fieldData: unknown): MappedLeadAdsFields {
  const values = new Map<string, string>();
  for (const field of Array.isArray(fieldData) ? (fieldData as LeadAdsFieldData[]) : []) {
    if (typeof field?.name !== 'string' || !Array.isArray(field.values)) continue;
    const text = field.values.filter((v): v is string => typeof v === 'string').join(', ').trim();
    values.set(field.name.slice(0, 100), text.slice(0, 2000));
  }
  const take = (keys: string[]) => {
    const key = keys.find((k) => values.get(k));
    if (key === undefined) return undefined;
    const value = values.get(key)!;
    values.delete(key);
    return value;
  };
  let name = take(NAME_KEYS);
  if (name === undefined) {
    const parts = FIRST_LAST.map((k) => take([k])).filter(Boolean);
    if (parts.length) name = parts.join(' ');
  }
  const phone = take(PHONE_KEYS) ?? '';
  const normalized = normalizePhone(phone);
  return {
    name: (name ?? 'Lead').slice(0, LEAD_LIMITS.name),
    whatsapp: normalized ?? phone.slice(0, LEAD_LIMITS.whatsapp),
    whatsappNormalized: normalized !== null,
    answers: [...values].map(([question, answer]) => ({ question, answer })),
  };
}

/** Meta's `platform` (fb, ig, facebook, instagram…) as the product's origin text. */
export function leadAdsOrigin(platform: unknown): string {
  const value = typeof platform === 'string' ? platform.toLowerCase() : '';
  return value === 'ig' || value === 'instagram' ? LEAD_ADS_ORIGINS.instagram : LEAD_ADS_ORIGINS.facebook;
}

/** The answers as lines for a note: `email: ana@x.com`. */
export function describeLeadAdsAnswers(answers: readonly LeadAdsAnswer[]): string {
  return answers.map(({ question, answer }) => `${question}: ${answer}`).join('\n');
}
