import type { Blade, BladeProps } from "../../../app/workspace/blade-types";
import { type LoadedVersion, VersionLoader } from "../common/version-loader";
import { GroupItem } from "./groups/group-item";
import { GroupsForm, groupKey, groupsFormValues, newGroup } from "./groups/groups-form";
import { PartsAccordion } from "./shared/parts-accordion";
import { usePartsEditor } from "./shared/use-parts-editor";
import { groupsTitle, VERSION_PARTS_MESSAGES } from "./version-parts-messages";

/** The groups editor of a version (spec part 1, 2.9): an accordion of its component groups. */
export function EditVersionGroupsBlade({ blade }: BladeProps) {
  return (
    <VersionLoader blade={blade}>
      {(loaded) => <GroupsEditor key={loaded.version.versionId} blade={blade} {...loaded} />}
    </VersionLoader>
  );
}

function GroupsEditor({ blade, version, canEdit }: LoadedVersion & { blade: Blade }) {
  const groups = usePartsEditor({
    blade,
    version,
    canEdit,
    schema: GroupsForm,
    name: "componentGroups",
    formValues: groupsFormValues,
    itemsOf: (values) => values.componentGroups,
    keyOf: groupKey,
    addLabel: "Add group",
    newItem: newGroup,
  });

  return (
    <PartsAccordion
      {...groups.accordion()}
      title={groupsTitle(version.code, version.product.name)}
      empty={groups.fields.length === 0 ? VERSION_PARTS_MESSAGES.noGroups : null}
    >
      {groups.fields.map((field, index) => (
        <GroupItem key={field.id} {...groups.itemProps(index)} />
      ))}
    </PartsAccordion>
  );
}
