import type { RuleReference } from "../../customer/evaluation.schema";

/**
 * A list of rules per component number (the rules blocking it, say), kept as linked entries in flat
 * arrays that `clear` empties without freeing. A round writes thousands of entries; an array per
 * component would be thousands of short-lived objects per evaluation, alive whenever a minor GC
 * hits one and copied by it: that is what made some clicks slow.
 */
export class ComponentRuleLists {
  /** Each component's first and last entry; -1 first: its list is empty (then its last means nothing). */
  private readonly firsts: Int32Array;
  private readonly lasts: Int32Array;
  /** Per entry: its rule, and the entry after it in the same list (-1 at the end). */
  private readonly rules: RuleReference[] = [];
  private nexts = new Int32Array(1024);
  private used = 0;

  constructor(componentCount: number) {
    this.firsts = new Int32Array(componentCount).fill(-1);
    this.lasts = new Int32Array(componentCount);
  }

  /** Empties every list, keeping the storage for the next round. */
  clear(): void {
    this.firsts.fill(-1);
    this.used = 0;
  }

  has(component: number): boolean {
    return (this.firsts[component] as number) >= 0;
  }

  size(component: number): number {
    let size = 0;
    for (let entry = this.firsts[component] as number; entry >= 0; entry = this.nexts[entry] as number) size += 1;
    return size;
  }

  /** Appends a rule, unless the list already ends with it (a rule naming a component twice adds it once). */
  add(component: number, rule: RuleReference): void {
    const empty = !this.has(component);
    const last = this.lasts[component] as number;
    if (!empty && this.rules[last] === rule) return;
    const entry = this.used;
    if (entry === this.nexts.length) this.grow();
    this.used += 1;
    this.rules[entry] = rule;
    this.nexts[entry] = -1;
    if (empty) this.firsts[component] = entry;
    else this.nexts[last] = entry;
    this.lasts[component] = entry;
  }

  /** Writes a component's rules, in the order they were added, into `into` from `at`; answers where they end. */
  copyInto(component: number, into: RuleReference[], at: number): number {
    let position = at;
    for (let entry = this.firsts[component] as number; entry >= 0; entry = this.nexts[entry] as number) {
      into[position] = this.rules[entry] as RuleReference;
      position += 1;
    }
    return position;
  }

  private grow(): void {
    const nexts = new Int32Array(this.nexts.length * 2);
    nexts.set(this.nexts);
    this.nexts = nexts;
  }
}
