import type { Order } from "@atelier/domain/order/order.schema";
import { describe, expect, it } from "vitest";
import { OrderPanelFields, orderPanelValues, orderUpdateInput } from "./order-form-values";

const order = {
  recipeId: "Ab12Cd34Ef56",
  orderNotes: "Gift wrap",
  etag: "e1",
} as Order;

/** The panel's values as the schema hands them to Save, from what the user left in the fields. */
const saved = (changes: Partial<ReturnType<typeof orderPanelValues>>) =>
  OrderPanelFields.parse({ ...orderPanelValues(order), ...changes });

describe("orderUpdateInput", () => {
  it("sends the etag alone when nothing changed", () => {
    expect(orderUpdateInput(saved({}), order)).toEqual({ etag: "e1" });
  });

  it("sends a pending status, and the reason only with Hold", () => {
    expect(orderUpdateInput(saved({ orderStatus: "Approved", holdReason: "left over" }), order)).toEqual({
      etag: "e1",
      orderStatus: "Approved",
    });
    expect(orderUpdateInput(saved({ orderStatus: "Hold", holdReason: " Out of stock " }), order)).toEqual({
      etag: "e1",
      orderStatus: "Hold",
      holdReason: "Out of stock",
    });
  });

  it("sends the notes when edited, and each new comment that is not empty", () => {
    expect(
      orderUpdateInput(saved({ orderNotes: "Gift wrap, blue", comment: "Checked", publicComment: "  " }), order),
    ).toEqual({ etag: "e1", orderNotes: "Gift wrap, blue", comment: "Checked" });
  });

  it("starts the form from the order: no pending status, its notes, no comment", () => {
    expect(orderPanelValues(order)).toEqual({
      orderStatus: undefined,
      holdReason: "",
      orderNotes: "Gift wrap",
      comment: "",
      publicComment: "",
    });
  });
});
