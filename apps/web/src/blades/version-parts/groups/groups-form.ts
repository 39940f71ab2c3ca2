import { ComponentGroup, type Version, VersionFields } from "@atelier/domain/version.schema";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { partKey, withKeys } from "../shared/part-keys";
import { newTemporaryId } from "../shared/temporary-id";

/** The groups editor's form: the version's component groups and the etag they were read with. */
export const GroupsForm = VersionFields.pick({ componentGroups: true }).extend({ etag: z.string() });
export type GroupsFormInput = z.input<typeof GroupsForm>;
export type GroupsFormValues = z.output<typeof GroupsForm>;
export type GroupsFormApi = UseFormReturn<GroupsFormInput, unknown, GroupsFormValues>;

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
