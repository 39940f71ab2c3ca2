import { describe, expect, it } from "vitest";
import { closeBlade, openBlade } from "./blade-stack-state";
import type { Blade } from "./blade-types";
import { fromSearch, toSearch } from "./blade-url";

function build(): Blade[] {
  let stack: Blade[] = [];
  stack = openBlade(stack, "MetadataGuide").stack;
  const guide = stack[0]?.id ?? "";
  stack = openBlade(stack, "ComponentOptions", { parentId: guide }).stack;
  stack = openBlade(stack, "EditComponentOption", {
    mode: "edit",
    itemId: "a.b~c!d/é",
    parentId: "ComponentOptions",
  }).stack;
  stack = openBlade(stack, "Products", { mode: "pick", size: "xxlarge", fullscreen: true }).stack;
  return stack;
}

describe("blade url", () => {
  it("is empty for an empty stack", () => {
    expect(toSearch([])).toBe("");
    expect(fromSearch("")).toEqual([]);
  });

  it("reads back what it writes", () => {
    const stack = build();
    expect(stack).toHaveLength(4);
    const search = toSearch(stack);
    expect(fromSearch(search)).toEqual(stack);
    expect(fromSearch(search.slice(1))).toEqual(stack);
  });

  it("is readable", () => {
    expect(toSearch(build())).toBe(
      "?b=MetadataGuide.list~ComponentOptions.list@0~EditComponentOption.edit.a%2Eb%7Ec%21d%2F%C3%A9@1~Products.pick:xxlarge!",
    );
  });

  it("reads a value that was percent-encoded once more", () => {
    const search = toSearch(build());
    expect(fromSearch(`?b=${encodeURIComponent(search.slice(3))}`)).toEqual(build());
    expect(fromSearch(`?${new URLSearchParams({ b: search.slice(3) })}`)).toEqual(build());
  });

  it("keeps other parameters out of the way", () => {
    expect(fromSearch("?x=1&b=Sites.list&y=2")).toEqual([{ id: "Sites", kind: "Sites", mode: "list" }]);
  });

  it("drops unknown kinds and the blades stacked on them", () => {
    const stack = fromSearch("?b=Sites.list~Nope.list~EditSite.edit.1@1~EditSite.edit.2@0~WhatsNew.list");
    expect(stack.map((blade) => blade.id)).toEqual(["Sites", "EditSite.2", "WhatsNew"]);
    expect(stack[1]?.parentId).toBe("Sites");
  });

  it.each([
    "?b=",
    "?b=~~~",
    "?b=Sites",
    "?b=Sites.browse",
    "?b=Sites.list:huge",
    "?b=Sites.list@0",
    "?b=Sites.list@7",
    "?b=Sites.list.%E0%A4%A",
    "?b=%E0%A4%A",
    "?b=constructor.list",
    "?b=Sites.list;drop",
  ])("ignores malformed input %s", (search) => {
    expect(fromSearch(search)).toEqual([]);
  });

  it("keeps one of each singleton", () => {
    expect(fromSearch("?b=WhatsNew.list~WhatsNew.list~Sites.list").map((blade) => blade.id)).toEqual([
      "WhatsNew",
      "Sites",
    ]);
  });

  it("gives repeated blades distinct, stable ids", () => {
    const stack = fromSearch("?b=EditSite.new~EditSite.new~EditSite.edit.9");
    expect(stack.map((blade) => blade.id)).toEqual(["EditSite.new", "EditSite.new#2", "EditSite.9"]);
    expect(toSearch(closeBlade(stack, "EditSite.new"))).toBe("?b=EditSite.new~EditSite.edit.9");
  });

  it("caps the number of blades", () => {
    const search = `?b=${Array.from({ length: 40 }, () => "EditSite.new").join("~")}`;
    expect(fromSearch(search)).toHaveLength(24);
  });
});
