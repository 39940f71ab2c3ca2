import { UPLOAD_MESSAGES } from "@atelier/domain/shared/upload";
import { describe, expect, it } from "vitest";
import { entriesFor, percentOf, type UploadEntry, uploadQueue } from "./upload-queue";

const file = (name: string, size: number) => ({ name, size });

describe("percentOf", () => {
  it.each([
    [0, 100, 0],
    [50, 200, 25],
    [199, 200, 99],
    [200, 200, 99],
    [10, 0, 0],
  ])("%i of %i is %i%%", (loaded, total, percent) => {
    expect(percentOf(loaded, total)).toBe(percent);
  });
});

describe("the upload queue", () => {
  it("starts files within the limit and fails larger ones with the server's message, without retry", () => {
    const entries = entriesFor([file("a.png", 10), file("b.png", 2048)], 5, 1024);
    expect(entries).toEqual([
      { id: 5, name: "a.png", size: 10, status: "uploading", percent: 0, retryable: true },
      {
        id: 6,
        name: "b.png",
        size: 2048,
        status: "failed",
        percent: 0,
        message: UPLOAD_MESSAGES.tooLarge(1024),
        retryable: false,
      },
    ]);
  });

  it("follows an upload through progress, failure, retry and success", () => {
    let state: UploadEntry[] = uploadQueue([], { type: "added", entries: entriesFor([file("a.png", 10)], 1) });
    state = uploadQueue(state, { type: "progress", id: 1, loaded: 40, total: 100 });
    expect(state[0]?.percent).toBe(40);
    state = uploadQueue(state, { type: "progress", id: 1, loaded: 10, total: 100 });
    expect(state[0]?.percent).toBe(40);
    state = uploadQueue(state, { type: "failed", id: 1, message: UPLOAD_MESSAGES.uploadFailed, retryable: true });
    expect(state[0]).toMatchObject({ status: "failed", message: UPLOAD_MESSAGES.uploadFailed, retryable: true });
    state = uploadQueue(state, { type: "progress", id: 1, loaded: 90, total: 100 });
    expect(state[0]?.percent).toBe(40);
    state = uploadQueue(state, { type: "retried", id: 1 });
    expect(state[0]).toMatchObject({ status: "uploading", percent: 0, message: undefined });
    state = uploadQueue(state, { type: "done", id: 1 });
    expect(state[0]).toMatchObject({ status: "done", percent: 100 });
    expect(uploadQueue(state, { type: "removed", id: 1 })).toEqual([]);
  });

  it("does not retry a file the server refused (4xx), and retries one the server could not take then", () => {
    let state: UploadEntry[] = uploadQueue([], { type: "added", entries: entriesFor([file("a.glb", 10)], 1) });
    state = uploadQueue(state, { type: "failed", id: 1, message: "This is not a GLB file.", retryable: false });
    expect(state[0]).toMatchObject({ status: "failed", message: "This is not a GLB file.", retryable: false });
    expect(uploadQueue(state, { type: "retried", id: 1 })).toEqual(state);

    state = uploadQueue([], { type: "added", entries: entriesFor([file("b.glb", 10)], 2) });
    state = uploadQueue(state, { type: "failed", id: 2, message: "Service unavailable.", retryable: true });
    expect(uploadQueue(state, { type: "retried", id: 2 })[0]).toMatchObject({ status: "uploading", retryable: true });
  });

  it("does not retry a file refused before sending", () => {
    const state = uploadQueue([], { type: "added", entries: entriesFor([file("big", 5)], 1, 1) });
    expect(uploadQueue(state, { type: "retried", id: 1 })).toEqual(state);
  });
});
