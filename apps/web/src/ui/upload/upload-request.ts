import { normalizeError } from "@atelier/domain/shared/errors";
import { UPLOAD_MESSAGES } from "@atelier/domain/shared/upload";

export interface UploadRequest {
  url: string;
  /** POST unless the resource is replaced by the upload (PUT). */
  method?: "POST" | "PUT";
  fieldName: string;
  fields: Record<string, string>;
  file: File;
  onProgress: (loaded: number, total: number) => void;
}

/** Whether sending the same file again may succeed: after a network error (0), 408, 429 or a 5xx answer. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || (status >= 500 && status <= 599);
}

/**
 * A failed upload: every message the server returned (or the connection's), the first of which is shown
 * (spec part 3: "An optimization upload error shows the first returned message"), and whether retrying
 * can help.
 */
export class UploadError extends Error {
  override name = "UploadError";
  readonly retryable: boolean;
  constructor(
    readonly messages: readonly [string, ...string[]],
    readonly status: number,
  ) {
    super(messages[0]);
    this.retryable = isRetryableStatus(status);
  }
}

/** The UploadError for a server's answer with `status` and `body`. */
export function uploadErrorFor(status: number, body: unknown): UploadError {
  const [first = UPLOAD_MESSAGES.uploadFailed, ...rest] = normalizeError(status, body).messages;
  return new UploadError([first, ...rest], status);
}

function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends one file as multipart/form-data with the session cookie, reporting the bytes sent (fetch cannot
 * report upload progress, XMLHttpRequest can). Answers the server's JSON, or fails with an UploadError
 * carrying the server's messages.
 */
export function sendUpload({ url, method = "POST", fieldName, fields, file, onProgress }: UploadRequest): {
  done: Promise<unknown>;
  abort: () => void;
} {
  const request = new XMLHttpRequest();
  const done = new Promise<unknown>((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(fieldName, file, file.name);
    request.open(method, url);
    request.withCredentials = true;
    request.setRequestHeader("accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    request.onload = () => {
      const body = parsed(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body);
      else reject(uploadErrorFor(request.status, body));
    };
    request.onerror = () => reject(new UploadError([UPLOAD_MESSAGES.uploadFailed], 0));
    request.onabort = () => reject(new UploadError([UPLOAD_MESSAGES.uploadFailed], 0));
    request.send(form);
  });
  return { done, abort: () => request.abort() };
}

/** What a failed upload shows: the first message, and whether Retry is offered (not for a 4xx refusal). */
export function failureOf(error: unknown): { message: string; retryable: boolean } {
  if (error instanceof UploadError) return { message: error.message, retryable: error.retryable };
  return { message: error instanceof Error ? error.message : String(error), retryable: true };
}
