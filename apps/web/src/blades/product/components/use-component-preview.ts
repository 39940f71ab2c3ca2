import { NO_PREVIEW_PRODUCT } from "@atelier/domain/product/component.schema";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useCurrentUser } from "../../../api/account/account";
import { toApiError } from "../../../api/http";
import { componentListQuery } from "../../../api/product/component";
import { versionListQuery } from "../../../api/product/version";
import { useBlades } from "../../../app/workspace/blade-context";
import { usePicker } from "../../../app/workspace/pick-requests";
import { productLinks } from "../product-links";
import { componentEditorLink } from "./component-openings";
import { type PreviewSteps, runComponentPreview } from "./component-preview";
import { COMPONENT_TEXTS } from "./component-texts";
import { readPreviewProduct, writePreviewProduct } from "./preview-product";

const NOT_FOUND = 404;

/** A product that cannot be read any more is no preview product; other failures say what went wrong. */
function failureMessage(error: unknown): string {
  const failure = toApiError(error);
  return failure.status === NOT_FOUND ? NO_PREVIEW_PRODUCT : (failure.messages[0] ?? NO_PREVIEW_PRODUCT);
}

/** Runs previews by code; with `repick`, the remembered preview product is forgotten first. */
function usePreviewRunner(parentId: string | undefined): (code: string, repick: boolean) => void {
  const companyId = useCurrentUser().data?.company.companyId;
  const pick = usePicker();
  const { open } = useBlades();
  const queryClient = useQueryClient();

  return useCallback(
    (code, repick) => {
      if (companyId === undefined) return;
      if (repick) writePreviewProduct(companyId, null);
      const steps: PreviewSteps = {
        stored: () => readPreviewProduct(companyId),
        store: (productId) => writePreviewProduct(companyId, productId),
        pick: async (notice) => {
          const ids = await pick(productLinks.products(), { title: COMPONENT_TEXTS.pickAPreview, notice, parentId });
          return ids?.[0] ?? null;
        },
        // Read afresh: the active version may have changed since the list was cached.
        activeVersion: async (productId) => {
          const list = await queryClient.fetchQuery({ ...versionListQuery(productId), staleTime: 0 });
          return list.versions.find((version) => version.active)?.versionId ?? null;
        },
        search: (productId, versionId, filter) =>
          queryClient.fetchQuery(componentListQuery(productId, versionId, filter)),
        failureMessage,
        open: (target) => {
          const { productId, versionId } = target;
          const link =
            target.kind === "editor"
              ? componentEditorLink({ productId, versionId }, target.component)
              : productLinks.components({ productId, versionId, filter: target.filter });
          open(link, { parentId });
        },
      };
      void runComponentPreview(steps, code.trim());
    },
    [companyId, pick, open, queryClient, parentId],
  );
}

/**
 * Preview by code: opens the component of that code in the preview product's active version (its 3D
 * editor for models and textures), or that version's components searched by the code. Without a
 * preview product, the user picks one first ('Pick a Preview'). Results stack on `parentId` when given.
 */
export function useComponentPreview(parentId?: string): (code: string) => void {
  const run = usePreviewRunner(parentId);
  return useCallback((code: string) => run(code, false), [run]);
}

/** 'Change preview product': picks another preview product, then previews `code` with it. */
export function useChangePreviewProduct(parentId?: string): (code: string) => void {
  const run = usePreviewRunner(parentId);
  return useCallback((code: string) => run(code, true), [run]);
}
