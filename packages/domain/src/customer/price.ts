import type { PriceList } from "../shared/price.schema";
import type { Blueprint, BlueprintComponent, BlueprintPlacement } from "./blueprint.schema";
import type { RecipePrice } from "./recipe.schema";

/**
 * The price of a configuration (docs/decisions/domain-customer-price.md), worked in whole cents so that sums
 * never drift. Per item: the version's base price, each used package's base price once and its package price
 * per selected component of it, and each selected component's option prices times the option's and the
 * placement's quantity multipliers (options of one price-once group charged once). Setup prices are charged
 * once per configuration, whatever the quantity. Every price list answers the entry of the currency with the
 * highest breakpoint at or below the quantity.
 */

export interface PriceOptions {
  /** The currency asked for; the first currency of the version's base price when omitted. */
  currency?: string;
  /** How many items; at least 1. */
  quantity: number;
}

interface Line {
  label: string;
  cents: number;
}

/** The entry of `currency` whose breakpoint (none counts as 0) is the highest at or below `quantity`, in cents. */
export function priceListCents(list: PriceList, currency: string, quantity: number): number {
  let best: { breakpoint: number; cents: number } | undefined;
  for (const entry of list) {
    if (entry.currencyCode !== currency) continue;
    const breakpoint = entry.breakpoint ?? 0;
    if (breakpoint > quantity || (best && best.breakpoint >= breakpoint)) continue;
    best = { breakpoint, cents: Math.round(entry.value * 100) };
  }
  return best?.cents ?? 0;
}

/** The currency: the one asked for, else the first of the base price, else the first of any price offered. */
function currencyOf(blueprint: Blueprint, chosen: readonly Chosen[], asked: string | undefined): string | null {
  if (asked) return asked;
  const lists: PriceList[] = [blueprint.priceJson, ...blueprint.packages.map((pack) => pack.basePriceJson)];
  for (const { component } of chosen) {
    for (const option of component.options) lists.push(option.priceJson, option.setupPriceJson);
  }
  for (const list of lists) {
    const first = list[0];
    if (first) return first.currencyCode;
  }
  return null;
}

interface Chosen {
  placement: BlueprintPlacement;
  component: BlueprintComponent;
}

/** The selected components in the blueprint's order (groups, then placements). */
function chosenComponents(blueprint: Blueprint, selections: Record<string, string>): Chosen[] {
  const chosen: Chosen[] = [];
  for (const group of blueprint.groups) {
    for (const placement of group.placements) {
      const code = selections[placement.code];
      const component = code === undefined ? undefined : placement.components.find((item) => item.code === code);
      if (component) chosen.push({ placement, component });
    }
  }
  return chosen;
}

/** A quantity multiplier left empty counts once. */
const multiplierOf = (value: number | null) => value ?? 1;

function componentLines(chosen: readonly Chosen[], currency: string, quantity: number) {
  const charged = new Set<string>();
  const perItem: Line[] = [];
  const setup: Line[] = [];
  for (const { placement, component } of chosen) {
    let cents = 0;
    let setupCents = 0;
    for (const option of component.options) {
      if (option.priceOnce !== "") {
        if (charged.has(option.priceOnce)) continue;
        charged.add(option.priceOnce);
      }
      const factor = multiplierOf(option.quantityMultiplier) * multiplierOf(placement.quantityMultiplier);
      cents += Math.round(priceListCents(option.priceJson, currency, quantity) * factor);
      setupCents += priceListCents(option.setupPriceJson, currency, quantity);
    }
    const label = `${placement.name}: ${component.name}`;
    if (cents !== 0) perItem.push({ label, cents });
    if (setupCents !== 0) setup.push({ label: `Setup, ${label}`, cents: setupCents });
  }
  return { perItem, setup };
}

function packageLines(blueprint: Blueprint, chosen: readonly Chosen[], currency: string, quantity: number): Line[] {
  const counts = new Map<string, number>();
  for (const { component } of chosen) counts.set(component.packageId, (counts.get(component.packageId) ?? 0) + 1);
  const lines: Line[] = [];
  for (const pack of blueprint.packages) {
    const count = counts.get(pack.componentPackageId);
    if (count === undefined) continue;
    const cents =
      priceListCents(pack.basePriceJson, currency, quantity) +
      count * priceListCents(pack.packagePriceJson, currency, quantity);
    if (cents !== 0) lines.push({ label: pack.name, cents });
  }
  return lines;
}

const toValue = (cents: number) => cents / 100;

/**
 * The price of `selections` (placement code to component code, as the rule engine resolved them) for
 * `options.quantity` items; null when nothing in the blueprint has a price to choose a currency from.
 */
export function priceConfiguration(
  blueprint: Blueprint,
  selections: Record<string, string>,
  options: PriceOptions,
): RecipePrice | null {
  const quantity = Math.max(1, Math.floor(options.quantity));
  const chosen = chosenComponents(blueprint, selections);
  const currency = currencyOf(blueprint, chosen, options.currency);
  if (currency === null) return null;
  const { perItem, setup } = componentLines(chosen, currency, quantity);
  const base: Line = { label: "Base price", cents: priceListCents(blueprint.priceJson, currency, quantity) };
  const itemLines = [base, ...packageLines(blueprint, chosen, currency, quantity), ...perItem];
  const lines = [...itemLines.map((line) => ({ ...line, cents: line.cents * quantity })), ...setup];
  const total = lines.reduce((sum, line) => sum + line.cents, 0);
  return {
    currencyCode: currency,
    value: toValue(total),
    quantity,
    lines: lines.map((line) => ({ label: line.label, value: toValue(line.cents) })),
  };
}
