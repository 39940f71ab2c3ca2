import type { GroupPlacement } from "@atelier/domain/product/version.schema";
import { Checkbox, NumberInput, TextInput } from "@mantine/core";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { PlacementList } from "../shared/placement-list";
import type { GroupsFormApi } from "./groups-form";

type GroupPlacementInput = z.input<typeof GroupPlacement>;

function newAssignment(componentPlacementId: string): GroupPlacementInput {
  return {
    componentPlacementId,
    componentPlacement: null,
    hidden: false,
    locked: false,
    synchronizationKey: "",
    quantityMultiplier: null,
    customAttributesJson: [],
  };
}

interface GroupPlacementsProps {
  form: GroupsFormApi;
  index: number;
  readOnly: boolean;
  /** The groups editor's blade, which the placement picker stacks on. */
  bladeId: string;
}

/** The placements of a group: hidden, locked, synchronization key, quantity multiplier, attributes. */
export function GroupPlacements({ form, index, readOnly, bladeId }: GroupPlacementsProps) {
  return (
    <Controller
      control={form.control}
      name={`componentGroups.${index}.componentPlacements`}
      render={({ field }) => (
        <PlacementList<GroupPlacementInput>
          title="Placement assignments"
          value={field.value ?? []}
          onChange={field.onChange}
          readOnly={readOnly}
          bladeId={bladeId}
          create={newAssignment}
          renderFields={(item, change) => (
            <>
              <Checkbox
                size="xs"
                label="Locked"
                checked={item.locked ?? false}
                disabled={readOnly}
                onChange={(event) => change({ locked: event.currentTarget.checked })}
              />
              <TextInput
                size="xs"
                label="Synchronization key"
                value={item.synchronizationKey ?? ""}
                readOnly={readOnly}
                onChange={(event) => change({ synchronizationKey: event.currentTarget.value })}
              />
              <NumberInput
                size="xs"
                w={140}
                label="Quantity multiplier"
                min={0}
                allowNegative={false}
                value={item.quantityMultiplier ?? ""}
                readOnly={readOnly}
                onChange={(value) => change({ quantityMultiplier: typeof value === "number" ? value : null })}
              />
            </>
          )}
        />
      )}
    />
  );
}
