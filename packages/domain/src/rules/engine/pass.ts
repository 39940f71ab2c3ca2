import type { ConfigurationValue, RuleReference } from "../../customer/evaluation.schema";

/** What the rules see: the selections of this round, personal values, and the request's context. */
export interface EvaluationContext {
  /** A component number per placement number; -1 where nothing is selected. */
  selections: Int32Array;
  /** Personal values keyed '{attribute} OF {placement code}': the customer's, then those SET last round. */
  values: ReadonlyMap<string, ConfigurationValue>;
  site: string;
  locale: string;
  initial: boolean;
  /** The placement code the customer just changed; null for none. */
  changed: string | null;
}

/** A SELECT or SELECTBYTAG: the placement gets the kept or first selectable candidate. */
export interface ForcedSelection {
  placement: number;
  candidates: readonly number[];
  /** The tag of a SELECTBYTAG, for its conflict message; null for a SELECT. */
  tag: string | null;
  /** What the rule names, for messages. */
  name: string;
  rule: RuleReference;
}

export interface RequiredValueEffect {
  placement: number;
  attribute: string;
  kind: "string" | "number";
  rule: RuleReference;
}

/** Everything the rules decided in one round over one set of selections. */
export class Pass {
  /** Blocks by BLOCK, BLOCKALL and the BlockedIf rules, per component number. */
  readonly blocks: (RuleReference[] | undefined)[];
  /** Only When rules whose condition does not hold, per component number. */
  readonly unmetOnlyWhen: (RuleReference[] | undefined)[];
  /** Components with at least one Only When rule whose condition holds. */
  readonly metOnlyWhen: Uint8Array;
  /** ALLOW: no rule blocks these. */
  readonly allowed: Uint8Array;
  /** AlwaysOn: never blocked. */
  readonly unblockable: Uint8Array;
  /** AlwaysOnConditional: Only When rules do not apply; blocks still do. */
  readonly enabled: Uint8Array;
  /** Components some rule blocks or restricts (each once, in no order): the only ones that can be blocked. */
  readonly touched: number[] = [];
  readonly forced: ForcedSelection[] = [];
  readonly required: RequiredValueEffect[] = [];
  /** SET values by key; a later rule's SET of the same key wins. */
  readonly sets = new Map<string, { value: string; rule: RuleReference }>();
  readonly updates: { path: string; value: string; rule: RuleReference }[] = [];
  readonly actions: { event: string; parameters: string[]; rule: RuleReference }[] = [];

  constructor(componentCount: number) {
    this.blocks = new Array(componentCount);
    this.unmetOnlyWhen = new Array(componentCount);
    this.metOnlyWhen = new Uint8Array(componentCount);
    this.allowed = new Uint8Array(componentCount);
    this.unblockable = new Uint8Array(componentCount);
    this.enabled = new Uint8Array(componentCount);
  }

  block(components: readonly number[], rule: RuleReference): void {
    for (const component of components) this.addTo(this.blocks, component, rule);
  }

  onlyWhen(components: readonly number[], met: boolean, rule: RuleReference): void {
    for (const component of components) {
      if (met) this.metOnlyWhen[component] = 1;
      else this.addTo(this.unmetOnlyWhen, component, rule);
    }
  }

  mark(flags: Uint8Array, components: readonly number[]): void {
    for (const component of components) flags[component] = 1;
  }

  private addTo(lists: (RuleReference[] | undefined)[], component: number, rule: RuleReference): void {
    const list = lists[component];
    if (list) {
      if (list[list.length - 1] !== rule) list.push(rule);
      return;
    }
    if (this.blocks[component] === undefined && this.unmetOnlyWhen[component] === undefined)
      this.touched.push(component);
    lists[component] = [rule];
  }
}

/** A rule ready to run: it reads the context and writes what it decides into the round's pass. */
export interface CompiledRule {
  ref: RuleReference;
  apply(context: EvaluationContext, pass: Pass): void;
}
