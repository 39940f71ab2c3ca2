import { z } from "zod";

/** Texts of the batch tools: the spec's (quoted verbatim) and ours where the spec states only a rule. */
export const BATCH_MESSAGES = {
  /** Spec part 3, section 5, verbatim. */
  notValidJson: "Not a valid JSON batch file",
  /** Ours, for the spec's rule 'AI batch edit needs a batch and a non-empty prompt'. */
  needsBatchAndPrompt: "Choose a batch file and describe the edit: the prompt is empty.",
} as const;

/** One site's activation of an entry (spec part 3, entity "Batch file": inactivePerSite). */
export const BatchSiteActivation = z.looseObject({
  site: z.string().min(1),
  inactive: z.boolean(),
  activeFrom: z.string().nullable().optional(),
});
export type BatchSiteActivation = z.infer<typeof BatchSiteActivation>;

/**
 * One custom attribute of an entry. We pick the list of `{ name, value }` (not a name-to-value record):
 * it is how the product and option editors store attributes (shared/custom-attribute.schema.ts, with an id),
 * it keeps their order and any other field, and values may be numbers or null, so an export imports back
 * unchanged. The edit commands write string values.
 */
export const BatchAttribute = z.looseObject({
  name: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
});
export type BatchAttribute = z.infer<typeof BatchAttribute>;

/**
 * One option or product of a batch file. Only code is required; the other fields the batch tools read are
 * typed when present, and every other field is kept as it is (no defaults are added, so a round trip is exact).
 */
export const BatchEntry = z.looseObject({
  code: z.string().min(1),
  inactive: z.boolean().optional(),
  inactivePerSite: z.array(BatchSiteActivation).optional(),
  tags: z.array(z.string()).optional(),
  customAttributes: z.array(BatchAttribute).optional(),
  lastUpdated: z.string().nullable().optional(),
});
export type BatchEntry = z.infer<typeof BatchEntry>;

/** A batch file: componentOptions and products, both optional, at least one of them present. */
export const BatchFile = z
  .looseObject({
    componentOptions: z.array(BatchEntry).optional(),
    products: z.array(BatchEntry).optional(),
  })
  .refine((file) => file.componentOptions !== undefined || file.products !== undefined, {
    error: "A batch file lists componentOptions or products.",
  });
export type BatchFile = z.infer<typeof BatchFile>;

export type ParsedBatchFile = { ok: true; batch: BatchFile } | { ok: false; message: string };

/** Reads the text of an uploaded batch file; text that is not JSON, or JSON that is not a batch, is refused. */
export function parseBatchFile(text: string): ParsedBatchFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: BATCH_MESSAGES.notValidJson };
  }
  const parsed = BatchFile.safeParse(json);
  if (!parsed.success) return { ok: false, message: BATCH_MESSAGES.notValidJson };
  // The parsed JSON itself, not zod's copy: zod puts the known keys first, and an export must import back
  // (and export again) byte for byte. The schema has no defaults nor transforms, so the two hold the same values.
  return { ok: true, batch: json as BatchFile };
}
