import { REFERENCE_FILE_MAX_COLUMNS } from "@atelier/domain/data/reference-data.schema";
import { describe, expect, it } from "vitest";
import { TABLE_TEXTS } from "./reference-table-texts";
import { addColumnProblem } from "./table-columns-edit";

describe("addColumnProblem", () => {
  it("accepts a new name", () => {
    expect(addColumnProblem(["Code", "Name"], "Colour")).toBeNull();
  });

  it.each(["", "   "])("refuses the blank name %j", (name) => {
    expect(addColumnProblem(["Code"], name)).toBe(TABLE_TEXTS.columnNameRequired);
  });

  it("refuses a name taken regardless of case and spaces", () => {
    expect(addColumnProblem(["Code", "Name"], " name ")).toBe(TABLE_TEXTS.columnNameTaken("name"));
  });

  it("refuses a column past the limit", () => {
    const full = Array.from({ length: REFERENCE_FILE_MAX_COLUMNS }, (_, index) => `C${index}`);
    expect(addColumnProblem(full, "One more")).toBe(TABLE_TEXTS.tooManyColumns);
    expect(addColumnProblem(full.slice(1), "One more")).toBeNull();
  });
});
