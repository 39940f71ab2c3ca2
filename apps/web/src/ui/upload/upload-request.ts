import { normalizeError } from "@atelier/domain/shared/errors";
import { UPLOAD_MESSAGES } from "@atelier/domain/shared/upload";

export interface UploadRequest {
  url: string;
  fieldName: string;
  fields: Record<string, string>;
  file: File;
  onProgress: (loaded: number, total: number) => void;
}

/** A failed upload with the message to show (the server's, or the connection's). */
export class UploadError extends Error {
  override name = "UploadError";
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
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
 * carrying the server's message.
 */
export function sendUpload({ url, fieldName, fields, file, onProgress }: UploadRequest): {
  done: Promise<unknown>;
  abort: () => void;
} {
  const request = new XMLHttpRequest();
  const done = new Promise<unknown>((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(fieldName, file, file.name);
    request.open("POST", url);
    request.withCredentials = true;
    request.setRequestHeader("accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    request.onload = () => {
      const body = parsed(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body);
      else {
        const error = normalizeError(request.status, body);
        reject(new UploadError(error.messages.join(" "), request.status));
      }
    };
    request.onerror = () => reject(new UploadError(UPLOAD_MESSAGES.uploadFailed, 0));
    request.onabort = () => reject(new UploadError(UPLOAD_MESSAGES.uploadFailed, 0));
    request.send(form);
  });
  return { done, abort: () => request.abort() };
}
