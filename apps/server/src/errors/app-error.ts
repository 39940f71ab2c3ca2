import { MESSAGES } from "@atelier/domain/shared/messages";

/** Field path -> its messages, as ApiErrorBody's modelState carries them. */
export type ModelState = Record<string, string[]>;

/**
 * A failure with a status and a message the caller may read: the error handler answers it as is.
 * Services raise it through the named constructors, so each failure has one status and one message.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly modelState: ModelState | undefined;

  constructor(statusCode: number, message: string, modelState?: ModelState) {
    super(message);
    this.name = "AppError";
    this.statusCode = statusCode;
    this.modelState = modelState;
  }

  /** 404: missing, archived or of another company, answered alike. */
  static notFound(message: string = MESSAGES.resourceNotFound): AppError {
    return new AppError(404, message);
  }

  static forbidden(message: string = MESSAGES.forbidden): AppError {
    return new AppError(403, message);
  }

  static unauthorized(message: string = MESSAGES.notSignedIn): AppError {
    return new AppError(401, message);
  }

  /** 400 with a message of its own (no field). */
  static badRequest(message: string): AppError {
    return new AppError(400, message);
  }

  /** A 400 (or other status) with the message attached to one field. */
  static field(field: string, message: string, statusCode = 400): AppError {
    return new AppError(statusCode, message, { [field]: [message] });
  }

  /** 400 "validation failed" with the messages of each field that failed. */
  static invalid(modelState: ModelState): AppError {
    return new AppError(400, MESSAGES.validationFailed, modelState);
  }

  /** 409: the request clashes with the resource's state (or, with a field, with a value held elsewhere). */
  static conflict(message: string, field?: string): AppError {
    return field === undefined ? new AppError(409, message) : AppError.field(field, message, 409);
  }

  /** 412: the etag read is not the resource's current one. */
  static staleEtag(): AppError {
    return new AppError(412, MESSAGES.staleEtag);
  }

  static tooManyRequests(message: string = MESSAGES.tooManyAttempts): AppError {
    return new AppError(429, message);
  }
}

/** Throws 400 "validation failed" when any field has a message. */
export function assertNoFieldErrors(modelState: ModelState): void {
  if (Object.keys(modelState).length > 0) throw AppError.invalid(modelState);
}
