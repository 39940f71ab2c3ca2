import { ImageView, type Version, VersionFields } from "@atelier/domain/product/version.schema";
import { viewAngleIssues } from "@atelier/domain/product/view-angles";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { partKey, withKeys } from "../shared/part-keys";
import { newTemporaryId } from "../shared/temporary-id";

/**
 * The views editor's form: the version's image views and the etag they were read with. The angle
 * rules of spec part 1, 5 are checked on top of each view's own schema, so no save happens while
 * any is broken.
 */
export const ViewsForm = VersionFields.pick({ imageViews: true })
  .extend({ etag: z.string() })
  .superRefine((value, context) => {
    value.imageViews.forEach((view, index) => {
      for (const issue of viewAngleIssues(view)) {
        context.addIssue({ code: "custom", path: ["imageViews", index, ...issue.path], message: issue.message });
      }
    });
  });
export type ViewsFormInput = z.input<typeof ViewsForm>;
export type ViewsFormValues = z.output<typeof ViewsForm>;
export type ViewsFormApi = UseFormReturn<ViewsFormInput, unknown, ViewsFormValues>;
export type ImageViewInput = z.input<typeof ImageView>;

export function viewKey(view: Pick<ImageViewInput, "imageViewId" | "temporaryId">): string {
  return partKey(view.imageViewId, view);
}

export function viewsFormValues(version: Version): ViewsFormValues {
  return { etag: version.etag, imageViews: withKeys(version.imageViews, (view) => view.imageViewId) };
}

/** A new view: unsaved, with a temporary id and the schema's defaults ('New view', Single, flags false). */
export function newView(): ImageView {
  return ImageView.parse({ temporaryId: newTemporaryId() });
}

/** A copy of a view as a new, unsaved view, its variants with ids of their own. */
export function duplicateView(view: ImageViewInput): ImageViewInput {
  const { imageViewId: _savedId, ...copy } = structuredClone(view);
  return {
    ...copy,
    temporaryId: newTemporaryId(),
    name: `${view.name ?? ""} (copy)`,
    variants: (copy.variants ?? []).map((variant) => ({ ...variant, id: newTemporaryId() })),
  };
}

/** The angle and flag fields of a view as the form holds them, with the schema's defaults filled in. */
export function viewAngleState(view: ImageViewInput | undefined) {
  return {
    viewType: view?.viewType ?? "Single",
    bakeInRecipe: view?.bakeInRecipe ?? false,
    productionReady: view?.productionReady ?? false,
    frameLow: view?.frameLow ?? 0,
    frameHigh: view?.frameHigh ?? 0,
    bakedFrame: view?.bakedFrame ?? 0,
  } satisfies Partial<ImageView>;
}
