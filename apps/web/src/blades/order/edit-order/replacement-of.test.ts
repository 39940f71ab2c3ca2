import type { OrderAttachment } from "@atelier/domain/order/order.schema";
import { describe, expect, it } from "vitest";
import { replacementOf } from "./order-previews-section";

const attachment = (attachmentId: string, type: OrderAttachment["type"], view: string): OrderAttachment => ({
  attachmentId,
  name: `${attachmentId}.png`,
  url: `/files/${attachmentId}`,
  type,
  view,
  placement: "",
  version: 1,
  contentType: "image/png",
  size: 10,
  created: "2026-11-26T10:00:00.000Z",
  lastUpdated: "2026-11-26T10:00:00.000Z",
});

describe("replacementOf", () => {
  it("answers the newest view file of the view, as the review page shows it", () => {
    const attachments = [
      attachment("old", "view", "front"),
      attachment("proof", "proof", "front"),
      attachment("side", "view", "side"),
      attachment("new", "view", "front"),
    ];
    expect(replacementOf(attachments, "front")?.attachmentId).toBe("new");
    expect(replacementOf(attachments, "side")?.attachmentId).toBe("side");
    expect(replacementOf(attachments, "back")).toBeUndefined();
  });
});
