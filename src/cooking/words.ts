/** Just enough English number agreement for ingredient lines ("1 egg", "2 eggs"); other languages are left as written. */

const IRREGULAR: Record<string, string> = {
  leaf: 'leaves',
  loaf: 'loaves',
  half: 'halves',
  knife: 'knives',
  tomato: 'tomatoes',
  potato: 'potatoes',
  chili: 'chilies',
  chilli: 'chillies',
  cookie: 'cookies',
  pie: 'pies',
  brownie: 'brownies',
};
const IRREGULAR_SINGULAR = Object.fromEntries(Object.entries(IRREGULAR).map(([one, many]) => [many, one]));

export function pluralOf(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular) return matchCase(irregular, word);
  if (/(?:s|x|z|ch|sh)$/.test(lower)) return `${word}es`;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

export function singularOf(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR_SINGULAR[lower];
  if (irregular) return matchCase(irregular, word);
  if (lower.length < 4 || /(?:ss|us|is)$/.test(lower) || !lower.endsWith('s')) return word;
  if (lower.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:x|z|ch|sh|ss)es$/.test(lower)) return word.slice(0, -2);
  return word.slice(0, -1);
}

function matchCase(word: string, like: string): string {
  return like[0] === like[0]?.toUpperCase() ? word[0]?.toUpperCase() + word.slice(1) : word;
}
