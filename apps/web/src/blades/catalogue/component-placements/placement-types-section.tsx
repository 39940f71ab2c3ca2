import { useFieldArray } from "react-hook-form";
import type { Blade } from "../../../app/workspace/blade-types";
import { usePicker } from "../../../app/workspace/pick-requests";
import { movedItem } from "../../../ui/moved-item";
import { SortableList } from "../../../ui/sortable-list";
import { catalogueLinks } from "../catalogue-links";
import { AddButton, ListSection } from "../common/list-section";
import { typeAssociations } from "./placement-form-values";
import { PLACEMENT_TEXTS } from "./placement-texts";
import { PlacementTypeRow } from "./placement-type-row";
import { usePlacementForm, useTypeNames } from "./use-placement-form";

/**
 * The component types the placement takes, in order: picked many at a time in the Component Types
 * blade (those already taken are not offered), reordered by dragging, removed one by one.
 */
export function PlacementTypesSection({ blade, readOnly }: { blade: Blade; readOnly: boolean }) {
  const form = usePlacementForm();
  const names = useTypeNames();
  const pick = usePicker();
  // Rows are keyed by "key", so the field array's own keys do not shadow the associations' fields.
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: "componentTypes",
    keyName: "key",
  });
  const nameOf = (field: (typeof fields)[number]) =>
    names.get(field.componentTypeId) ?? (field.name || field.componentTypeId);

  const pickTypes = async () => {
    const ids = await pick(catalogueLinks.componentTypes(), {
      multiple: true,
      excludedIds: fields.map((field) => field.componentTypeId),
      parentId: blade.id,
    });
    if (ids !== null && ids.length > 0) append(typeAssociations(ids), { shouldFocus: false });
  };
  const reorder = (next: typeof fields) => {
    const moved = movedItem(
      fields.map((field) => field.key),
      next.map((field) => field.key),
    );
    if (moved) move(moved.from, moved.to);
  };

  return (
    <ListSection
      title={PLACEMENT_TEXTS.types}
      description={PLACEMENT_TEXTS.typesHelp}
      emptyText={PLACEMENT_TEXTS.noTypes}
      empty={fields.length === 0}
      readOnly={readOnly}
      add={<AddButton label={PLACEMENT_TEXTS.pickTypes} onClick={pickTypes} variant="light" />}
    >
      <SortableList
        items={fields}
        getId={(field) => field.key}
        onReorder={reorder}
        disabled={readOnly}
        gap={6}
        renderItem={(field, handle) => (
          <PlacementTypeRow
            index={fields.indexOf(field)}
            name={nameOf(field)}
            handle={handle}
            readOnly={readOnly}
            onRemove={() => remove(fields.indexOf(field))}
          />
        )}
      />
    </ListSection>
  );
}
