import { z } from "zod";
import { idText } from "./fields";

/** Currencies the prices editor offers; 'Other' lets the user type any code. */
export const PRICE_CURRENCIES = ["USD", "EUR", "GBP", "CAD", "JPY", "AUD", "CNY"] as const;

/** One price (spec part 1 section 3, "Price entry"): a value with 2 decimals, from an optional quantity. */
export const PriceEntry = z.object({
  id: idText(),
  currencyCode: z
    .string()
    .trim()
    .min(1, { error: "Currency is required." })
    .max(8, { error: "Currency is at most 8 characters." }),
  value: z
    .number({ error: "Value must be a number." })
    .refine((value) => Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: "Value has at most 2 decimals.",
    }),
  breakpoint: z
    .number({ error: "Quantity breakpoint must be a number." })
    .int({ error: "Quantity breakpoint must be a whole number." })
    .min(0, { error: "Quantity breakpoint must be at least 0." })
    .nullable()
    .default(null),
});
export type PriceEntry = z.infer<typeof PriceEntry>;

export const PriceList = z.array(PriceEntry).max(500, { error: "A list holds at most 500 prices." });
export type PriceList = z.infer<typeof PriceList>;
