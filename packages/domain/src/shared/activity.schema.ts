import { z } from "zod";
import { requiredText } from "./fields";
import { TEXT_MAX } from "./input-limits";

const activeFrom = z.iso.datetime({ offset: true, error: "Active from must be a date and time." }).nullable();
const inventory = z
  .number({ error: "In stock must be a number." })
  .int({ error: "In stock must be a whole number." })
  .min(0, { error: "In stock must be at least 0." })
  .nullable();

/** A per-site override of a product's activity (spec part 1 section 3, "Activity"). */
export const SiteActivity = z.object({
  siteCode: requiredText("Site", TEXT_MAX.code),
  inactive: z.boolean().default(false),
  activeFrom: activeFrom.default(null),
  inventory: inventory.default(null),
});
export type SiteActivity = z.infer<typeof SiteActivity>;

/** Whether a product is active, from when, how many are in stock, and per-site overrides. */
export const ProductActivity = z.object({
  inactive: z.boolean().default(false),
  activeFrom: activeFrom.default(null),
  inventory: inventory.default(null),
  inactivePerSite: z.array(SiteActivity).max(1000).default([]),
});
export type ProductActivity = z.infer<typeof ProductActivity>;
