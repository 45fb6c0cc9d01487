/** Pure lead rules (the WhatsApp is a phone: common/phone.ts): origin badge, conversion rate and the lead-to-patient mapping (spec §3, §9). */
import type { PatientValues } from '../patients/patients.schemas';
import { LEAD_DEFAULT_NAME, LEAD_ORIGIN_BADGE_MAX, LEAD_ORIGIN_COLORS, LEAD_ORIGIN_DEFAULT_COLOR } from './leads.constants';
import { PATIENT_LIMITS } from '../patients/patients.constants';

/** The origin badge text: at most 30 characters, then '...' (spec §9). */
export function truncateOrigin(origin: string): string {
  return origin.length > LEAD_ORIGIN_BADGE_MAX ? `${origin.slice(0, LEAD_ORIGIN_BADGE_MAX)}...` : origin;
}

/** Badge colour of an origin: the known ones by name (case, accents and outer spaces ignored), gray otherwise. */
export function leadOriginColor(origin: string): string {
  const key = origin
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') as keyof typeof LEAD_ORIGIN_COLORS;
  return LEAD_ORIGIN_COLORS[key] ?? LEAD_ORIGIN_DEFAULT_COLOR;
}

/** converted / total × 100 with one decimal; 0 when there are no leads (spec §9). */
export function conversionRate(converted: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((converted / total) * 1000) / 10;
}

/** The rate as the card shows it: one decimal, pt-BR ("33,3%", "0,0%"). */
export function formatConversionRate(rate: number): string {
  return `${rate.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}

/**
 * firstName = the first word of the name ('Lead' when there is none); lastName = the remaining
 * words, or the first word again when there is only one (spec §3). Cut to the patient's columns.
 */
export function splitLeadName(name: string | null | undefined): { firstName: string; lastName: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? LEAD_DEFAULT_NAME;
  const rest = words.slice(1).join(' ');
  return {
    firstName: first.slice(0, PATIENT_LIMITS.firstName),
    lastName: (rest || first).slice(0, PATIENT_LIMITS.lastName),
  };
}

export interface LeadForConversion {
  name: string | null;
  whatsapp: string;
  origin: string;
  /** yyyy-MM-dd. */
  date: string;
}

/**
 * The patient a conversion creates (spec §3): phone = WhatsApp, no email, address or profession,
 * the lead's origin, birth date today, single, origin date = the lead's date, converted today.
 * `today` is yyyy-MM-dd on the clinic's calendar.
 */
export function leadToPatient(lead: LeadForConversion, today: string): PatientValues {
  const origin = lead.origin.trim().slice(0, PATIENT_LIMITS.origin);
  return {
    ...splitLeadName(lead.name),
    phone: lead.whatsapp,
    email: null,
    address: null,
    origin: origin === '' ? null : origin,
    birthDate: today,
    profession: null,
    maritalStatus: 'single',
    status: 'Ativo',
    dysfunctions: [],
    originDate: lead.date,
    conversionDate: today,
  };
}
