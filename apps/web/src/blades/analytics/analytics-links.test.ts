import { describe, expect, it } from "vitest";
import { fromSearch, toSearch } from "../../app/workspace/blade-url";
import { analyticsLinks, promptReportIds } from "./analytics-links";

describe("promptReportIds", () => {
  it("carries the hive and the prompt, which may hold the separator", () => {
    const params = { hive: "recipe" as const, prompt: "top 5 products ~ last month, 100% mobile?" };
    expect(promptReportIds.decode(promptReportIds.encode(params))).toEqual(params);
  });

  it("carries a hive without a prompt", () => {
    expect(promptReportIds.encode({ hive: "actionevent" })).toBe("actionevent");
    expect(promptReportIds.decode("actionevent")).toEqual({ hive: "actionevent" });
  });

  it("refuses an id without a known hive", () => {
    expect(promptReportIds.decode(undefined)).toBeNull();
    expect(promptReportIds.decode("orders~top 5")).toBeNull();
    expect(promptReportIds.decode("")).toBeNull();
  });
});

describe("a prompt report's address", () => {
  it("survives the blade address with any prompt", () => {
    const link = analyticsLinks.promptReport({ hive: "recipe", prompt: "top 5 ~ products. by 'site' (US)!" });
    const blade = { id: "b1", kind: link.kind, mode: link.mode, itemId: link.itemId ?? "" };
    const [back] = fromSearch(toSearch([blade]));
    expect(promptReportIds.decode(back?.itemId)).toEqual({
      hive: "recipe",
      prompt: "top 5 ~ products. by 'site' (US)!",
    });
  });
});

describe("analyticsLinks", () => {
  it("opens the dashboards as lists and a report by its hive and prompt", () => {
    expect(analyticsLinks.dashboard()).toEqual({ kind: "AnalyticsDashboard", mode: "list" });
    expect(analyticsLinks.actionsDashboard()).toEqual({ kind: "AnalyticsActionsDashboard", mode: "list" });
    expect(analyticsLinks.promptReport({ hive: "recipe", prompt: "sessions this week" })).toEqual({
      kind: "AnalyticsPromptReport",
      mode: "edit",
      itemId: "recipe~sessions this week",
    });
  });
});
