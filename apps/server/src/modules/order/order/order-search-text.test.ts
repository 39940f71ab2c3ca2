import { describe, expect, it } from "vitest";
import { orderSearchText } from "./order-search-text";

describe("an order's search text", () => {
  it("holds ids, number, style codes and personal texts, lower-cased, one per line; numbers and blanks left out", () => {
    expect(
      orderSearchText({
        orderId: "SHOP-1",
        orderNumber: " 1001 ",
        recipeId: "abcdefABCDEF",
        styleCodes: ["SNK-1"],
        values: { "text OF UPPER": "Happy Birthday", "size OF UPPER": 42, "note OF SOLE": "  " },
      }),
    ).toBe("shop-1\n1001\nabcdefabcdef\nsnk-1\nhappy birthday");
    expect(orderSearchText({ orderId: "A", orderNumber: null, recipeId: "B", styleCodes: [], values: {} })).toBe(
      "a\nb",
    );
  });
});
