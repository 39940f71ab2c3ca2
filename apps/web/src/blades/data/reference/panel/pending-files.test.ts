import { describe, expect, it } from "vitest";
import { type PendingFile, pendingFiles } from "./pending-files";

const csv = (name: string, content = "Code\nA\n") => new File([content], name, { type: "text/csv" });

function chosen(...files: File[]): PendingFile[] {
  return files.reduce<PendingFile[]>((list, file) => pendingFiles(list, { type: "chosen", file }), []);
}

describe("pendingFiles", () => {
  it("holds chosen files in order, waiting; a file chosen again under its name takes its place at the end", () => {
    const again = csv("a.csv", "Code\nB\nC\n");
    const files = pendingFiles(chosen(csv("a.csv"), csv("b.csv")), { type: "chosen", file: again });
    expect(files.map((entry) => [entry.file.name, entry.status])).toEqual([
      ["b.csv", "waiting"],
      ["a.csv", "waiting"],
    ]);
    expect(files[1]?.file).toBe(again);
  });

  it("shows the percent of the file being sent, never 100 before the server answered, never going back", () => {
    let files = pendingFiles(chosen(csv("a.csv"), csv("b.csv")), { type: "sending", name: "a.csv" });
    files = pendingFiles(files, { type: "progress", name: "a.csv", loaded: 50, total: 200 });
    expect(files[0]).toMatchObject({ status: "sending", percent: 25 });
    files = pendingFiles(files, { type: "progress", name: "a.csv", loaded: 10, total: 200 });
    expect(files[0]?.percent).toBe(25);
    files = pendingFiles(files, { type: "progress", name: "a.csv", loaded: 200, total: 200 });
    expect(files[0]?.percent).toBe(99);
    // Progress of a file that is not being sent changes nothing.
    expect(pendingFiles(files, { type: "progress", name: "b.csv", loaded: 1, total: 2 })[1]?.percent).toBe(0);
  });

  it("keeps a failed file, marked, with whether retrying may help; sending it again starts at 0", () => {
    let files = pendingFiles(chosen(csv("a.csv")), { type: "sending", name: "a.csv" });
    files = pendingFiles(files, { type: "progress", name: "a.csv", loaded: 1, total: 2 });
    files = pendingFiles(files, { type: "failed", name: "a.csv", retryable: false });
    expect(files[0]).toMatchObject({ status: "failed", retryable: false });
    expect(pendingFiles(files, { type: "sending", name: "a.csv" })[0]).toMatchObject({ status: "sending", percent: 0 });
  });

  it("marks a sent file done until the item holding it is shown, then lets the sent ones go", () => {
    let files = pendingFiles(chosen(csv("a.csv"), csv("b.csv")), { type: "sending", name: "a.csv" });
    files = pendingFiles(files, { type: "sent", name: "a.csv" });
    expect(files[0]).toMatchObject({ status: "sent", percent: 100 });
    expect(pendingFiles(files, { type: "shown" }).map((entry) => [entry.file.name, entry.status])).toEqual([
      ["b.csv", "waiting"],
    ]);
  });

  it("lets a removed file go", () => {
    expect(
      pendingFiles(chosen(csv("a.csv"), csv("b.csv")), { type: "gone", name: "a.csv" }).map((f) => f.file.name),
    ).toEqual(["b.csv"]);
  });
});
