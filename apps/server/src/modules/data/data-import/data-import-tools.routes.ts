import { BatchFile } from "@atelier/domain/data/batch-file.schema";
import {
  type BatchEditProblem,
  BatchEditRequest,
  BatchEditResponse,
  BatchSelection,
  DATA_IMPORT_MAX_BYTES,
} from "@atelier/domain/data/data-import.schema";
import type { AreaRoutesInstance } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { editBatch } from "./data-import-edit";
import { dataImportTags as tags } from "./data-import-params";
import { selectionBatch } from "./data-import-selection";

/** The largest batch text (as JSON, escaped) and room for the prompt or commands. */
const EDIT_BODY_LIMIT = 2 * DATA_IMPORT_MAX_BYTES + 64 * 1024;

/**
 * Batch Tools (part 3): edit a batch by commands or a plain-English prompt, and make a batch of a selection.
 * Both write nothing (so no audit entry): their answers go to a dry run as a new feed.
 */
export function registerDataImportToolRoutes(app: AreaRoutesInstance, deps: AppDeps): void {
  app.post(
    "/dataimport/edit",
    {
      bodyLimit: EDIT_BODY_LIMIT,
      config: { auth: "admin", audit: "none" },
      schema: {
        tags,
        summary: "Edit a batch by commands or by a prompt in plain English; answers the commands and the edited batch",
        body: BatchEditRequest,
        // A prompt it cannot read answers BatchEditProblem: an ApiErrorBody with the unknown words beside.
        response: { 200: BatchEditResponse, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      requireActor(request);
      const answer = editBatch(request.body);
      if (answer.ok) return answer.response;
      const problem: BatchEditProblem = answer.problem;
      // Sent as it is: the 400 schema (ApiErrorBody) would drop unknownWords.
      return reply.status(400).serializer(JSON.stringify).send(problem);
    },
  );

  app.post(
    "/dataimport/batch",
    {
      config: { auth: "admin", audit: "none" },
      schema: {
        tags,
        summary: "A batch file of the current state of the chosen options (by code) and products (by style code)",
        body: BatchSelection,
        response: { 200: BatchFile, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => selectionBatch(deps, requireActor(request), request.body),
  );
}
