import { PRICE_CURRENCIES, type PriceEntry, type PriceList } from "@atelier/domain/shared/price.schema";
import type { z } from "zod";

/** Pure rules of the prices editor's rows (tested without a DOM). */

export const OTHER_CURRENCY = "Other";
export const CURRENCY_CHOICES = [...PRICE_CURRENCIES, OTHER_CURRENCY] as const;
export type CurrencyChoice = (typeof CURRENCY_CHOICES)[number];
export const DEFAULT_CURRENCY = "USD";

export function isCurrencyChoice(value: string | null): value is CurrencyChoice {
  return CURRENCY_CHOICES.some((choice) => choice === value);
}

/** What the currency select shows: the code when it is offered, otherwise 'Other'. */
export function currencyChoice(currencyCode: string): CurrencyChoice {
  return PRICE_CURRENCIES.find((code) => code === currencyCode) ?? OTHER_CURRENCY;
}

/** The code a choice sets: choosing 'Other' starts an empty code for the user to type. */
export function currencyCodeFor(choice: CurrencyChoice): string {
  return choice === OTHER_CURRENCY ? "" : choice;
}

/** A price value from its input, rounded to 2 decimals; NaN while the field is blank or not a number. */
export function priceValueFromInput(input: number | string): number {
  const value = typeof input === "number" ? input : input.trim() === "" ? Number.NaN : Number(input);
  // EPSILON keeps halves such as 1.005 (stored as 1.00499...) rounding up.
  return Number.isFinite(value) ? Math.round((value + Number.EPSILON) * 100) / 100 : Number.NaN;
}

/** A quantity breakpoint from its input: a whole number, or null when blank. */
export function breakpointFromInput(input: number | string): number | null {
  const value = typeof input === "number" ? input : input.trim() === "" ? Number.NaN : Number(input);
  return Number.isFinite(value) ? Math.trunc(value) : null;
}

/** A new price in the currency of the last one (USD for the first), for any quantity. */
export function newPriceEntry(list: readonly PriceEntry[]): PriceEntry {
  return {
    id: crypto.randomUUID(),
    currencyCode: list.at(-1)?.currencyCode || DEFAULT_CURRENCY,
    value: 0,
    breakpoint: null,
  };
}

/** Prices as a form holds them (typed in, the breakpoint maybe missing), as the editor takes them. */
export function priceListOf(value: z.input<typeof PriceList> | undefined): PriceList {
  return (value ?? []).map((entry) => ({ ...entry, breakpoint: entry.breakpoint ?? null }));
}
