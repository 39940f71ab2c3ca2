import type { ConfigurationValue } from "@atelier/domain/customer/evaluation.schema";

/** What the order list's filter looks through for one order. */
export interface OrderSearchSource {
  orderId: string;
  orderNumber: string | null;
  recipeId: string;
  styleCodes: readonly string[];
  /** The recipe's personal values: their texts are searched, numbers are not. */
  values: Readonly<Record<string, ConfigurationValue>>;
}

/**
 * The order's search text: its ids, number, style codes and personal texts, lower-cased and joined by a line
 * break (which no filter holds, so a match never spans two of them). The trigram index works on it.
 */
export function orderSearchText(source: OrderSearchSource): string {
  const texts = Object.values(source.values).filter((value): value is string => typeof value === "string");
  return [source.orderId, source.orderNumber ?? "", source.recipeId, ...source.styleCodes, ...texts]
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .join("\n")
    .toLowerCase();
}
