import { UPLOAD_MESSAGES } from "@atelier/domain/shared/upload";

/** One file in the upload list: where its upload stands. */
export interface UploadEntry {
  id: number;
  name: string;
  size: number;
  status: "uploading" | "done" | "failed";
  /** 0-100, whole numbers. */
  percent: number;
  /** The server's (or the check's) message when it failed. */
  message?: string;
  /**
   * Whether sending the same file again may succeed: false for a file over the size limit and for a
   * refusal (4xx) retrying cannot fix.
   */
  retryable: boolean;
}

export type UploadAction =
  | { type: "added"; entries: UploadEntry[] }
  | { type: "progress"; id: number; loaded: number; total: number }
  | { type: "done"; id: number }
  | { type: "failed"; id: number; message: string; retryable: boolean }
  | { type: "retried"; id: number }
  | { type: "removed"; id: number };

/** The percent of `loaded` in `total`, whole, never 100 before the server has answered. */
export function percentOf(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(99, Math.max(0, Math.floor((loaded / total) * 100)));
}

/**
 * The entries for newly chosen files: a file over `maxBytes` fails at once with the server's own message
 * (and no retry), the others start uploading. Ids continue from `nextId`.
 */
export function entriesFor(
  files: readonly { name: string; size: number }[],
  nextId: number,
  maxBytes?: number,
): UploadEntry[] {
  return files.map((file, index) => {
    const tooLarge = maxBytes !== undefined && file.size > maxBytes;
    return {
      id: nextId + index,
      name: file.name,
      size: file.size,
      status: tooLarge ? "failed" : "uploading",
      percent: 0,
      ...(tooLarge ? { message: UPLOAD_MESSAGES.tooLarge(maxBytes) } : {}),
      retryable: !tooLarge,
    };
  });
}

function update(entries: UploadEntry[], id: number, change: (entry: UploadEntry) => UploadEntry): UploadEntry[] {
  return entries.map((entry) => (entry.id === id ? change(entry) : entry));
}

/** The upload list's state after an event. */
export function uploadQueue(entries: UploadEntry[], action: UploadAction): UploadEntry[] {
  switch (action.type) {
    case "added":
      return [...entries, ...action.entries];
    case "progress":
      return update(entries, action.id, (entry) =>
        entry.status === "uploading"
          ? { ...entry, percent: Math.max(entry.percent, percentOf(action.loaded, action.total)) }
          : entry,
      );
    case "done":
      return update(entries, action.id, (entry) => ({ ...entry, status: "done", percent: 100, message: undefined }));
    case "failed":
      return update(entries, action.id, (entry) => ({
        ...entry,
        status: "failed",
        message: action.message,
        retryable: action.retryable,
      }));
    case "retried":
      return update(entries, action.id, (entry) =>
        entry.retryable ? { ...entry, status: "uploading", percent: 0, message: undefined } : entry,
      );
    case "removed":
      return entries.filter((entry) => entry.id !== action.id);
  }
}
