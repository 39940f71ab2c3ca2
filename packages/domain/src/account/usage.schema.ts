import { z } from "zod";

/** What the company's usage is counted in: bytes sent for its API calls and assets, and moderation calls. */
export const USAGE_KINDS = ["bandwidth", "moderation"] as const;
export const UsageKind = z.enum(USAGE_KINDS);
export type UsageKind = z.infer<typeof UsageKind>;

/** One UTC day's total (bytes for bandwidth, calls for moderation). date is YYYY-MM-DD. */
export const UsageDay = z.object({ date: z.string(), total: z.number() });
export type UsageDay = z.infer<typeof UsageDay>;

/** A run of consecutive days, every day present (zero when nothing was counted), and their sum. */
export const UsageSeries = z.object({ total: z.number(), days: z.array(UsageDay) });
export type UsageSeries = z.infer<typeof UsageSeries>;

/**
 * GET analytics/bandwidth and analytics/moderation: thisMonth runs from the 1st of the current UTC month to
 * today; trailing is the 30 days ending today.
 */
export const Usage = z.object({ thisMonth: UsageSeries, trailing: UsageSeries });
export type Usage = z.infer<typeof Usage>;
