import {
  ASSET_MAX_BYTES,
  ASSET_UPLOAD_MAX_FILES,
  type Asset,
  AssetUploadJson,
} from "@atelier/domain/asset/asset.schema";
import { SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import { cleanFileName, UPLOAD_MESSAGES } from "@atelier/domain/shared/upload";
import type { FastifyRequest } from "fastify";
import type { AuditActor } from "../../../audit/audit-recorder";
import { AppError } from "../../../errors/app-error";
import { tooLarge } from "../../../storage/blob-meter";
import { removeBlobsAfterCommit } from "../../../storage/remove-blobs";
import { type AssetDeps, commitStagedAssets, type StagedAsset, stageAssetContent } from "./asset.service";

/** The file fields whose name is not a target name: the file keeps its own name. */
const PLAIN_FILE_FIELDS = new Set(["file", "files"]);

export const ASSET_UPLOAD_MESSAGES = {
  fieldsFirst: "Send the name and folder fields before the files.",
  nameNeedsOneFile: "A name can be given to one file only.",
  notBase64: "Source must be the content in base64.",
} as const;

/** `folder` + `name`: the folder gets one trailing slash, an empty folder adds nothing. */
export function targetName(folder: string, name: string): string {
  const trimmed = folder.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? name : `${trimmed}/${name}`;
}

/** multipart and busboy failures as the upload's answers; AppErrors pass. */
function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge(ASSET_MAX_BYTES);
  if (code === "FST_FILES_LIMIT") return new AppError(413, UPLOAD_MESSAGES.tooManyFiles(ASSET_UPLOAD_MAX_FILES));
  if (typeof code === "string" && code.startsWith("FST_")) return AppError.badRequest(SERVER_MESSAGES.invalidRequest);
  if (error instanceof Error && /multipart|boundary|form/i.test(error.message)) {
    return AppError.badRequest(SERVER_MESSAGES.invalidRequest);
  }
  return error;
}

/**
 * Reads a multipart upload, one file at a time: a `folder` (or `prefix`) field puts the files in a folder, a
 * `name` field names the single file, a file part under another field name than `file`/`files` is stored
 * under that name, else the client's file name (cleaned). Fields come before the files. Each file is checked
 * and stored at once; on any refusal what this request stored is removed.
 */
async function stageMultipart(deps: AssetDeps, companyId: string, request: FastifyRequest): Promise<StagedAsset[]> {
  const staged: StagedAsset[] = [];
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({ limits: { fileSize: ASSET_MAX_BYTES, files: ASSET_UPLOAD_MAX_FILES } });
    for await (const part of parts) {
      if (part.type === "field") {
        if (staged.length > 0) throw AppError.badRequest(ASSET_UPLOAD_MESSAGES.fieldsFirst);
        fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
        continue;
      }
      if (fields.name !== undefined && staged.length > 0) {
        throw AppError.field("name", ASSET_UPLOAD_MESSAGES.nameNeedsOneFile);
      }
      const own = PLAIN_FILE_FIELDS.has(part.fieldname) ? cleanFileName(part.filename) : part.fieldname;
      const name = targetName(fields.folder ?? fields.prefix ?? "", fields.name ?? own);
      const body = await part.toBuffer();
      staged.push(await stageAssetContent(deps, companyId, name, body));
    }
  } catch (error) {
    await removeBlobsAfterCommit(
      deps,
      staged.map((item) => item.info.key),
    );
    throw asUploadError(error);
  }
  if (staged.length === 0) throw AppError.badRequest(UPLOAD_MESSAGES.noFile);
  return staged;
}

/** The bytes of a base64 source (a `data:...;base64,` prefix allowed), or a 400 when it is not base64. */
export function decodeBase64Source(source: string): Buffer {
  const bare = source.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(bare) || bare.length % 4 === 1) {
    throw AppError.field("source", ASSET_UPLOAD_MESSAGES.notBase64);
  }
  if (Math.floor((bare.length * 3) / 4) > ASSET_MAX_BYTES + 2) throw tooLarge(ASSET_MAX_BYTES);
  return Buffer.from(bare, "base64");
}

/**
 * `POST /api/v1/asset`: multipart files, or JSON (AssetUploadJson: name, claimed type, base64 source). The
 * bytes decide the type; every file is checked before any row is written, and the rows go in one transaction.
 */
export async function uploadAssets(
  deps: AssetDeps,
  actor: AuditActor,
  request: FastifyRequest,
): Promise<{ assets: Asset[] }> {
  if (request.isMultipart()) {
    const staged = await stageMultipart(deps, actor.companyId, request);
    return { assets: await commitStagedAssets(deps, actor, staged) };
  }
  const parsed = AssetUploadJson.safeParse(request.body);
  if (!parsed.success) {
    throw AppError.invalid(
      Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join(".") || "body", [issue.message]])),
    );
  }
  const body = decodeBase64Source(parsed.data.source);
  const staged = await stageAssetContent(deps, actor.companyId, parsed.data.name, body);
  return { assets: await commitStagedAssets(deps, actor, [staged]) };
}
