import { z } from "zod";
import { storableText } from "../shared/fields";
import { assetNameProblem } from "./asset-names";

/** The largest asset one upload may carry, and how many files one multipart upload may hold (docs/decisions/asset-limits.md). */
export const ASSET_MAX_BYTES = 100 * 1024 * 1024;
export const ASSET_UPLOAD_MAX_FILES = 20;
/** The most pixels an uploaded or processed image may have (a 30000x30000 image is refused). */
export const ASSET_MAX_PIXELS = 100_000_000;
/** Assets per page of the library's infinite scroll (the spec does not show it). */
export const ASSET_PAGE_SIZE = 60;
/** The image preview the library opens (part 3: 1600x1600 requested as webp). */
export const ASSET_PREVIEW_SIZE = 1600;
/** Download all needs a prefix longer than this (part 3 section 9). */
export const ASSET_ZIP_MIN_PREFIX = 3;

/** Texts of the asset calls that the spec does not quote. */
export const ASSET_MESSAGES = {
  notEnabled: "Assets are not enabled for this company.",
  notFound: "There is no asset of that name.",
  prefixTooShort: `Download all needs a prefix of at least ${ASSET_ZIP_MIN_PREFIX} characters.`,
  notAnImage: "Masks and lightmaps are made from images only.",
  tooManyPixels: `The image has more than ${ASSET_MAX_PIXELS.toLocaleString("en-US")} pixels.`,
  unreadableImage: "The image could not be read.",
} as const;

/** An asset name: a path below the company's library ("shirts/red.png"), checked by assetNameProblem. */
export const AssetName = storableText(400, "Name").superRefine((name, ctx) => {
  const problem = assetNameProblem(name);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** One asset of the library (part 3 "Asset"); width and height for images, null for other content. */
export const Asset = z.object({
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  lastModified: z.string(),
  /** The quoted ETag `GET asset/data/{name}` answers with. */
  etag: z.string(),
});
export type Asset = z.infer<typeof Asset>;

/** `GET /api/v1/asset`: names starting with `prefix` (case-sensitive), after the page token `nextPage`. */
export const AssetListQuery = z.object({
  prefix: storableText(400, "Prefix").default(""),
  nextPage: storableText(400, "Next page").optional(),
});
export type AssetListQuery = z.infer<typeof AssetListQuery>;

/** A page of the library; nextPage is the token of the next page, null on the last. */
export const AssetList = z.object({ assets: z.array(Asset), nextPage: z.string().nullable() });
export type AssetList = z.infer<typeof AssetList>;

/** `POST /api/v1/asset` as JSON: the name, the claimed type and the content in base64 (the bytes decide the type). */
export const AssetUploadJson = z.object({
  name: AssetName,
  mimeType: storableText(200, "Mime type").default(""),
  source: z.string().min(1, { error: "Source is required." }),
});
export type AssetUploadJson = z.infer<typeof AssetUploadJson>;

/** The answer of an upload: the assets stored, in the order sent. */
export const AssetUploadResult = z.object({ assets: z.array(Asset) });
export type AssetUploadResult = z.infer<typeof AssetUploadResult>;

/** `GET|DELETE /api/v1/asset/{name}` and `GET asset/data/{name}`: the name is the rest of the path. */
export const AssetNameParams = z.object({ "*": AssetName });

/** `GET asset/data/{name}`: an image may be asked for fitted inside width x height, re-encoded as webp. */
export const AssetDataQuery = z.object({
  width: z.coerce.number().int().min(1).max(ASSET_PREVIEW_SIZE).optional(),
  height: z.coerce.number().int().min(1).max(ASSET_PREVIEW_SIZE).optional(),
  format: z.enum(["webp"]).optional(),
});
export type AssetDataQuery = z.infer<typeof AssetDataQuery>;

/** `GET /api/v1/asset/zip?prefix=`: every asset under the prefix in one zip. */
export const AssetZipQuery = z.object({
  prefix: storableText(400, "Prefix").refine((prefix) => prefix.length >= ASSET_ZIP_MIN_PREFIX, {
    error: ASSET_MESSAGES.prefixTooShort,
  }),
});

/** The lightmap strengths of part 3 section 9 with their (strength, gamma) pairs. */
export const LIGHTMAP_STRENGTHS = [
  { label: "200%", strength: 0, gamma: 2 },
  { label: "150%", strength: 0, gamma: 1.5 },
  { label: "100%", strength: 0, gamma: 1 },
  { label: "75%", strength: 0.25, gamma: 1 },
  { label: "50%", strength: 0.5, gamma: 1 },
  { label: "25%", strength: 0.75, gamma: 1 },
] as const;

/** `POST /api/v1/asset/mask`: make `{base}.Mask.png` from the image `name`. */
export const AssetMaskInput = z.object({ name: AssetName });
export type AssetMaskInput = z.infer<typeof AssetMaskInput>;

/** `POST /api/v1/asset/lightmap`: make `{base}.Lightmap.png` from the image `name` with a strength pair. */
export const AssetLightmapInput = z.object({
  name: AssetName,
  strength: z
    .number()
    .min(0, { error: "Strength must be between 0 and 1." })
    .max(1, { error: "Strength must be between 0 and 1." }),
  gamma: z
    .number()
    .min(0.1, { error: "Gamma must be between 0.1 and 4." })
    .max(4, { error: "Gamma must be between 0.1 and 4." }),
});
export type AssetLightmapInput = z.infer<typeof AssetLightmapInput>;

/**
 * The answer of a mask or lightmap request: the job that makes it (polled at `GET /api/v1/jobstatus/{jobId}`)
 * and the name the result will have.
 */
export const AssetDerivationStarted = z.object({ jobId: z.string(), name: z.string() });
export type AssetDerivationStarted = z.infer<typeof AssetDerivationStarted>;
