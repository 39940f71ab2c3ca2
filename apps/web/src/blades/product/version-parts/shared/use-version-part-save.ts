import { ProductStatus } from "@atelier/domain/product/product-list.schema";
import { needsSaveConfirm } from "@atelier/domain/product/product-workflow";
import { type Version, VersionFields } from "@atelier/domain/product/version.schema";
import type { z } from "zod";
import { useUpdateVersion } from "../../../../api/product/version";
import { useBlades } from "../../../../app/workspace/blade-context";
import type { Blade } from "../../../../app/workspace/blade-types";

type VersionFieldValues = z.infer<typeof VersionFields>;

/** The part of a version one editor writes, with the etag its edits started from. */
export type VersionPartValues = { etag: string } & (
  | Pick<VersionFieldValues, "componentGroups">
  | Pick<VersionFieldValues, "imageViews">
  | Pick<VersionFieldValues, "rulesJson" | "noSiblingRules" | "combineOnlyWhen">
);

/** Saving a product that is not in Development needs a 'Confirm?' click (spec part 1, 4). */
export function saveNeedsConfirm(version: Version): boolean {
  const status = ProductStatus.safeParse(version.product.productStatus);
  return !status.success || needsSaveConfirm(status.data);
}

/**
 * Saves one part of a version (its groups, views or rules). The update call takes every field of the
 * version, so the others are sent as loaded; the etag is the one the edits started from, so a change
 * made elsewhere meanwhile is refused (412) and the edits stay on screen with the message.
 */
export function useVersionPartSave(blade: Blade, version: Version) {
  const update = useUpdateVersion();
  const { close } = useBlades();
  const save = (values: VersionPartValues, then: { close: boolean; onSaved: (saved: Version) => void }) => {
    const input = { ...VersionFields.parse(version), ...values };
    update.mutate(
      { productId: version.productId, versionId: version.versionId, input },
      {
        onSuccess: (saved) => {
          then.onSaved(saved);
          if (then.close) close(blade.id);
        },
      },
    );
  };
  return { save, error: update.error, pending: update.isPending };
}
