import { WHATSAPP_CONSENT_TEXT } from '../whatsapp/whatsapp.text';
import type { ConsentPurpose } from './privacy.text';

/**
 * Every wording of each consent, by version: a consent stores the version the holder saw, and a
 * published version never changes (a new wording is a new version, the last one is the current).
 * Version 1 of the WhatsApp reminders is the text #23 showed with its checkbox (the migrated rows).
 */
export const CONSENT_TEXTS: Record<ConsentPurpose, readonly string[]> = {
  lembretes_whatsapp: [WHATSAPP_CONSENT_TEXT],
  marketing: [
    'Autorizo a clínica a me enviar mensagens sobre serviços, novidades e campanhas pelo WhatsApp, email ou SMS. Posso revogar esta autorização a qualquer momento.',
  ],
  uso_imagem: [
    'Autorizo a clínica a registrar e usar imagens minhas (fotos ou vídeos, sem identificação do rosto salvo autorização expressa) para fins de acompanhamento clínico e, se eu marcar, de divulgação. Posso revogar esta autorização a qualquer momento.',
  ],
  exame_intracavitario: [
    'Fui informada sobre o exame e as técnicas intracavitárias (vaginal ou anal) da fisioterapia pélvica, seus objetivos, benefícios e desconfortos possíveis, e autorizo sua realização. Posso interromper o procedimento e revogar esta autorização a qualquer momento.',
  ],
};

/** The version a new consent shows (the last one). */
export function currentConsentVersion(purpose: ConsentPurpose): number {
  return CONSENT_TEXTS[purpose].length;
}

/** The exact words of a version (undefined: no such version). */
export function consentText(purpose: ConsentPurpose, version: number): string | undefined {
  return Number.isInteger(version) && version >= 1 ? CONSENT_TEXTS[purpose][version - 1] : undefined;
}
