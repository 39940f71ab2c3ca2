import { describe, expect, it } from "vitest";
import type { GeneratedComponent } from "./component-generation";
import { diffComponents, type StoredComponent } from "./component-generation-diff";

const component = (
  optionKey: string,
  code = optionKey,
  values: Partial<GeneratedComponent> = {},
): GeneratedComponent => ({
  optionKey,
  optionIds: optionKey.split(","),
  code,
  placementIndependentCode: code,
  usage: "Standard",
  ...values,
});
const stored = (entries: GeneratedComponent[]) =>
  new Map<string, StoredComponent>(
    entries.map(({ optionKey, code, placementIndependentCode, usage }) => [
      optionKey,
      { code, placementIndependentCode, usage },
    ]),
  );

describe("diffComponents", () => {
  it("inserts everything into an empty rule", () => {
    const wanted = [component("a,b"), component("a,c")];
    expect(diffComponents(new Map(), wanted)).toEqual({ insert: wanted, update: [], remove: [] });
  });

  it("changes nothing when the same components are wanted again", () => {
    const wanted = [component("a,b"), component("a,c")];
    expect(diffComponents(stored(wanted), wanted)).toEqual({ insert: [], update: [], remove: [] });
  });

  it("removes dropped keys, inserts new ones and updates kept ones whose codes or usage changed", () => {
    const before = [component("a,b"), component("a,c"), component("a,d"), component("a,e")];
    const after = [
      component("a,b"),
      component("a,c", "A-C"),
      component("a,d", "a,d", { placementIndependentCode: "d", usage: "Model" }),
      component("a,f"),
    ];
    expect(diffComponents(stored(before), after)).toEqual({
      insert: [component("a,f")],
      update: [after[1], after[2]],
      remove: ["a,e"],
    });
  });
});
