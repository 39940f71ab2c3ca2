import { z } from "zod";

export const INSTANCE_TYPES = ["Production", "Staging", "Development"] as const;
export const InstanceType = z.enum(INSTANCE_TYPES);
export type InstanceType = z.infer<typeof InstanceType>;

/** A company is one workspace ("instance") of Atelier. */
export const Company = z.object({
  companyId: z.string(),
  name: z.string(),
  instanceType: InstanceType,
  manageAssets: z.boolean(),
  optimizeAssets: z.boolean(),
  hasAdvancedModeration: z.boolean(),
  hasImageModeration: z.boolean(),
  /** Optimisation runs left (read-only; each run takes one: docs/decisions/asset-optimization-credits.md). */
  optimizationCredits: z.number().int(),
});
export type Company = z.infer<typeof Company>;

/** One workspace the current user can switch to. */
export const Instance = z.object({
  instanceId: z.string(),
  title: z.string(),
  instanceType: InstanceType,
});
export type Instance = z.infer<typeof Instance>;
