/** Prices are shown with 2 decimals in every currency (spec part 1: "Values have 2 decimals"). */
export const PRICE_DECIMALS = 2;

/** Numbers and currencies are written the way the rest of Atelier writes them. */
const PRICE_LOCALE = "en-US";

const decimalsOnly = new Intl.NumberFormat(PRICE_LOCALE, {
  minimumFractionDigits: PRICE_DECIMALS,
  maximumFractionDigits: PRICE_DECIMALS,
});

const byCurrency = new Map<string, Intl.NumberFormat>();

/** A currency formatter for a well-formed ISO 4217 code; null for a free-text code Intl refuses. */
function currencyFormat(currencyCode: string): Intl.NumberFormat | null {
  const code = currencyCode.trim().toUpperCase();
  const known = byCurrency.get(code);
  if (known) return known;
  try {
    const format = new Intl.NumberFormat(PRICE_LOCALE, {
      style: "currency",
      currency: code,
      minimumFractionDigits: PRICE_DECIMALS,
      maximumFractionDigits: PRICE_DECIMALS,
    });
    byCurrency.set(code, format);
    return format;
  } catch {
    return null;
  }
}

/**
 * The one way a price is shown: 2 decimals, with the currency's symbol or code when the code is one
 * Intl knows the form of ('$99.00', '€99.00', 'CHF 99.00'), else the number alone ('99.00').
 * Blank for a value that is not a number (a field being typed).
 */
export function formatPrice(value: number, currencyCode?: string): string {
  if (!Number.isFinite(value)) return "";
  const format = currencyCode ? currencyFormat(currencyCode) : null;
  return (format ?? decimalsOnly).format(value);
}
