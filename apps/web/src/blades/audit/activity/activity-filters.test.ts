import { describe, expect, it } from "vitest";
import { activityFilters, NO_ACTIVITY_FILTERS, personOptions } from "./activity-filters";
import { ACTIVITY_TEXTS } from "./activity-texts";

describe("personOptions", () => {
  it("offers users and keys, keys marked, and not Atelier itself", () => {
    expect(
      personOptions([
        { kind: "user", id: "u-1", name: "Ada Admin" },
        { kind: "apiKey", id: "k-1", name: "Feed" },
        { kind: "system", id: null, name: "Atelier" },
      ]),
    ).toEqual([
      { value: "user:u-1", label: "Ada Admin" },
      { value: "apiKey:k-1", label: `Feed${ACTIVITY_TEXTS.apiKeySuffix}` },
    ]);
  });
});

describe("activityFilters", () => {
  it("sends nothing when nothing is chosen", () => {
    expect(activityFilters(NO_ACTIVITY_FILTERS)).toEqual({});
  });

  it.each([
    ["user:u-1", { userId: "u-1" }],
    ["apiKey:k:1", { apiKeyId: "k:1" }],
    ["user:", {}],
    [":u-1", {}],
    ["robot:r-1", {}],
  ])("reads the person %j", (person, filters) => {
    expect(activityFilters({ ...NO_ACTIVITY_FILTERS, person })).toEqual(filters);
  });

  it("sends the resource type", () => {
    expect(activityFilters({ ...NO_ACTIVITY_FILTERS, resourceType: "product" })).toEqual({ resourceType: "product" });
  });

  it.each([
    [["2026-01-02", "2026-01-09"], { from: "2026-01-02", to: "2026-01-09" }],
    [["2026-01-02", null], { from: "2026-01-02", to: "2026-01-02" }],
    [[null, null], {}],
  ] as const)("reads the days %j", (days, filters) => {
    expect(activityFilters({ ...NO_ACTIVITY_FILTERS, days: [...days] })).toEqual(filters);
  });
});
