import type { AuditChange } from "@atelier/domain/shared/audit.schema";
import { auditChanges } from "@atelier/domain/shared/audit-diff";
import type { Attachment } from "@atelier/domain/shared/comment.schema";
import { describe, expect, it } from "vitest";
import { reviewChanges, reviewSnapshot, snapshotFromChanges, viewReplacements } from "./review-snapshot";

const selection = (placementCode: string, componentCode: string) => ({
  placementCode,
  placementName: `${placementCode} place`,
  componentCode,
  placementIndependentCode: componentCode,
  componentName: `${componentCode} name`,
});
const view = (code: string) => ({
  code,
  name: `${code} view`,
  productionReady: true,
  production: true,
  previewKey: "k",
});

function file(attachmentId: string, usage: string, values: Partial<Attachment> = {}): Attachment {
  return {
    attachmentId,
    ownerType: "order",
    ownerId: "r",
    name: `${attachmentId}.png`,
    usage,
    visibility: "customer",
    view: "",
    placement: "",
    currentVersion: 1,
    size: 1,
    contentType: "image/png",
    sha256: `${attachmentId}-1`,
    created: "2026-01-01T00:00:00.000Z",
    lastUpdated: "2026-01-01T00:00:00.000Z",
    etag: "e",
    ...values,
  };
}

const content = {
  selections: [selection("UPPER", "CANVAS"), selection("MONOGRAM", "SERIF")],
  values: { "personalization-text OF MONOGRAM": "QUINN", giftNote: "Hi" },
  views: [view("FRONT"), view("BACK")],
};

describe("the review snapshot", () => {
  it("takes the texts by placement, each proof's version and the newest image of each view", () => {
    const snapshot = reviewSnapshot("r", content, [
      file("p1", "proof", { currentVersion: 3, sha256: "p1-3" }),
      file("v1", "view", { view: "FRONT", created: "2026-01-01T00:00:00.000Z" }),
      file("v2", "view", { view: "FRONT", created: "2026-01-02T00:00:00.000Z" }),
    ]);
    expect(snapshot.texts).toEqual([
      { attribute: "personalization-text", placementCode: "MONOGRAM", value: "QUINN" },
      { attribute: "giftNote", placementCode: "", value: "Hi" },
    ]);
    expect(snapshot.proofs).toEqual([{ attachmentId: "p1", name: "p1.png", version: 3, sha256: "p1-3" }]);
    expect(snapshot.views).toEqual([
      { code: "FRONT", name: "FRONT view", replacement: { attachmentId: "v2", version: 1 } },
      { code: "BACK", name: "BACK view", replacement: null },
    ]);
    expect(viewReplacements([file("p1", "proof", { view: "FRONT" })]).size).toBe(0);
  });

  it("reads back from the trail what an answer recorded (empty lists left out there)", () => {
    const snapshot = reviewSnapshot("r", { ...content, values: {} }, []);
    const changes: AuditChange[] = auditChanges(null, { decision: "approve", view: "", ...snapshot });
    expect(snapshotFromChanges(changes)).toEqual(snapshot);
    expect(snapshotFromChanges([])).toBeNull();
  });

  it("words every difference: a component, a text, a proof new, versioned or removed, a view's image", () => {
    const seen = reviewSnapshot("r", content, [file("p1", "proof"), file("p2", "proof")]);
    const now = reviewSnapshot(
      "r",
      {
        ...content,
        selections: [selection("UPPER", "LEATHER"), selection("MONOGRAM", "SERIF")],
        values: { "personalization-text OF MONOGRAM": "QUINNY" },
      },
      [
        file("p1", "proof", { currentVersion: 2, sha256: "p1-2" }),
        file("p3", "proof"),
        file("v", "view", { view: "BACK" }),
      ],
    );
    expect(reviewChanges(seen, now)).toEqual([
      { kind: "selection", subject: "UPPER place", before: "CANVAS name", after: "LEATHER name" },
      { kind: "text", subject: "personalization-text (MONOGRAM place)", before: "QUINN", after: "QUINNY" },
      { kind: "text", subject: "giftNote", before: "Hi", after: "" },
      { kind: "proof", subject: "p1.png", before: "version 1", after: "version 2" },
      { kind: "proof", subject: "p3.png", before: "", after: "version 1" },
      { kind: "proof", subject: "p2.png", before: "version 1", after: "" },
      { kind: "view", subject: "BACK view", before: "rendered preview", after: "new image, version 1" },
    ]);
    expect(reviewChanges(seen, seen)).toEqual([]);
  });
});
