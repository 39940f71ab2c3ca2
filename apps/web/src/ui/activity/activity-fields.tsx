import type { ProductActivity } from "@atelier/domain/shared/activity.schema";
import { Group, NumberInput, Stack, Switch } from "@mantine/core";
import { useFormContext } from "react-hook-form";
import type { z } from "zod";
import { ActiveFromInput } from "./active-from-input";

export type ActivityValue = Pick<ProductActivity, "inactive" | "activeFrom" | "inventory">;

/** A form holding an activity with per-site overrides: a product's or a component option's. */
export type ActivityFormValues = z.input<typeof ProductActivity>;

/** The activity fields of the form the section sits in. */
export function useActivityForm() {
  return useFormContext<ActivityFormValues>();
}

interface ActivityFieldsProps {
  value: ActivityValue;
  onChange: (next: ActivityValue) => void;
  readOnly: boolean;
  errors?: Partial<Record<keyof ActivityValue, string>>;
}

/** Whether something is active, from when, and how many are in stock (spec part 1, 2.14). */
export function ActivityFields({ value, onChange, readOnly, errors }: ActivityFieldsProps) {
  return (
    <Stack gap="xs">
      <Group gap="md" align="flex-end">
        <Switch
          label="Active"
          checked={!value.inactive}
          onChange={(event) => onChange({ ...value, inactive: !event.currentTarget.checked })}
          disabled={readOnly}
          mb={6}
        />
        <NumberInput
          label="In stock"
          placeholder="Not counted"
          value={value.inventory ?? ""}
          onChange={(inventory) => onChange({ ...value, inventory: inventory === "" ? null : Number(inventory) })}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          disabled={readOnly}
          error={errors?.inventory}
          w={130}
        />
      </Group>
      <ActiveFromInput
        value={value.activeFrom}
        onChange={(activeFrom) => onChange({ ...value, activeFrom })}
        readOnly={readOnly}
        error={errors?.activeFrom}
      />
    </Stack>
  );
}
