import { UPLOAD_MESSAGES } from "@atelier/domain/shared/upload";
import { describe, expect, it } from "vitest";
import { nextUpload, targetName, type UploadItemAction, uploadItems, uploadItemsFor } from "./upload-items";

const file = (name: string, size = 10) => ({ name, size });

describe("the Upload Assets queue", () => {
  it.each([
    ["", "red.png", "red.png"],
    ["shirts", "red.png", "shirts/red.png"],
    [" /shirts/summer/ ", "red.png", "shirts/summer/red.png"],
  ])("the folder '%s' and %s give %s", (folder, name, target) => {
    expect(targetName(folder, name)).toBe(target);
  });

  it("queues files as waiting, and one over the limit as an error with the server's message", () => {
    const items = uploadItemsFor([file("a.png"), file("b.glb", 2048)], "x", 3, 1024);
    expect(items.map((item) => [item.id, item.target, item.status])).toEqual([
      [3, "x/a.png", "waiting"],
      [4, "x/b.glb", "error"],
    ]);
    expect(items[1]?.message).toBe(UPLOAD_MESSAGES.tooLarge(1024));
  });

  it("sends one at a time: the next waiting file starts after the previous one ends", () => {
    let items = uploadItems([], { type: "added", items: uploadItemsFor([file("a"), file("b"), file("c")], "", 1, 99) });
    expect(nextUpload(items)?.id).toBe(1);
    const steps: UploadItemAction[] = [
      { type: "uploading", id: 1 },
      { type: "progress", id: 1, loaded: 50, total: 100 },
    ];
    items = steps.reduce(uploadItems, items);
    expect(items[0]).toMatchObject({ status: "uploading", percent: 50 });
    expect(nextUpload(items)).toBeUndefined();
    items = uploadItems(items, { type: "failed", id: 1, message: "This type of file is not accepted." });
    expect(items[0]).toMatchObject({ status: "error", message: "This type of file is not accepted." });
    expect(nextUpload(items)?.id).toBe(2);
    items = [{ type: "uploading", id: 2 } as const, { type: "done", id: 2 } as const].reduce(uploadItems, items);
    expect(items[1]).toMatchObject({ status: "done", percent: 100 });
    expect(nextUpload(items)?.id).toBe(3);
  });

  it("ignores events for items not in that state, and clears only finished ones", () => {
    const items = uploadItems([], { type: "added", items: uploadItemsFor([file("a"), file("b", 500)], "", 1, 99) });
    expect(uploadItems(items, { type: "done", id: 1 })).toEqual(items);
    expect(uploadItems(items, { type: "progress", id: 1, loaded: 1, total: 2 })).toEqual(items);
    expect(uploadItems(items, { type: "cleared" }).map((item) => item.id)).toEqual([1]);
  });
});
