import { randomUUID } from "node:crypto";
import { IMAGE_MAPPING_MAX_BYTES, type VersionFields } from "@atelier/domain/product/version.schema";
import type { z } from "zod";
import { assertNoFieldErrors, type ModelState } from "../../../errors/app-error";
import { VERSION_MESSAGES } from "./version.messages";

/** Everything the version editor writes, as the domain schema outputs it. */
export type VersionContent = z.output<typeof VersionFields>;
type Group = VersionContent["componentGroups"][number];
type View = VersionContent["imageViews"][number];

/** The decoded size of base64 content, without decoding it. */
export function base64DecodedBytes(base64: string): number {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * Gives each item a stable id: an item saved before keeps its id; a new one (temporary id only), or a
 * second item carrying an id already used above it (a duplicated entry), gets a new one.
 */
function withStableIds<T extends { temporaryId?: string | undefined }>(
  items: readonly T[],
  idOf: (item: T) => string | undefined,
  withId: (item: Omit<T, "temporaryId">, id: string) => T,
): T[] {
  const seen = new Set<string>();
  return items.map(({ temporaryId: _temporary, ...item }) => {
    const current = idOf(item as T);
    const id = current && !seen.has(current) ? current : randomUUID();
    seen.add(id);
    return withId(item, id);
  });
}

/** Placement names and codes are read from the placements, never stored with the version. */
const withoutPlacementRefs = <P extends { componentPlacement: unknown }>(placements: readonly P[]): P[] =>
  placements.map((placement) => ({ ...placement, componentPlacement: null }));

function storedGroups(groups: readonly Group[]): Group[] {
  return withStableIds(
    groups,
    (group) => group.componentGroupId,
    (group, componentGroupId) => ({
      ...group,
      componentGroupId,
      componentPlacements: withoutPlacementRefs(group.componentPlacements),
    }),
  );
}

function storedViews(views: readonly View[]): View[] {
  return withStableIds(
    views,
    (view) => view.imageViewId,
    (view, imageViewId) => ({
      ...view,
      imageViewId,
      componentPlacements: withoutPlacementRefs(view.componentPlacements),
    }),
  );
}

/** The message of an image mapping over the size limit. */
export function imageMappingErrors(content: Pick<VersionContent, "imageMappingSource">): ModelState {
  const source = content.imageMappingSource;
  if (source === null || base64DecodedBytes(source) <= IMAGE_MAPPING_MAX_BYTES) return {};
  return { imageMappingSource: [VERSION_MESSAGES.imageMappingTooLarge] };
}

/** The image mapping as stored: within the size limit, or all three fields null when cleared. */
function storedImageMapping(content: VersionContent) {
  const source = content.imageMappingSource;
  if (source === null) return { imageMappingSource: null, imageMappingFile: null, imageMappingFileMimeType: null };
  assertNoFieldErrors(imageMappingErrors(content));
  return {
    imageMappingSource: source,
    imageMappingFile: content.imageMappingFile,
    imageMappingFileMimeType: content.imageMappingFileMimeType,
  };
}

/** The content as a version row stores it: stable group and view ids, no placement names, a checked mapping. */
export function toStoredContent(content: VersionContent): VersionContent {
  return {
    ...content,
    componentGroups: storedGroups(content.componentGroups),
    imageViews: storedViews(content.imageViews),
    ...storedImageMapping(content),
  };
}
