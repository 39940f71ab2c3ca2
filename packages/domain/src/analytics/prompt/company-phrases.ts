import { PromptFilter } from "../prompt-query.schema";
import { literalPhrase, type Phrase } from "./patterns";
import type { Piece } from "./pieces";
import { tokenize } from "./tokens";

/** The company's own words a question may use (built by the server from the company's data). */
export interface PromptVocabulary {
  products: { styleCode: string; name: string; tags: string[] }[];
  sites: { code: string; name: string }[];
  placements: { code: string; name: string }[];
  /** Custom attribute keys used for personal texts/numbers (e.g. "MONOGRAM"), with their labels. */
  personalizations: { key: string; label: string }[];
  tags: string[];
}

const FilterValue = PromptFilter.shape.values.element;

function words(text: string): string[] {
  return tokenize(text).map((token) => token.word);
}

/** One phrase per spelling: each name, alone and with the given words before or after it. */
function spellings(
  names: readonly string[],
  around: { before?: readonly string[]; after?: readonly string[]; bare?: boolean },
  make: () => Piece[],
): Phrase[] {
  const result: Phrase[] = [];
  const seen = new Set<string>();
  const add = (list: string[]) => {
    const key = list.join(" ");
    if (list.length === 0 || seen.has(key)) return;
    seen.add(key);
    result.push(literalPhrase(list, make));
  };
  for (const name of names) {
    const base = words(name);
    if (base.length === 0) continue;
    if (around.bare ?? true) add(base);
    for (const word of around.before ?? []) add([word, ...base]);
    for (const word of around.after ?? []) add([...base, word]);
  }
  return result;
}

const filterOf = (field: PromptFilter["field"], value: string) => (): Piece[] => [
  { kind: "filter", filter: { field, op: "in", values: [value] } },
];

const SITE_WORDS = ["site", "sites", "store", "storefront", "website", "shop"];
const PLACEMENT_WORDS = ["placement"];
const TAG_BEFORE = ["tagged", "tag", "tags"];
const TAG_AFTER = ["products", "product", "styles", "tag", "tagged"];

/** The phrases of a company's products, sites, placements, personalizations and tags (values it cannot store are left out). */
export function companyPhrases(vocabulary: PromptVocabulary): Phrase[] {
  const usable = (value: string) => FilterValue.safeParse(value).success && value.trim() !== "";
  const result: Phrase[] = [];
  for (const product of vocabulary.products) {
    if (!usable(product.styleCode)) continue;
    result.push(...spellings([product.styleCode, product.name], {}, filterOf("product", product.styleCode)));
  }
  for (const site of vocabulary.sites) {
    if (!usable(site.code)) continue;
    const names = [site.code, site.name];
    result.push(...spellings(names, { before: SITE_WORDS, after: SITE_WORDS }, filterOf("site", site.code)));
  }
  for (const placement of vocabulary.placements) {
    if (!usable(placement.code)) continue;
    const names = [placement.code, placement.name];
    result.push(
      ...spellings(names, { before: PLACEMENT_WORDS, after: PLACEMENT_WORDS }, filterOf("placement", placement.code)),
    );
  }
  for (const personalization of vocabulary.personalizations) {
    if (!usable(personalization.key)) continue;
    const names = [personalization.key, personalization.label];
    result.push(...spellings(names, {}, filterOf("personalization", personalization.key)));
    // "monogram texts", "monograms": the values of that personalization, one row each.
    const valuesOf = (): Piece[] => [
      ...filterOf("personalization", personalization.key)(),
      { kind: "dimension", dimension: "personalization" },
    ];
    result.push(...spellings(names, { after: ["texts", "text", "values", "value"], bare: false }, valuesOf));
    result.push(
      ...spellings(
        names.map((name) => `${name}s`),
        {},
        valuesOf,
      ),
    );
  }
  const tags = new Map<string, string>();
  for (const tag of [...vocabulary.tags, ...vocabulary.products.flatMap((product) => product.tags)]) {
    if (usable(tag) && !tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), tag);
  }
  for (const tag of tags.values()) {
    result.push(...spellings([tag], { before: TAG_BEFORE, after: TAG_AFTER }, filterOf("tag", tag)));
  }
  return result;
}
