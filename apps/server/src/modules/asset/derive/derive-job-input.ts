import { z } from "zod";
import type { AuditActor } from "../../../audit/audit-recorder";
import type { JobRow } from "../../../db/schema/jobs";
import { ASSET_IMAGE_TYPES } from "../asset/asset-content-check";

/** The images masks and lightmaps are made from: the library's raster types (an SVG is a drawing, not a photo). */
export const DERIVABLE_TYPES: readonly string[] = ASSET_IMAGE_TYPES.filter((type) => type !== "image/svg+xml");

/** What an assetMask or assetLightmap job is queued with: the image, the pair, and who asked. */
export const DeriveJobInput = z.object({
  name: z.string(),
  strength: z.number().optional(),
  gamma: z.number().optional(),
  by: z.object({ kind: z.enum(["user", "apiKey"]), id: z.string() }),
});
export type DeriveJobInput = z.infer<typeof DeriveJobInput>;

/** The caller again, as the job's writes are audited: the user or key that asked, acting through the job. */
export function jobWriter(job: Pick<JobRow, "companyId" | "startedBy">, by: DeriveJobInput["by"]): AuditActor {
  const common = { name: job.startedBy, companyId: job.companyId, roles: [] };
  return by.kind === "user"
    ? { kind: "user", userId: by.id, sessionId: "", ...common }
    : { kind: "apiKey", apiKeyId: by.id, ...common };
}
