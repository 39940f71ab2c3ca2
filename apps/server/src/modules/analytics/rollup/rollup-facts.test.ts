import { describe, expect, it } from "vitest";
import {
  type ActionEventFacts,
  countBy,
  majorVersion,
  personalValueText,
  sessionStarts,
  sessionsWith,
  utcDay,
} from "./rollup-facts";

const event = (sessionId: string, type: string, values: Partial<ActionEventFacts> = {}): ActionEventFacts => ({
  sessionId,
  type,
  name: "",
  day: "2026-11-26",
  siteCode: "",
  styleCode: "",
  deviceClass: "desktop",
  browserFamily: "Chrome",
  placementCode: "",
  componentCode: "",
  ...values,
});

describe("rollup facts", () => {
  it("take the UTC day, the major browser version and personal values as text", () => {
    expect(utcDay(new Date("2026-11-26T23:59:59.999Z"))).toBe("2026-11-26");
    expect(utcDay(new Date("2026-11-27T00:30:00+02:00"))).toBe("2026-11-26");
    expect([majorVersion("131.0.6778.85"), majorVersion("17"), majorVersion("")]).toEqual(["131", "17", ""]);
    expect([personalValueText(12.5), personalValueText("x".repeat(250)).length]).toEqual(["12.5", 200]);
  });

  it("count equal rows once each", () => {
    expect(
      countBy([
        { a: 1, b: "x" },
        { a: 1, b: "x" },
        { a: 2, b: "x" },
      ]),
    ).toEqual([
      { a: 1, b: "x", count: 2 },
      { a: 2, b: "x", count: 1 },
    ]);
    expect(countBy([])).toEqual([]);
  });

  it("start each session at its first event, filling the product from a later one", () => {
    const events = [
      event("s1", "session_start"),
      event("s2", "session_start", { siteCode: "eu", styleCode: "B", deviceClass: "mobile" }),
      event("s1", "option_chosen", { siteCode: "us", styleCode: "A" }),
      event("s1", "recipe_saved", { siteCode: "ca", styleCode: "C" }),
    ];
    expect(sessionStarts(events)).toEqual([
      {
        sessionId: "s1",
        day: "2026-11-26",
        siteCode: "us",
        styleCode: "A",
        deviceClass: "desktop",
        browserFamily: "Chrome",
      },
      {
        sessionId: "s2",
        day: "2026-11-26",
        siteCode: "eu",
        styleCode: "B",
        deviceClass: "mobile",
        browserFamily: "Chrome",
      },
    ]);
    expect(sessionsWith([...events, event("s1", "recipe_saved")], "recipe_saved")).toEqual(["s1"]);
  });
});
