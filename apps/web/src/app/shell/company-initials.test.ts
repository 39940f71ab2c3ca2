import { describe, expect, it } from "vitest";
import { companyInitials } from "./company-initials";

describe("companyInitials", () => {
  it.each([
    ["Demo Outfitters", "DO"],
    ["demo outfitters and sons", "DO"],
    ["Atelier", "A"],
    ["  Spaced   Out  ", "SO"],
    ["(Acme) Corp", "AC"],
    ["3M Company", "3C"],
    ["Ökologisch Gut", "ÖG"],
    ["& Partners", "P"],
    ["", ""],
    ["   ", ""],
  ])("%s gives %s", (name, initials) => {
    expect(companyInitials(name)).toBe(initials);
  });
});
