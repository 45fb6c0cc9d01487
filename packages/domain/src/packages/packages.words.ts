const UNITS = [
  'zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove',
  'dez', 'onze', 'doze', 'treze', 'quatorze', 'quinze', 'dezesseis', 'dezessete', 'dezoito', 'dezenove',
];
const TENS = ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa'];
const HUNDREDS = ['', 'cento', 'duzentos', 'trezentos', 'quatrocentos', 'quinhentos', 'seiscentos', 'setecentos', 'oitocentos', 'novecentos'];
const SCALES: [singular: string, plural: string][] = [
  ['', ''],
  ['mil', 'mil'],
  ['milhão', 'milhões'],
  ['bilhão', 'bilhões'],
];

/** 1..999 in words: 'cento e vinte e um', 'cem', 'quinze'. */
function hundredsInWords(n: number): string {
  if (n === 100) return 'cem';
  const parts: string[] = [];
  if (n >= 100) parts.push(HUNDREDS[Math.floor(n / 100)]!);
  const rest = n % 100;
  if (rest >= 20) {
    parts.push(TENS[Math.floor(rest / 10)]!);
    if (rest % 10) parts.push(UNITS[rest % 10]!);
  } else if (rest > 0) {
    parts.push(UNITS[rest]!);
  }
  return parts.join(' e ');
}

/**
 * A whole number (0 ≤ n < 10¹²) in Portuguese words: 1001 'mil e um', 2500 'dois mil e
 * quinhentos', 1250000 'um milhão duzentos e cinquenta mil'. 'e' joins a group to the next when
 * what follows is a single group below a hundred or a round hundred (the usual writing of cheques).
 */
export function integerInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e12) throw new RangeError(`integerInWords: ${n}`);
  if (n === 0) return UNITS[0]!;
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const words: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i]!;
    if (group === 0) continue;
    const [singular, plural] = SCALES[i]!;
    const text = i === 1 && group === 1 ? 'mil' : [hundredsInWords(group), group === 1 ? singular : plural].filter(Boolean).join(' ');
    if (words.length > 0) {
      const lower = groups.slice(0, i + 1);
      const nonZero = lower.filter((g) => g > 0);
      const roundOrSmall = nonZero.length === 1 && (group < 100 || group % 100 === 0);
      words.push(roundOrSmall ? 'e' : '');
    }
    words.push(text);
  }
  return words.filter(Boolean).join(' ');
}

/**
 * An amount in centavos in words, as a receipt writes it: 15050 'cento e cinquenta reais e
 * cinquenta centavos', 100 'um real', 1 'um centavo', 100000000 'um milhão de reais'.
 */
export function amountInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`amountInWords: ${cents}`);
  const reais = Math.floor(cents / 100);
  const centavos = cents % 100;
  const parts: string[] = [];
  if (reais > 0) {
    const exactMillions = reais >= 1_000_000 && reais % 1_000_000 === 0;
    parts.push(`${integerInWords(reais)} ${exactMillions ? 'de reais' : reais === 1 ? 'real' : 'reais'}`);
  }
  if (centavos > 0) parts.push(`${integerInWords(centavos)} ${centavos === 1 ? 'centavo' : 'centavos'}`);
  return parts.length ? parts.join(' e ') : 'zero real';
}
