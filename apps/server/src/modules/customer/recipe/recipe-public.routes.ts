import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { errorResponses } from "../../../http/error-responses";
import { sendBlob } from "../../../storage/send-blob";
import { recipeDocumentJson, recipePdfKey, recipePreviewKey } from "./recipe-public.service";

const tags = ["recipe"];
const errors = errorResponses(404);
/** A recipe's files never change: any cache may keep them for a year without asking again. */
export const RECIPE_FILE_CACHE_CONTROL = "public, max-age=31536000, immutable";
const FileParams = z.object({ fileName: z.string() });
const ViewParams = z.object({ recipeId: z.string(), fileName: z.string() });

/**
 * Public files may be read and shown by any page (a shop shows the preview, reads the JSON): no cookies are
 * read, so any origin may; the JSON and PNG can run nothing (default-src 'none').
 */
function publicFileHeaders(reply: FastifyReply, inert: boolean): void {
  reply.header("access-control-allow-origin", "*").header("cross-origin-resource-policy", "cross-origin");
  if (inert) reply.header("content-security-policy", "default-src 'none'; frame-ancestors 'none'");
}

/** The file name's recipe id and extension (`{recipeId}.json`); null for another form. */
function splitFileName(fileName: string): { recipeId: string; extension: string } | null {
  const match = /^([^.]+)\.(json|pdf)$/.exec(fileName);
  return match ? { recipeId: match[1] ?? "", extension: match[2] ?? "" } : null;
}

function sendJson(request: FastifyRequest, reply: FastifyReply, body: Buffer): FastifyReply {
  const etag = `"${createHash("sha256").update(body).digest("hex")}"`;
  reply.header("etag", etag).header("cache-control", RECIPE_FILE_CACHE_CONTROL);
  if (request.headers["if-none-match"] === etag) return reply.status(304).send();
  return reply.type("application/json; charset=utf-8").send(body);
}

/** The public recipe host, outside /api/v1 and without sign-in: /recipe/{recipeId}.json, .pdf and view PNGs. */
export const recipePublicRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/recipe/:fileName",
    {
      config: { auth: "public" },
      schema: {
        tags,
        operationId: "getPublicRecipeFile",
        summary: "A recipe's public document (`{recipeId}.json`) or printable summary (`{recipeId}.pdf`)",
        params: FileParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = splitFileName(request.params.fileName);
      if (file === null) throw AppError.notFound();
      if (file.extension === "json") {
        const body = await recipeDocumentJson(deps, file.recipeId);
        publicFileHeaders(reply, true);
        return sendJson(request, reply, body);
      }
      const key = await recipePdfKey(deps, file.recipeId);
      publicFileHeaders(reply, false);
      return sendBlob(request, reply, deps.storage, key, {
        contentType: "application/pdf",
        disposition: "inline",
        fileName: `recipe-${file.recipeId}.pdf`,
        cacheControl: RECIPE_FILE_CACHE_CONTROL,
      });
    },
  );

  app.get(
    "/recipe/:recipeId/view/:fileName",
    {
      config: { auth: "public" },
      schema: {
        tags,
        operationId: "getPublicRecipeViewPreview",
        summary: "The preview PNG of a recipe's view (`{viewCode}.png`)",
        params: ViewParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const { recipeId, fileName } = request.params;
      if (!fileName.endsWith(".png")) throw AppError.notFound();
      const key = await recipePreviewKey(deps, recipeId, fileName.slice(0, -".png".length));
      publicFileHeaders(reply, true);
      return sendBlob(request, reply, deps.storage, key, {
        contentType: "image/png",
        cacheControl: RECIPE_FILE_CACHE_CONTROL,
      });
    },
  );
};
