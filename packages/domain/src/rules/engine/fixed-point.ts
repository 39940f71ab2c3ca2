import type { ConfigurationValue, RuleReference } from "../../customer/evaluation.schema";
import type { CatalogueIndex } from "./catalogue-index";
import { applyForced, type Conflict, descriptionOf } from "./forced-selections";
import { engineMessages } from "./messages";
import type { CompiledRule, EvaluationContext, Pass } from "./pass";

export interface Settled {
  selections: Int32Array;
  forcedBy: (RuleReference | null)[];
  /** The last round's pass: the prepared engine's, so read it before the next evaluation. */
  pass: Pass;
  conflicts: Conflict[];
}

export interface SettleInput {
  index: CatalogueIndex;
  rules: readonly CompiledRule[];
  combineOnlyWhen: boolean;
  customer: Int32Array;
  values: ReadonlyMap<string, ConfigurationValue>;
  /** The value keys rules read: a SET of another changes nothing the rules decide. */
  watched: ReadonlySet<string>;
  context: Omit<EvaluationContext, "selections" | "values">;
  /** The prepared engine's pass, reset for each round. */
  pass: Pass;
}

/** What a round started from, and what it forced and SET, to detect a cycle and name its rules. */
interface Round {
  selections: Int32Array;
  /** The watched values SET by the round before, as `setsKey` writes them. */
  sets: string;
  forced: Pass["forced"];
  setValues: Pass["sets"];
}

/**
 * Runs every rule over the selections, applies their forced selections and SET values, and again,
 * until nothing changes. A state seen before is a cycle; both stop with a conflict naming the rules
 * that forced the placements that kept changing. The answer is the last round's.
 */
export function settle(input: SettleInput): Settled {
  const { index, rules, combineOnlyWhen, customer, pass } = input;
  const limit = 2 * index.placements.length + 8;
  const rounds: Round[] = [];
  let selections = customer;
  let values = input.values;
  let sets = "";
  for (;;) {
    runRules(rules, { ...input.context, selections, values }, pass);
    const forced = applyForced(index, customer, pass, combineOnlyWhen);
    rounds.push({ selections, sets, forced: pass.forced, setValues: pass.sets });
    const nextSets = setsKey(pass, input.watched);
    if (nextSets === sets && sameSelections(forced.selections, selections)) {
      return { selections, forcedBy: forced.forcedBy, pass, conflicts: forced.conflicts };
    }
    const seen = rounds.findIndex(
      (round) => round.sets === nextSets && sameSelections(round.selections, forced.selections),
    );
    if (seen >= 0 || rounds.length >= limit) {
      const conflict = stopped(input, rounds.slice(Math.max(seen, 0)), seen >= 0, rounds.length);
      // Stopped: the answer is this round's selections, forced where this round's forcing kept them.
      const forcedBy = forced.forcedBy.map((rule, placement) =>
        forced.selections[placement] === selections[placement] ? rule : null,
      );
      return { selections, forcedBy, pass, conflicts: [...forced.conflicts, conflict] };
    }
    selections = forced.selections;
    values = withSets(input.values, pass);
    sets = nextSets;
  }
}

function runRules(rules: readonly CompiledRule[], context: EvaluationContext, pass: Pass): void {
  pass.reset();
  for (const rule of rules) rule.apply(context, pass);
}

function withSets(
  values: ReadonlyMap<string, ConfigurationValue>,
  pass: Pass,
): ReadonlyMap<string, ConfigurationValue> {
  if (pass.sets.size === 0) return values;
  const merged = new Map(values);
  for (const [key, { value }] of pass.sets) merged.set(key, value);
  return merged;
}

function sameSelections(a: Int32Array, b: Int32Array): boolean {
  for (let placement = 0; placement < a.length; placement += 1) if (a[placement] !== b[placement]) return false;
  return true;
}

/** The values a round's rules SET that rules read, as text. */
function setsKey(pass: Pass, watched: ReadonlySet<string>): string {
  if (pass.sets.size === 0 || watched.size === 0) return "";
  return [...pass.sets]
    .filter(([key]) => watched.has(key))
    .map(([key, { value }]) => `${key}=${value}`)
    .sort()
    .join("|");
}

function stopped(input: SettleInput, cycle: readonly Round[], isCycle: boolean, count: number): Conflict {
  const { index, watched } = input;
  const changing = new Set<number>();
  const first = cycle[0];
  for (const round of cycle) {
    round.selections.forEach((component, placement) => {
      if (first && first.selections[placement] !== component) changing.add(placement);
    });
  }
  const rules: RuleReference[] = [];
  for (const round of cycle) {
    for (const forced of round.forced) {
      if ((changing.size === 0 || changing.has(forced.placement)) && !rules.includes(forced.rule))
        rules.push(forced.rule);
    }
    for (const [key, { rule }] of round.setValues) {
      if (changing.size === 0 && watched.has(key) && !rules.includes(rule)) rules.push(rule);
    }
  }
  const descriptions = rules.map(descriptionOf);
  if (!isCycle) return { message: engineMessages.tooManyRounds(count, descriptions), rules };
  const placements = [...changing]
    .sort((a, b) => a - b)
    .map((number) => index.placements[number]?.placement.code ?? "");
  return { message: engineMessages.cycle(placements.length > 0 ? placements : ["values"], descriptions), rules };
}
