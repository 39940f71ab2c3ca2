import type { ComponentGroup, ImageView } from "@atelier/domain/product/version.schema";
import type { Db } from "../../../db/client";
import { assertNoFieldErrors, type ModelState } from "../../../errors/app-error";
import { referenceErrors } from "../../catalogue/catalogue-entity/catalogue-item";
import { placementNames } from "../../catalogue/catalogue-entity/catalogue-lookup.service";
import { VERSION_MESSAGES } from "./version.messages";

type Listed = { componentPlacements: readonly { componentPlacementId: string }[] };

/**
 * 400 unless every placement a group or a view names is a placement of the company (archived ones too:
 * a version saved before the placement was archived saves again); the message sits on `componentGroups.<g>.componentPlacements.<p>.componentPlacementId` (and imageViews).
 */
export async function checkVersionReferences(
  db: Db,
  companyId: string,
  content: { componentGroups: readonly ComponentGroup[]; imageViews: readonly ImageView[] },
): Promise<void> {
  const lists: [field: string, items: readonly Listed[]][] = [
    ["componentGroups", content.componentGroups],
    ["imageViews", content.imageViews],
  ];
  const ids = lists.flatMap(([, items]) =>
    items.flatMap((item) => item.componentPlacements.map((p) => p.componentPlacementId)),
  );
  if (ids.length === 0) return;
  const known = new Set((await placementNames(db, companyId, [...new Set(ids)])).keys());
  const messages = { notFound: VERSION_MESSAGES.placementNotFound };
  const modelState: ModelState = {};
  for (const [field, items] of lists) {
    items.forEach((item, index) => {
      const placementIds = item.componentPlacements.map((placement) => placement.componentPlacementId);
      const at = (position: number) => `${field}.${index}.componentPlacements.${position}.componentPlacementId`;
      Object.assign(modelState, referenceErrors(placementIds, known, at, messages));
    });
  }
  assertNoFieldErrors(modelState);
}
