import { describe, expect, it } from "vitest";
import { formatTimestamp } from "../format-timestamp";
import { fieldLabel } from "./audit-field-labels";
import { SHOWN_VALUE_MAX, shownValue } from "./audit-values";
import { actionWords, HISTORY_TEXTS } from "./history-texts";

describe("shownValue", () => {
  it.each([[null], [undefined], [""], [[]], [{}]])("shows %j as none", (value) => {
    expect(shownValue(value)).toEqual({ text: HISTORY_TEXTS.none, full: HISTORY_TEXTS.none, cut: false, empty: true });
  });

  it.each([
    ["Runner", "Runner"],
    [12.5, "12.5"],
    [0, "0"],
    [true, HISTORY_TEXTS.yes],
    [false, HISTORY_TEXTS.no],
    [["red", "blue"], "red, blue"],
    [[1, null, true], `1, ${HISTORY_TEXTS.none}, ${HISTORY_TEXTS.yes}`],
    [{ a: 1, b: [2] }, '{"a":1,"b":[2]}'],
    [[{ code: "X" }], '[{"code":"X"}]'],
    ["(hidden)", "(hidden)"],
  ])("shows %j as %j", (value, text) => {
    expect(shownValue(value)).toMatchObject({ text, full: text, cut: false, empty: false });
  });

  it("shows moments as the app writes them", () => {
    const at = "2026-03-04T10:20:00.000Z";
    expect(shownValue(at).text).toBe(formatTimestamp(at));
  });

  it("cuts long values and keeps the whole text", () => {
    const long = "x".repeat(SHOWN_VALUE_MAX + 10);
    const shown = shownValue(long);
    expect(shown.cut).toBe(true);
    expect(shown.text).toBe(`${"x".repeat(SHOWN_VALUE_MAX)}…`);
    expect(shown.full).toBe(long);
    expect(shownValue("x".repeat(SHOWN_VALUE_MAX)).cut).toBe(false);
  });
});

describe("fieldLabel", () => {
  it.each([
    ["product", "name", "Name"],
    ["version", "name", "Version name"],
    ["product", "styleCode", "Style code"],
    ["componentoption", "prices.0.amount", "Prices › 1 › amount"],
    ["product", "inactivePerSite.2.inventory", "Site overrides › 3 › inventory"],
    ["product", "somethingNew.x", "somethingNew.x"],
    ["product", "", ""],
  ])("labels %s's %j as %j", (type, path, label) => {
    expect(fieldLabel(type, path)).toBe(label);
  });
});

describe("actionWords", () => {
  it.each([
    ["create", "created"],
    ["update", "changed"],
    ["archive", "archived"],
    ["delete", "deleted"],
    ["statusChange", "status change"],
  ])("says %s as %j", (action, words) => {
    expect(actionWords(action)).toBe(words);
  });
});
