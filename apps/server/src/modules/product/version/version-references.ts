import type { ComponentGroup, ImageView } from "@atelier/domain/product/version.schema";
import type { Db } from "../../../db/client";
import { assertNoFieldErrors, type ModelState } from "../../../errors/app-error";
import { referenceErrors } from "../../catalogue/catalogue-entity/catalogue-item";
import { placementNames } from "../../catalogue/catalogue-entity/catalogue-lookup.service";
import { VERSION_MESSAGES } from "./version.messages";

type Listed = { componentPlacements: readonly { componentPlacementId: string }[] };

type Content = { componentGroups: readonly ComponentGroup[]; imageViews: readonly ImageView[] };

const listsOf = (content: Content): [field: string, items: readonly Listed[]][] => [
  ["componentGroups", content.componentGroups],
  ["imageViews", content.imageViews],
];

/** Every placement id the groups and views name. */
export function versionPlacementIds(content: Content): string[] {
  return listsOf(content).flatMap(([, items]) =>
    items.flatMap((item) => item.componentPlacements.map((p) => p.componentPlacementId)),
  );
}

/** The message of each placement a group or a view names that is not among `known`. */
export function versionReferenceErrors(content: Content, known: ReadonlySet<string>): ModelState {
  const messages = { notFound: VERSION_MESSAGES.placementNotFound };
  const modelState: ModelState = {};
  for (const [field, items] of listsOf(content)) {
    items.forEach((item, index) => {
      const placementIds = item.componentPlacements.map((placement) => placement.componentPlacementId);
      const at = (position: number) => `${field}.${index}.componentPlacements.${position}.componentPlacementId`;
      Object.assign(modelState, referenceErrors(placementIds, known, at, messages));
    });
  }
  return modelState;
}

/**
 * 400 unless every placement a group or a view names is a placement of the company (archived ones too:
 * a version saved before the placement was archived saves again); the message sits on `componentGroups.<g>.componentPlacements.<p>.componentPlacementId` (and imageViews).
 */
export async function checkVersionReferences(db: Db, companyId: string, content: Content): Promise<void> {
  const ids = versionPlacementIds(content);
  if (ids.length === 0) return;
  const known = new Set((await placementNames(db, companyId, [...new Set(ids)])).keys());
  assertNoFieldErrors(versionReferenceErrors(content, known));
}
