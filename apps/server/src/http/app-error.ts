import { MESSAGES } from "@atelier/domain/shared/messages";

/** A failure with a status and a message the caller may read: the error handler answers it as is. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly modelState: Record<string, string[]> | undefined;

  constructor(statusCode: number, message: string, modelState?: Record<string, string[]>) {
    super(message);
    this.name = "AppError";
    this.statusCode = statusCode;
    this.modelState = modelState;
  }

  static notFound(): AppError {
    return new AppError(404, MESSAGES.resourceNotFound);
  }

  static forbidden(): AppError {
    return new AppError(403, MESSAGES.forbidden);
  }

  static unauthorized(message: string = MESSAGES.notSignedIn): AppError {
    return new AppError(401, message);
  }

  /** A 400 (or other status) with the message attached to one field. */
  static field(field: string, message: string, statusCode = 400): AppError {
    return new AppError(statusCode, message, { [field]: [message] });
  }
}
