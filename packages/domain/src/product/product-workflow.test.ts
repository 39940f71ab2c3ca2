import { describe, expect, it } from "vitest";
import { PRODUCT_STATUSES, type ProductStatus } from "./product-list.schema";
import { canChangeStatus, needsSaveConfirm, statusChangeRefusedMessage, workflowActions } from "./product-workflow";

describe("workflowActions", () => {
  it.each([
    [
      "Development",
      [
        { label: "Publish to Production", to: "Production" },
        { label: "Archive", to: "Archived" },
      ],
    ],
    ["Production", [{ label: "Archive", to: "Archived" }]],
    ["Archived", [{ label: "Back to Development", to: "Development" }]],
  ] as const)("offers %s its actions", (status, actions) => {
    expect(workflowActions(status)).toEqual(actions);
  });

  it("hides Archive only when already Archived", () => {
    for (const status of PRODUCT_STATUSES) {
      const archive = workflowActions(status).some((action) => action.label === "Archive");
      expect(archive).toBe(status !== "Archived");
    }
  });

  it("returns a copy the caller may change", () => {
    workflowActions("Development").pop();
    expect(workflowActions("Development")).toHaveLength(2);
  });
});

describe("canChangeStatus", () => {
  const allowed: [ProductStatus, ProductStatus][] = [
    ["Development", "Development"],
    ["Development", "Production"],
    ["Development", "Archived"],
    ["Production", "Production"],
    ["Production", "Archived"],
    ["Archived", "Archived"],
    ["Archived", "Development"],
  ];
  const isAllowed = (from: ProductStatus, to: ProductStatus) => allowed.some(([f, t]) => f === from && t === to);

  for (const from of PRODUCT_STATUSES) {
    for (const to of PRODUCT_STATUSES) {
      it(`${from} -> ${to} is ${isAllowed(from, to) ? "allowed" : "refused"}`, () => {
        expect(canChangeStatus(from, to)).toBe(isAllowed(from, to));
      });
    }
  }
});

describe("needsSaveConfirm", () => {
  it.each([
    ["Development", false],
    ["Production", true],
    ["Archived", true],
  ] as const)("%s needs a confirm: %s", (status, expected) => {
    expect(needsSaveConfirm(status)).toBe(expected);
  });
});

describe("statusChangeRefusedMessage", () => {
  it("names both statuses", () => {
    expect(statusChangeRefusedMessage("Production", "Development")).toBe(
      "A product in Production cannot go to Development.",
    );
  });
});
