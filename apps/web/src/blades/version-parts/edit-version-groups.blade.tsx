import { useFieldArray } from "react-hook-form";
import { useBlades } from "../../app/workspace/blade-context";
import type { Blade, BladeProps } from "../../app/workspace/blade-types";
import { useZodForm } from "../../ui/form/use-zod-form";
import { GroupItem } from "./groups/group-item";
import { GroupsForm, type GroupsFormValues, groupKey, groupsFormValues, newGroup } from "./groups/groups-form";
import { useOpenItems } from "./shared/open-items";
import { invalidIndexes } from "./shared/part-keys";
import { PartsAccordion } from "./shared/parts-accordion";
import { saveNeedsConfirm, useVersionPartSave } from "./shared/use-version-part-save";
import { type LoadedVersion, VersionLoader } from "./shared/version-loader";
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
  const { close } = useBlades();
  const form = useZodForm<GroupsFormValues, GroupsFormValues>(GroupsForm, { defaultValues: groupsFormValues(version) });
  const groups = useFieldArray({ control: form.control, name: "componentGroups" });
  const items = useOpenItems();
  const saving = useVersionPartSave(blade, version);
  const keys = groups.fields.map(groupKey);
  const readOnly = !canEdit;

  const add = () => {
    const group = newGroup();
    groups.append(group, { shouldFocus: false });
    items.openItem(groupKey(group));
  };

  const save = (closeAfter: boolean) =>
    form.handleSubmit(
      (values) =>
        saving.save(values, {
          close: closeAfter,
          onSaved: (saved) => {
            const next = groupsFormValues(saved);
            items.carry(values.componentGroups.map(groupKey), next.componentGroups.map(groupKey));
            form.reset(next);
          },
        }),
      (errors) => {
        for (const index of invalidIndexes(errors.componentGroups)) items.openItem(keys[index] ?? "");
      },
    )();

  return (
    <PartsAccordion
      title={groupsTitle(version.code, version.product.name)}
      toolbar={{
        addLabel: canEdit ? "Add group" : undefined,
        onAdd: add,
        onToggleAll: () => items.toggleAll(keys),
        dirty: form.formState.isDirty,
        onClose: () => close(blade.id),
        save: canEdit
          ? { confirm: saveNeedsConfirm(version), pending: saving.pending, disabled: false, onSave: save }
          : undefined,
      }}
      feedback={{ error: saving.error, invalid: Object.keys(form.formState.errors).length > 0 }}
      empty={groups.fields.length === 0 ? VERSION_PARTS_MESSAGES.noGroups : null}
      open={items.open}
      onOpenChange={items.setOpen}
    >
      {groups.fields.map((field, index) => (
        <GroupItem
          key={field.id}
          form={form}
          index={index}
          count={groups.fields.length}
          itemKey={groupKey(field)}
          readOnly={readOnly}
          onMove={groups.move}
          onRemove={groups.remove}
        />
      ))}
    </PartsAccordion>
  );
}
