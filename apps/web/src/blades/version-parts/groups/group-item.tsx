import { useWatch } from "react-hook-form";
import { FormAttributes } from "../shared/form-attributes";
import { ItemControls } from "../shared/item-controls";
import { PartItem } from "../shared/part-item";
import { GroupPlacements } from "./group-placements";
import { GroupSettings } from "./group-settings";
import type { GroupsFormApi } from "./groups-form";

interface GroupItemProps {
  form: GroupsFormApi;
  index: number;
  count: number;
  itemKey: string;
  readOnly: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One component group: Group Settings, Group attributes and Placement assignments. */
export function GroupItem({ form, index, count, itemKey, readOnly, onMove, onRemove }: GroupItemProps) {
  const group = useWatch({ control: form.control, name: `componentGroups.${index}` });
  return (
    <PartItem
      itemKey={itemKey}
      name={group?.name ?? ""}
      code={group?.code ?? ""}
      unsaved={group?.componentGroupId === undefined}
      controls={
        !readOnly && (
          <ItemControls noun="group" index={index} count={count} onMove={onMove} onRemove={() => onRemove(index)} />
        )
      }
    >
      <GroupSettings form={form} index={index} readOnly={readOnly} />
      <FormAttributes
        title="Group attributes"
        control={form.control}
        name={`componentGroups.${index}.customAttributesJson`}
        readOnly={readOnly}
      />
      <GroupPlacements form={form} index={index} readOnly={readOnly} />
    </PartItem>
  );
}
