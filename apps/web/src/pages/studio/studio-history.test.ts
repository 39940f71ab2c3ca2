import { describe, expect, it } from "vitest";
import { HISTORY_LIMIT, historyReducer, startHistory } from "./studio-history";

const choices = (body: string, text = "") => ({ selections: { BODY: body }, values: { "text OF BODY": text } });

describe("studio history", () => {
  it("undoes and redoes changes in order, and a new change drops the redo steps", () => {
    let history = startHistory(choices("RED"));
    history = historyReducer(history, { type: "change", choices: choices("BLUE") });
    history = historyReducer(history, { type: "change", choices: choices("GREEN") });
    history = historyReducer(history, { type: "undo" });
    expect(history.present).toEqual(choices("BLUE"));
    history = historyReducer(history, { type: "undo" });
    expect(history.present).toEqual(choices("RED"));
    expect(historyReducer(history, { type: "undo" })).toBe(history);
    history = historyReducer(history, { type: "redo" });
    expect(history.present).toEqual(choices("BLUE"));
    history = historyReducer(history, { type: "change", choices: choices("BLACK") });
    expect(history.future).toEqual([]);
    expect(historyReducer(history, { type: "redo" })).toBe(history);
  });

  it("merges the keystrokes of one field into one step", () => {
    let history = startHistory(choices("RED"));
    for (const text of ["A", "AB", "ABC"]) {
      history = historyReducer(history, { type: "change", choices: choices("RED", text), mergeKey: "text OF BODY" });
    }
    expect(history.past).toHaveLength(1);
    history = historyReducer(history, { type: "undo" });
    expect(history.present).toEqual(choices("RED"));
  });

  it("keeps at most the limit of steps", () => {
    let history = startHistory(choices("0"));
    for (let step = 1; step <= HISTORY_LIMIT + 10; step++) {
      history = historyReducer(history, { type: "change", choices: choices(String(step)) });
    }
    expect(history.past).toHaveLength(HISTORY_LIMIT);
  });
});
