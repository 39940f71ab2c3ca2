import type { ApiErrorBody } from "@atelier/domain/shared/errors";
import { MESSAGES, SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../errors/app-error";
import { isUniqueViolation } from "../errors/database-errors";

/** Turns zod issues (as fastify-type-provider-zod reports them) into modelState keyed by the field path. */
export function toModelState(issues: { instancePath: string; message?: string }[]): Record<string, string[]> {
  const modelState: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, "").split("/").filter(Boolean).join(".");
    const message = issue.message ?? MESSAGES.validationFailed;
    const list = modelState[field] ?? [];
    if (!list.includes(message)) list.push(message);
    modelState[field] = list;
  }
  return modelState;
}

function clientErrorMessage(status: number, error: FastifyError): string {
  if (status === 400) return SERVER_MESSAGES.invalidRequest;
  if (status === 403) return MESSAGES.forbidden;
  if (status === 404) return MESSAGES.notFound;
  return error.code?.startsWith("FST_") ? error.message : SERVER_MESSAGES.invalidRequest;
}

function send(reply: FastifyReply, status: number, body: ApiErrorBody): FastifyReply {
  return reply.status(status).type("application/json; charset=utf-8").send(body);
}

/** The one error handler: every failure answers { message, modelState? } and never carries SQL or a stack. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(reply, 400, { message: MESSAGES.validationFailed, modelState: toModelState(error.validation) });
  }
  if (error instanceof AppError) {
    const body: ApiErrorBody = { message: error.message };
    if (error.modelState) body.modelState = error.modelState;
    return send(reply, error.statusCode, body);
  }
  if (isUniqueViolation(error)) {
    request.log.warn({ err: error }, "unique violation");
    return send(reply, 409, { message: SERVER_MESSAGES.alreadyExists });
  }
  const status = error.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    // Request errors from Fastify or its plugins (bad JSON, body too large, a directory asked for): safe to answer.
    return send(reply, status, { message: clientErrorMessage(status, error) });
  }
  request.log.error({ err: error }, "unexpected error");
  return send(reply, 500, { message: MESSAGES.unexpectedError });
}
