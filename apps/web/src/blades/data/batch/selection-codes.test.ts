import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { componentOptionKeys } from "../../../api/catalogue/component-option-list";
import { productKeys } from "../../../api/product/product-list";
import { codesOf, codesOfIds, pickedCodes, withCodes } from "./selection-codes";

describe("selection codes", () => {
  it("reads one code per line, trimmed, each once", () => {
    expect(codesOf(" RED \n\nBLUE\r\nRED\n  ")).toEqual(["RED", "BLUE"]);
    expect(codesOf("")).toEqual([]);
  });

  it("adds picked codes after the ones written", () => {
    expect(withCodes("RED\nBLUE", ["BLUE", "SAGE"])).toBe("RED\nBLUE\nSAGE");
    expect(withCodes("", ["SAGE"])).toBe("SAGE");
  });

  it("maps ids to codes in the order picked, leaving out unknown ids", () => {
    const rows = [
      { id: "1", code: "A" },
      { id: "2", code: "B" },
    ];
    expect(
      codesOfIds(
        rows,
        ["2", "9", "1"],
        (row) => row.id,
        (row) => row.code,
      ),
    ).toEqual(["B", "A"]);
  });

  it("finds the picked rows in the cached lists", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(componentOptionKeys.list({ take: 10 }), {
      componentOptions: [{ componentOptionId: "o1", code: "RED" }],
      total: 1,
    });
    queryClient.setQueryData(productKeys.list({ take: 10 }), {
      products: [{ productId: "p1", styleCode: "SNK-1" }],
      total: 1,
    });
    expect(pickedCodes(queryClient, "componentOption", ["o1"])).toEqual(["RED"]);
    expect(pickedCodes(queryClient, "product", ["p1", "o1"])).toEqual(["SNK-1"]);
  });
});
