import { percentOf } from "../../../../ui/upload/upload-queue";

/**
 * A chosen file not shown among the item's stored files: waiting for the item's save (a new item's), being
 * sent with its percent, sent (until the editor shows the item that holds it), or failed (kept, to send again
 * or remove). A file chosen again under the same name takes its place.
 */
export interface PendingFile {
  file: File;
  status: "waiting" | "sending" | "sent" | "failed";
  /** 0-99 while sending, 100 once sent. */
  percent: number;
  /** Whether sending it again may succeed (not after a refusal of its content). */
  retryable: boolean;
}

export type PendingFileAction =
  | { type: "chosen"; file: File }
  | { type: "sending"; name: string }
  | { type: "progress"; name: string; loaded: number; total: number }
  | { type: "sent"; name: string }
  | { type: "failed"; name: string; retryable: boolean }
  /** The editor shows the item holding the sent files: they leave. */
  | { type: "shown" }
  /** Removed by the user. */
  | { type: "gone"; name: string };

function update(files: PendingFile[], name: string, change: (file: PendingFile) => PendingFile): PendingFile[] {
  return files.map((pending) => (pending.file.name === name ? change(pending) : pending));
}

/** The chosen files after an event, in the order chosen. */
export function pendingFiles(files: PendingFile[], action: PendingFileAction): PendingFile[] {
  switch (action.type) {
    case "chosen":
      return [
        ...files.filter((pending) => pending.file.name !== action.file.name),
        { file: action.file, status: "waiting", percent: 0, retryable: true },
      ];
    case "sending":
      return update(files, action.name, (pending) => ({ ...pending, status: "sending", percent: 0 }));
    case "progress":
      return update(files, action.name, (pending) =>
        pending.status === "sending"
          ? { ...pending, percent: Math.max(pending.percent, percentOf(action.loaded, action.total)) }
          : pending,
      );
    case "sent":
      return update(files, action.name, (pending) => ({ ...pending, status: "sent", percent: 100 }));
    case "shown":
      return files.filter((pending) => pending.status !== "sent");
    case "failed":
      return update(files, action.name, (pending) => ({ ...pending, status: "failed", retryable: action.retryable }));
    case "gone":
      return files.filter((pending) => pending.file.name !== action.name);
  }
}
