import { z } from "zod";

/** The period of every analytics call (spec part 1, section 7): two calendar days, both included. */
export const AnalyticsPeriodQuery = z.object({
  startyear: z.coerce.number().int().min(2000).max(2200),
  startmonth: z.coerce.number().int().min(1).max(12),
  startday: z.coerce.number().int().min(1).max(31),
  endyear: z.coerce.number().int().min(2000).max(2200),
  endmonth: z.coerce.number().int().min(1).max(12),
  endday: z.coerce.number().int().min(1).max(31),
});
export type AnalyticsPeriodQuery = z.input<typeof AnalyticsPeriodQuery>;

/** A day as the analytics calls write it. */
export const AnalyticsDay = z.object({
  year: z.number().int(),
  month: z.number().int(),
  day: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof AnalyticsDay>;
