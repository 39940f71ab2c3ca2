import { describe, expect, it } from "vitest";
import type { BatchFile } from "../batch-file.schema";
import { applyBatchEdit } from "./apply-batch-edit";
import { readBatchEdit } from "./read-batch-edit";

const batch = (): BatchFile => ({
  componentOptions: [
    { code: "RED-01", inactive: false, tags: ["new"], customAttributes: [{ name: "color", value: "red" }] },
    { code: "RED-02", inactive: true, tags: ["summer"], inactivePerSite: [{ site: "EU", inactive: true }] },
    { code: "BLUE-01", inactive: false, tags: [], extra: { kept: true } },
  ],
  products: [
    { code: "SH-1", inactive: false, tags: ["archive"], lastUpdated: "2026-01-01T00:00:00Z" },
    { code: "SH-2", inactive: false, tags: [] },
  ],
});

const commandsOf = (prompt: string) => {
  const read = readBatchEdit(prompt);
  if (!("commands" in read)) throw new Error(read.problem);
  return read.commands;
};

describe("applyBatchEdit", () => {
  it("adds a tag to the matching entries and counts only the entries it changed", () => {
    const before = batch();
    const { batch: after, changes } = applyBatchEdit(
      before,
      commandsOf("add the tag summer to every option whose code starts with RED"),
    );
    expect(after.componentOptions?.map((o) => o.tags)).toEqual([["new", "summer"], ["summer"], []]);
    expect(changes[0]).toMatchObject({ componentOptions: ["RED-01"], products: [] });
    expect(after.products).toBe(before.products);
    // Pure: the given batch is left as it was.
    expect(before).toEqual(batch());
  });

  it("deactivates on one site, adding the site's entry when missing", () => {
    const { batch: after, changes } = applyBatchEdit(
      batch(),
      commandsOf("deactivate products tagged archive on the EU site"),
    );
    expect(after.products?.[0]?.inactivePerSite).toEqual([{ site: "EU", inactive: true }]);
    expect(after.products?.[1]).toEqual(batch().products?.[1]);
    expect(changes[0]?.products).toEqual(["SH-1"]);
  });

  it("activates on a site with activeFrom, keeping the site entry's other fields", () => {
    const { batch: after, changes } = applyBatchEdit(
      batch(),
      commandsOf("activate option RED-02 in EU from 2026-12-01"),
    );
    expect(after.componentOptions?.[1]?.inactivePerSite).toEqual([
      { site: "EU", inactive: false, activeFrom: "2026-12-01" },
    ]);
    expect(changes[0]?.componentOptions).toEqual(["RED-02"]);
  });

  it("finds a site entry without case and keeps its code as written", () => {
    const { batch: after, changes } = applyBatchEdit(batch(), commandsOf("activate options for site eu"));
    expect(after.componentOptions?.[1]?.inactivePerSite).toEqual([{ site: "EU", inactive: false }]);
    expect(after.componentOptions?.[0]?.inactivePerSite).toEqual([{ site: "eu", inactive: false }]);
    expect(changes[0]?.componentOptions).toEqual(["RED-01", "RED-02", "BLUE-01"]);
  });

  it("activates globally and leaves already active entries uncounted", () => {
    const { batch: after, changes } = applyBatchEdit(batch(), commandsOf("activate options"));
    expect(after.componentOptions?.map((o) => o.inactive)).toEqual([false, false, false]);
    expect(changes[0]?.componentOptions).toEqual(["RED-02"]);
    const dated = applyBatchEdit(batch(), commandsOf("deactivate products from 2027-01-01"));
    expect(dated.batch.products?.[0]).toMatchObject({ inactive: true, activeFrom: "2027-01-01" });
  });

  it("removes tags, sets and removes attributes, in order", () => {
    const { batch: after, changes } = applyBatchEdit(
      batch(),
      commandsOf("remove tag summer from options; set attribute color to blue on options; remove attribute size"),
    );
    expect(after.componentOptions?.[1]?.tags).toEqual([]);
    expect(after.componentOptions?.[0]?.customAttributes).toEqual([{ name: "color", value: "blue" }]);
    expect(after.componentOptions?.[2]?.customAttributes).toEqual([{ name: "color", value: "blue" }]);
    expect(changes.map((c) => [...c.componentOptions, ...c.products])).toEqual([
      ["RED-02"],
      ["RED-01", "RED-02", "BLUE-01"],
      [],
    ]);
    const again = applyBatchEdit(after, commandsOf("set attribute color to blue on options; remove attribute color"));
    expect(again.changes[0]?.componentOptions).toEqual([]);
    expect(again.changes[1]?.componentOptions).toEqual(["RED-01", "RED-02", "BLUE-01"]);
  });

  it("keeps unknown fields and a missing list missing", () => {
    const only: BatchFile = { products: [{ code: "A", other: 1 }] };
    const { batch: after } = applyBatchEdit(only, commandsOf("add tag x"));
    expect(after).toEqual({ products: [{ code: "A", other: 1, tags: ["x"] }] });
    expect("componentOptions" in after).toBe(false);
    expect(applyBatchEdit(batch(), commandsOf("add tag y to options")).batch.componentOptions?.[2]).toMatchObject({
      extra: { kept: true },
    });
  });

  it("matches codes and tags without case, and attribute and state conditions", () => {
    const { changes } = applyBatchEdit(
      batch(),
      commandsOf(
        "add tag z to options starting with red; add tag w to options with attribute color RED; add tag v to inactive options; add tag u to options not tagged NEW",
      ),
    );
    expect(changes.map((c) => c.componentOptions)).toEqual([
      ["RED-01", "RED-02"],
      ["RED-01"],
      ["RED-02"],
      ["RED-02", "BLUE-01"],
    ]);
  });
});
