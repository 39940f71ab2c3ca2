import { MESSAGES } from "@atelier/domain/shared/messages";
import { UPLOAD_MESSAGES } from "@atelier/domain/shared/upload";
import { describe, expect, it } from "vitest";
import { failureOf, isRetryableStatus, UploadError, uploadErrorFor } from "./upload-request";

describe("isRetryableStatus", () => {
  it.each([0, 408, 429, 500, 502, 503, 504, 599])("offers Retry after %i", (status) => {
    expect(isRetryableStatus(status)).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 413, 415, 422, 600])("offers no Retry after %i", (status) => {
    expect(isRetryableStatus(status)).toBe(false);
  });
});

describe("uploadErrorFor", () => {
  it("keeps every message the server returned and shows the first", () => {
    const error = uploadErrorFor(400, {
      modelState: { file: ["This is not a GLB file.", "The file is empty."], name: ["Name is required."] },
    });
    expect(error.messages).toEqual(["This is not a GLB file.", "The file is empty.", "Name is required."]);
    expect(error.message).toBe("This is not a GLB file.");
    expect(error.status).toBe(400);
    expect(error.retryable).toBe(false);
  });

  it("shows a refusal's message without Retry", () => {
    const error = uploadErrorFor(413, { message: UPLOAD_MESSAGES.tooLarge(1024) });
    expect(failureOf(error)).toEqual({ message: UPLOAD_MESSAGES.tooLarge(1024), retryable: false });
  });

  it("offers Retry when the server failed, with the generic message when it said nothing", () => {
    const error = uploadErrorFor(503, "<html>Bad gateway</html>");
    expect(error.messages).toEqual([MESSAGES.unexpectedError]);
    expect(failureOf(error)).toEqual({ message: MESSAGES.unexpectedError, retryable: true });
  });
});

describe("failureOf", () => {
  it("offers Retry after a lost connection", () => {
    expect(failureOf(new UploadError([UPLOAD_MESSAGES.uploadFailed], 0))).toEqual({
      message: UPLOAD_MESSAGES.uploadFailed,
      retryable: true,
    });
  });

  it("offers Retry for an error that is not the server's answer", () => {
    expect(failureOf(new Error("Boom"))).toEqual({ message: "Boom", retryable: true });
  });
});
