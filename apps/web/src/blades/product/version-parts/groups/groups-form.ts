import { ComponentGroup, type Version, VersionFields } from "@atelier/domain/product/version.schema";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { partKey, withKeys } from "../shared/part-keys";
import { newTemporaryId } from "../shared/temporary-id";

/** The groups editor's form: the version's component groups and the etag they were read with. */
const GroupsFormSchema = VersionFields.pick({ componentGroups: true }).extend({ etag: z.string() });
export type GroupsFormValues = z.output<typeof GroupsFormSchema>;
/** Typed by its output: the form always holds complete values, read from a version. */
export const GroupsForm = GroupsFormSchema as z.ZodType<GroupsFormValues, GroupsFormValues>;
export type GroupsFormApi = UseFormReturn<GroupsFormValues, unknown, GroupsFormValues>;

export function groupKey(group: Pick<ComponentGroup, "componentGroupId" | "temporaryId">): string {
  return partKey(group.componentGroupId, group);
}

export function groupsFormValues(version: Version): GroupsFormValues {
  return { etag: version.etag, componentGroups: withKeys(version.componentGroups, (group) => group.componentGroupId) };
}

/** A new group: unsaved, with a temporary id and the schema's defaults (named 'New group'). */
export function newGroup(): ComponentGroup {
  return ComponentGroup.parse({ temporaryId: newTemporaryId() });
}
