import type { OptimizationStep } from "@atelier/domain/asset/optimization-profile.schema";
import { Group, Select } from "@mantine/core";
import { useFormContext } from "react-hook-form";
import { FormNumberInput } from "../../../../ui/editor/form-number-input";
import type { ProfileFormValues } from "./profile-form-values";

const MESH_METHODS = ["Meshopt", "Draco"] as const;

/** A step's numbers (ratio and error, longest side, quality) and method, bound to the form at its place. */
export function StepFields({ step, index, readOnly }: { step: OptimizationStep; index: number; readOnly: boolean }) {
  const form = useFormContext<ProfileFormValues>();
  const at = `profileJson.${index}` as const;
  const common = { size: "xs" as const, readOnly, control: form.control };
  switch (step.type) {
    case "Simplify":
      return (
        <Group gap="xs" wrap="nowrap">
          <FormNumberInput
            {...common}
            name={`${at}.ratio`}
            label="Ratio"
            min={0}
            max={1}
            step={0.05}
            decimalScale={3}
            w={96}
          />
          <FormNumberInput
            {...common}
            name={`${at}.error`}
            label="Error"
            min={0}
            max={1}
            step={0.001}
            decimalScale={4}
            w={96}
          />
        </Group>
      );
    case "TextureResize":
      return (
        <FormNumberInput
          {...common}
          name={`${at}.maxSize`}
          label="Max size (px)"
          min={16}
          max={8192}
          step={256}
          allowDecimal={false}
          w={120}
        />
      );
    case "TextureWebp":
      return (
        <FormNumberInput
          {...common}
          name={`${at}.quality`}
          label="Quality"
          min={1}
          max={100}
          allowDecimal={false}
          w={96}
        />
      );
    case "MeshCompression":
      return (
        <Select
          size="xs"
          w={120}
          label="Method"
          data={[...MESH_METHODS]}
          value={step.method}
          allowDeselect={false}
          readOnly={readOnly}
          onChange={(value) => {
            if (value === "Meshopt" || value === "Draco")
              form.setValue(`${at}.method`, value, { shouldDirty: true, shouldValidate: true });
          }}
        />
      );
    default:
      return null;
  }
}
