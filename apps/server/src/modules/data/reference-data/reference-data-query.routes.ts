import { DataGridQuery, DataGridQueryResult, UnmappedAttribute } from "@atelier/domain/data/reference-data.schema";
import { z } from "zod";
import type { AreaRoutesInstance } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { referenceDataTags as tags, UnmappedParams } from "./reference-data-params";
import { queryDataGrid, unmappedAttributes } from "./reference-data-query.service";

/** The reads over reference files: the data-grid query and the unmapped attribute values of a mapping. */
export function registerReferenceDataQueryRoutes(app: AreaRoutesInstance, deps: AppDeps): void {
  app.post(
    "/referencedata/query",
    {
      config: { auth: "member", audit: "none" },
      schema: {
        tags,
        operationId: "queryDataGrid",
        summary: "Query a data grid (by its code in `from`): filters, selected fields, sort, take and skip",
        body: DataGridQuery,
        response: { 200: DataGridQueryResult, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => queryDataGrid(deps, requireActor(request), request.body),
  );

  app.get(
    "/referencedata/:referenceDataId/unmapped",
    {
      config: { auth: "member" },
      schema: {
        tags,
        operationId: "listUnmappedAttributes",
        summary: "The custom attribute values of the company's options and products that no file of the mapping covers",
        params: UnmappedParams,
        response: { 200: z.array(UnmappedAttribute), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => unmappedAttributes(deps, requireActor(request), request.params.referenceDataId),
  );
}
