import type { ConfigurationValue, RuleReference } from "../../customer/evaluation.schema";
import { ComponentRuleLists } from "./component-rule-lists";

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

/**
 * Everything the rules decided in one round over one set of selections. The prepared engine owns one
 * and `reset`s it for each round of each evaluation, so its per-component storage is allocated once;
 * what the engine answers is copied out of it.
 */
export class Pass {
  /** Blocks by BLOCK, BLOCKALL and the BlockedIf rules, per component number. */
  readonly blocks: ComponentRuleLists;
  /** Only When rules whose condition does not hold, per component number. */
  readonly unmetOnlyWhen: ComponentRuleLists;
  /** Components with at least one Only When rule whose condition holds. */
  readonly metOnlyWhen: Uint8Array;
  /** ALLOW: no rule blocks these. */
  readonly allowed: Uint8Array;
  /** AlwaysOn: never blocked. */
  readonly unblockable: Uint8Array;
  /** AlwaysOnConditional: Only When rules do not apply; blocks still do. */
  readonly enabled: Uint8Array;
  // Few effects land below: `reset` starts new lists, since settle keeps a round's after the next starts.
  forced: ForcedSelection[] = [];
  required: RequiredValueEffect[] = [];
  /** SET values by key; a later rule's SET of the same key wins. */
  sets = new Map<string, { value: string; rule: RuleReference }>();
  updates: { path: string; value: string; rule: RuleReference }[] = [];
  actions: { event: string; parameters: string[]; rule: RuleReference }[] = [];

  constructor(componentCount: number) {
    this.blocks = new ComponentRuleLists(componentCount);
    this.unmetOnlyWhen = new ComponentRuleLists(componentCount);
    this.metOnlyWhen = new Uint8Array(componentCount);
    this.allowed = new Uint8Array(componentCount);
    this.unblockable = new Uint8Array(componentCount);
    this.enabled = new Uint8Array(componentCount);
  }

  /** Forgets the last round: nothing blocked, marked or decided. */
  reset(): void {
    this.blocks.clear();
    this.unmetOnlyWhen.clear();
    this.metOnlyWhen.fill(0);
    this.allowed.fill(0);
    this.unblockable.fill(0);
    this.enabled.fill(0);
    this.forced = [];
    this.required = [];
    this.sets = new Map();
    this.updates = [];
    this.actions = [];
  }

  block(components: readonly number[], rule: RuleReference): void {
    for (const component of components) this.blocks.add(component, rule);
  }

  onlyWhen(components: readonly number[], met: boolean, rule: RuleReference): void {
    for (const component of components) {
      if (met) this.metOnlyWhen[component] = 1;
      else this.unmetOnlyWhen.add(component, rule);
    }
  }

  mark(flags: Uint8Array, components: readonly number[]): void {
    for (const component of components) flags[component] = 1;
  }
}

/** A rule ready to run: it reads the context and writes what it decides into the round's pass. */
export interface CompiledRule {
  ref: RuleReference;
  apply(context: EvaluationContext, pass: Pass): void;
}
