import { type Version, VersionFields, type VersionUpdateInput } from "@atelier/domain/product/version.schema";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";

/** The fields the version editor itself edits; groups, views and rules have blades of their own. */
const EditorFields = VersionFields.pick({
  name: true,
  description: true,
  priceJson: true,
  customAttributesJson: true,
  imageRootUrl: true,
  imageCacheId: true,
  imageMappingSource: true,
  imageMappingFile: true,
  imageMappingFileMimeType: true,
});

/** The values the version editor's form holds. */
export type VersionValues = z.output<typeof EditorFields>;

/**
 * The form's schema. Its values are always complete (read from a Version), never the partial input
 * the schema also accepts, so they are typed as its output: the nested editors (prices, attributes)
 * take them as they are.
 */
export const VersionFormSchema = EditorFields as z.ZodType<VersionValues, VersionValues>;

/** The version editor's react-hook-form form. */
export type VersionForm = UseFormReturn<VersionValues, unknown, VersionValues>;

/** The form's values from a version read from the server. */
export function versionValues(version: Version): VersionValues {
  return {
    name: version.name,
    description: version.description,
    priceJson: version.priceJson,
    customAttributesJson: version.customAttributesJson,
    imageRootUrl: version.imageRootUrl,
    imageCacheId: version.imageCacheId,
    imageMappingSource: version.imageMappingSource,
    imageMappingFile: version.imageMappingFile,
    imageMappingFileMimeType: version.imageMappingFileMimeType,
  };
}

/**
 * What a save sends: the version as read with its etag, with the form's values over it. The parts
 * other blades edit (groups, views, rules) go back exactly as they were read, so a change made there
 * meanwhile answers 412 instead of being overwritten.
 */
export function versionUpdateInput(read: Version, values: VersionValues, activate: boolean): VersionUpdateInput {
  return {
    ...values,
    componentGroups: read.componentGroups,
    imageViews: read.imageViews,
    noSiblingRules: read.noSiblingRules,
    combineOnlyWhen: read.combineOnlyWhen,
    rulesJson: read.rulesJson,
    initialConfigurationsJson: read.initialConfigurationsJson,
    componentStatusesJson: read.componentStatusesJson,
    etag: read.etag,
    ...(activate ? { active: true } : {}),
  };
}
