import { ProductStatus } from "@atelier/domain/product/product-list.schema";
import { needsSaveConfirm } from "@atelier/domain/product/product-workflow";
import { type Version, VersionFields } from "@atelier/domain/product/version.schema";
import type { z } from "zod";
import { useUpdateVersion } from "../../../api/product/version";
import type { EditorCalls } from "../../../ui/editor/use-editor";

type VersionFieldValues = z.infer<typeof VersionFields>;

/** The part of a version one editor writes (with the etag its form was read with). */
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
 * The save of one part of a version (its groups, views or rules), for useEditor. The update call takes
 * every field of the version, so the others are sent as last read; the etag is the one the edits
 * started from, so a change made elsewhere meanwhile is refused (412) and the edits stay on screen.
 */
export function useVersionPartCalls<TOutput extends VersionPartValues>(): EditorCalls<TOutput, Version> {
  const update = useUpdateVersion();
  return {
    update: (values, current) =>
      update.mutateAsync({
        productId: current.productId,
        versionId: current.versionId,
        input: { ...VersionFields.parse(current), ...values, etag: current.etag },
      }),
  };
}
