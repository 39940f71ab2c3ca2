import type { ComponentOptionSummary } from "@atelier/domain/catalogue/component-option.schema";
import {
  OPTION_FILTER_FIELD_SEPARATOR,
  type OptionFilter,
  optionHaystack,
} from "@atelier/domain/catalogue/option-filter";
import { RevisionCache, type Revisioned } from "../../../cache/revision-cache";

/** Counted per option beside its texts' characters: its JSON string, offset and definition slot. */
const OPTION_OVERHEAD = 64;
const SEPARATOR = OPTION_FILTER_FIELD_SEPARATOR;

/**
 * A company's live options in list order at one catalogue revision: their summaries already serialised, and the
 * lower-case texts the quick filter searches (`optionHaystack`) joined in one string, so a filter text nobody
 * asked before is answered in memory instead of by a scan of the table
 * (docs/decisions/server-catalogue-options-filter-index.md).
 */
export class OptionFilterIndex implements Revisioned {
  /** Every option's haystack, each followed by the separator, which no filter word holds. */
  readonly #text: string;
  /** Where each option's haystack starts in #text; one more entry marks the end. */
  readonly #starts: Uint32Array;
  readonly #definitionIds: readonly (string | null)[];
  readonly #json: readonly string[];
  /** Characters held plus a fixed cost per option: what the index cache counts against its budget. */
  readonly size: number;

  constructor(
    readonly revision: number,
    summaries: readonly ComponentOptionSummary[],
  ) {
    const haystacks = summaries.map(optionHaystack);
    this.#starts = new Uint32Array(haystacks.length + 1);
    let offset = 0;
    haystacks.forEach((haystack, index) => {
      this.#starts[index] = offset;
      offset += haystack.length + SEPARATOR.length;
    });
    this.#starts[haystacks.length] = offset;
    this.#text = haystacks.map((haystack) => haystack + SEPARATOR).join("");
    this.#definitionIds = summaries.map((summary) => summary.componentOptionDefinitionId);
    this.#json = summaries.map((summary) => JSON.stringify(summary));
    this.size = this.#json.reduce((total, json) => total + json.length + OPTION_OVERHEAD, this.#text.length);
  }

  /**
   * The list the filter keeps (of one definition when given) as the JSON of a ComponentOptionList: the first
   * `take` options in list order, and how many it keeps in all.
   */
  serialisedList(filter: OptionFilter, definitionId: string | undefined, take: number): string {
    const kept: string[] = [];
    let total = 0;
    for (const index of this.#candidates(filter)) {
      if (definitionId !== undefined && this.#definitionIds[index] !== definitionId) continue;
      if (!filter.matchesHaystack(this.#haystack(index))) continue;
      total += 1;
      if (kept.length < take) kept.push(this.#json[index] as string);
    }
    return `{"componentOptions":[${kept.join(",")}],"total":${total}}`;
  }

  #haystack(index: number): string {
    return this.#text.slice(this.#starts[index], (this.#starts[index + 1] as number) - SEPARATOR.length);
  }

  /**
   * The options that may match, in list order: when words must all be held, those holding every one of them,
   * found by searching the one joined text for each word in turn from the option reached (each search skips
   * every option before the next one holding that word); otherwise every option.
   */
  *#candidates({ words }: OptionFilter): Generator<number> {
    const required = words.anyWord && words.include.length > 1 ? [] : words.include;
    const count = this.#json.length;
    if (required.length === 0) {
      for (let index = 0; index < count; index++) yield index;
      return;
    }
    let index = 0;
    while (index < count) {
      let reached = index;
      for (const word of required) {
        const found = this.#text.indexOf(word, this.#starts[reached]);
        if (found === -1) return;
        reached = this.#optionAt(found, reached);
        if (reached !== index) break;
      }
      if (reached === index) yield index++;
      else index = reached;
    }
  }

  /** The option whose haystack holds the character at `position`, searched from option `from` on. */
  #optionAt(position: number, from: number): number {
    let low = from;
    let high = this.#json.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((this.#starts[middle] as number) <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}

/** About 100,000 options of the bench's texts (code, name, description, two tags) take some 40 MB. */
const FILTER_INDEX_MAX_SIZE = 160 * 1024 * 1024;

/** The filter indexes of the companies, one each at its latest revision read, the least recently used dropped first. */
export function createFilterIndexCache(): RevisionCache<OptionFilterIndex> {
  return new RevisionCache<OptionFilterIndex>(FILTER_INDEX_MAX_SIZE, (index) => index.size);
}
