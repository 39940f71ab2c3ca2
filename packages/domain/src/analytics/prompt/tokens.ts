/** One word of a question: as typed (`raw`) and as matched (`word`, lower case). */
export interface Token {
  raw: string;
  word: string;
}

/**
 * The words of a text. A word is a run of letters and digits, kept whole across inner '-', '.', '/', ''', '&'
 * and '+' (so style codes such as SNK-CC-100, days such as 2026-03-01 and "what's" stay one word). Everything
 * else (spaces, commas, question marks, quotes) only separates words.
 */
export function tokenize(text: string): Token[] {
  const words = normalizeText(text).match(/[\p{L}\p{N}]+(?:[-'./&+][\p{L}\p{N}]+)*/gu) ?? [];
  return words.map((raw) => ({ raw, word: raw.toLowerCase() }));
}

/** The text as words are read from it: Unicode compatibility forms joined (NFKC), typographic apostrophes plain. */
export function normalizeText(text: string): string {
  return text.normalize("NFKC").replace(/[\u2018\u2019\u02bc]/g, "'");
}
