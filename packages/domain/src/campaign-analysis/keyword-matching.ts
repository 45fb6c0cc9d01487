import { FB_MARKER, normalizeKeywordText } from './keywords';

/** ' TEXT ' normalized, so whole-word checks are a plain `includes(' WORD ')`. */
const padded = (text: string) => ` ${normalizeKeywordText(text)} `;

/**
 * The dictionary's keywords found in a text (a campaign name, a lead's origin), in dictionary order.
 * Upper case and accents are ignored, and so are hyphens ('Pós-parto' finds 'PÓS PARTO'); a keyword
 * is found inside longer words too ('ENDOMETRIOSE' in 'ENDOMETRIOSES'), as the origins are typed freely.
 */
export function keywordsInText(text: string, dictionary: readonly string[]): string[] {
  const haystack = padded(text);
  return dictionary.filter((keyword) => {
    const needle = normalizeKeywordText(keyword);
    return needle.length > 0 && haystack.includes(needle);
  });
}

/** True when the origin names the Facebook marker 'FB' as a word ('FB', 'fb-endometriose', 'Lead FB'). */
export function hasFbMarker(origin: string): boolean {
  return padded(origin).includes(` ${FB_MARKER} `);
}

/**
 * The keywords a lead counts for: those its origin contains, and only when the origin also carries
 * 'FB' (spec §2: only leads containing the keyword AND 'FB' are counted). Empty when it does not match.
 */
export function leadMatchedKeywords(origin: string, keywords: readonly string[]): string[] {
  if (!hasFbMarker(origin)) return [];
  return keywordsInText(origin, keywords);
}

/** Lead count per keyword; every keyword is present, 0 when no lead carries it. */
export function countLeadsByKeyword(origins: readonly string[], keywords: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(keywords.map((k) => [k, 0]));
  for (const origin of origins) {
    for (const keyword of leadMatchedKeywords(origin, keywords)) counts[keyword] = (counts[keyword] ?? 0) + 1;
  }
  return counts;
}

/** Leads per origin text, for the 'por origem' counts. */
export function countByOrigin(origins: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const origin of origins) counts[origin] = (counts[origin] ?? 0) + 1;
  return counts;
}

/** Spec §9: keyword tile estimated cost = count × (total spend ÷ total leads, 0 without leads). */
export function estimatedKeywordCost(count: number, totalSpend: number, totalLeads: number): number {
  const perLead = totalLeads > 0 ? totalSpend / totalLeads : 0;
  return count * perLead;
}
