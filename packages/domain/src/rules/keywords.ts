/** Condition names of the coded-rule language. */
export const CONDITION_KEYWORDS = [
  "TAGGED",
  "COMPONENT",
  "HASVALUE",
  "ISLOCALE",
  "ISSITE",
  "ALWAYS",
  "INITIAL",
  "CHANGED",
] as const;
export type ConditionKeyword = (typeof CONDITION_KEYWORDS)[number];

/** Effect names of the coded-rule language. */
export const EFFECT_KEYWORDS = [
  "BLOCK",
  "BLOCKALL",
  "ALLOW",
  "SELECT",
  "SELECTBYTAG",
  "REQUIRESTRING",
  "REQUIRENUMBER",
  "SET",
  "UPDATEBLUEPRINT",
  "ACTION",
] as const;
export type EffectKeyword = (typeof EFFECT_KEYWORDS)[number];

/** Keywords that shape a statement or an argument list. */
export const STRUCTURE_KEYWORDS = [
  "IF",
  "THEN",
  "ELSEIF",
  "ELSE",
  "END",
  "NOT",
  "ANY",
  "ALL",
  "OF",
  "IN",
  "TO",
] as const;
export type StructureKeyword = (typeof STRUCTURE_KEYWORDS)[number];

export type RuleKeyword = ConditionKeyword | EffectKeyword | StructureKeyword;

const KEYWORDS: ReadonlyMap<string, RuleKeyword> = new Map(
  [...CONDITION_KEYWORDS, ...EFFECT_KEYWORDS, ...STRUCTURE_KEYWORDS].map((keyword) => [keyword, keyword]),
);
const LONGEST_KEYWORD = Math.max(...[...KEYWORDS.keys()].map((keyword) => keyword.length));

/**
 * The keyword a word spells, in any letter case, or null. Keywords are reserved: a value that
 * spells one is written as a quoted string. Only ASCII letters fold, so no other script spells one.
 */
export function keywordOf(word: string): RuleKeyword | null {
  if (word.length < 2 || word.length > LONGEST_KEYWORD) return null;
  const exact = KEYWORDS.get(word);
  if (exact) return exact;
  for (let index = 0; index < word.length; index += 1) {
    const code = word.charCodeAt(index) | 0x20;
    if (code < 0x61 || code > 0x7a) return null;
  }
  return KEYWORDS.get(word.toUpperCase()) ?? null;
}

const CONDITIONS: ReadonlySet<string> = new Set(CONDITION_KEYWORDS);
const EFFECTS: ReadonlySet<string> = new Set(EFFECT_KEYWORDS);

export function isConditionKeyword(keyword: string): keyword is ConditionKeyword {
  return CONDITIONS.has(keyword);
}

export function isEffectKeyword(keyword: string): keyword is EffectKeyword {
  return EFFECTS.has(keyword);
}
