import { UPLOAD_MESSAGES } from "@atelier/domain/shared/upload";
import { percentOf } from "../../../ui/upload/upload-queue";

/**
 * The Upload Assets queue (spec part 3, section 4 "Upload queue item"): each file is waiting, uploading
 * (with its percent), then done or error; after one ends, the next waiting one starts. One at a time.
 */
export interface UploadItem {
  id: number;
  /** The file's own name, and the asset name it is stored under. */
  fileName: string;
  target: string;
  /** The folder sent with the file (the server cleans the file's name and puts it there). */
  folder: string;
  size: number;
  status: "waiting" | "uploading" | "done" | "error";
  percent: number;
  message?: string | undefined;
}

export type UploadItemAction =
  | { type: "added"; items: UploadItem[] }
  | { type: "uploading"; id: number }
  | { type: "progress"; id: number; loaded: number; total: number }
  | { type: "done"; id: number; target?: string | undefined }
  | { type: "failed"; id: number; message: string }
  | { type: "cleared" };

/** The asset name of a file in a folder: "shirts/summer" and "red.png" give "shirts/summer/red.png". */
export function targetName(folder: string, fileName: string): string {
  const cleaned = folder.trim().replace(/^\/+|\/+$/g, "");
  return cleaned === "" ? fileName : `${cleaned}/${fileName}`;
}

/** The items of newly chosen files, waiting; one over `maxBytes` is an error at once with the server's message. */
export function uploadItemsFor(
  files: readonly { name: string; size: number }[],
  folder: string,
  nextId: number,
  maxBytes: number,
): UploadItem[] {
  return files.map((file, index) => {
    const tooLarge = file.size > maxBytes;
    return {
      id: nextId + index,
      fileName: file.name,
      target: targetName(folder, file.name),
      folder: folder.trim(),
      size: file.size,
      status: tooLarge ? "error" : "waiting",
      percent: 0,
      message: tooLarge ? UPLOAD_MESSAGES.tooLarge(maxBytes) : undefined,
    };
  });
}

/** The file to send next: the first waiting one, unless one is uploading. */
export function nextUpload(items: readonly UploadItem[]): UploadItem | undefined {
  if (items.some((item) => item.status === "uploading")) return undefined;
  return items.find((item) => item.status === "waiting");
}

function change(items: readonly UploadItem[], id: number, next: (item: UploadItem) => UploadItem): UploadItem[] {
  return items.map((item) => (item.id === id ? next(item) : item));
}

/** The queue after an event. */
export function uploadItems(items: readonly UploadItem[], action: UploadItemAction): UploadItem[] {
  switch (action.type) {
    case "added":
      return [...items, ...action.items];
    case "uploading":
      return change(items, action.id, (item) => (item.status === "waiting" ? { ...item, status: "uploading" } : item));
    case "progress":
      return change(items, action.id, (item) =>
        item.status === "uploading"
          ? { ...item, percent: Math.max(item.percent, percentOf(action.loaded, action.total)) }
          : item,
      );
    case "done":
      return change(items, action.id, (item) =>
        item.status === "uploading"
          ? { ...item, status: "done", percent: 100, target: action.target ?? item.target }
          : item,
      );
    case "failed":
      return change(items, action.id, (item) =>
        item.status === "uploading" ? { ...item, status: "error", message: action.message } : item,
      );
    case "cleared":
      return items.filter((item) => item.status === "waiting" || item.status === "uploading");
  }
}
