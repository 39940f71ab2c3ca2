import type { BlueprintField, BlueprintPlacement } from "@atelier/domain/customer/blueprint.schema";
import type { PlacementState } from "@atelier/domain/customer/evaluation.schema";
import { TEXT_MAX } from "@atelier/domain/shared/input-limits";
import { Stack, TextInput } from "@mantine/core";
import { fieldsApply, valueKey } from "./studio-configuration";
import { STUDIO_TEXTS } from "./studio-texts";

interface PersonalFieldsProps {
  placement: BlueprintPlacement;
  state: PlacementState | undefined;
  values: Readonly<Record<string, string>>;
  /** Messages per value key: the engine's issues and the server's field errors. */
  errorsOf: (key: string) => readonly string[];
  onChange: (key: string, value: string) => void;
}

function PersonalField({
  field,
  placement,
  state,
  value,
  errors,
  onChange,
}: {
  field: BlueprintField;
  placement: BlueprintPlacement;
  state: PlacementState | undefined;
  value: string;
  errors: readonly string[];
  onChange: (value: string) => void;
}) {
  const requiredBy = state?.requiredValues.find((entry) => entry.attribute === field.attribute)?.requiredBy;
  const maxLength = field.kind === "string" ? (field.maxLength ?? TEXT_MAX.notes) : undefined;
  const label = field.label || field.attribute;
  const description = [
    requiredBy === undefined ? null : STUDIO_TEXTS.requiredValueBy(label, requiredBy.description || requiredBy.type),
    maxLength === undefined || field.maxLength === null ? null : STUDIO_TEXTS.characters(value.length, maxLength),
  ]
    .filter((part) => part !== null)
    .join(" · ");
  return (
    <TextInput
      label={label}
      value={value}
      required={requiredBy !== undefined}
      type={field.kind === "number" ? "number" : "text"}
      inputMode={field.kind === "number" ? "decimal" : undefined}
      maxLength={maxLength}
      description={description === "" ? undefined : description}
      error={errors.length === 0 ? undefined : errors.join(" ")}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-testid="personal-field"
      data-value-key={valueKey(field.attribute, placement.code)}
    />
  );
}

/** The placement's personal text and number fields (its personalization attributes), with what the rules require. */
export function PersonalFields({ placement, state, values, errorsOf, onChange }: PersonalFieldsProps) {
  if (placement.fields.length === 0 || !fieldsApply(placement, state)) return null;
  return (
    <Stack gap="xs">
      {placement.fields.map((field) => {
        const key = valueKey(field.attribute, placement.code);
        return (
          <PersonalField
            key={key}
            field={field}
            placement={placement}
            state={state}
            value={values[key] ?? ""}
            errors={errorsOf(key)}
            onChange={(value) => onChange(key, value)}
          />
        );
      })}
    </Stack>
  );
}
