import { ApiErrorBody } from "@atelier/domain/shared/errors";

/** The failure statuses routes declare; every one answers ApiErrorBody (see error-handler.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 429;

/**
 * The OpenAPI responses of a route's failures, e.g. `response: { 200: Product, ...errorResponses(400, 401, 404) }`:
 * each status with the one error body, so no route file spells the map out.
 */
export function errorResponses<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof ApiErrorBody } {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorBody])) as {
    [K in S[number]]: typeof ApiErrorBody;
  };
}
