import {
  COPY_CODE_SUFFIX,
  type ComponentOption,
  ComponentOptionFields,
  type OptionAsset,
  type OptionJoint,
} from "@atelier/domain/catalogue/component-option.schema";
import type { ComponentOptionDefinition } from "@atelier/domain/catalogue/component-option-definition.schema";
import type { Dimension } from "@atelier/domain/catalogue/dimension.schema";
import type { z } from "zod";

/** What the option form holds, and what it hands over once the schema passed. */
export type OptionFormValues = z.input<typeof ComponentOptionFields>;
export type OptionFormOutput = z.output<typeof ComponentOptionFields>;

export type VariableValue = NonNullable<OptionFormValues["variables"]>[number];
export type DimensionValue = NonNullable<OptionFormValues["dimensionsJson"]>[number];

const FIELD_NAMES = ComponentOptionFields.keyof().options;

/**
 * The option based on a definition ('Any' when null): the definition's custom attributes replace the
 * option's, as a copy the option then owns.
 */
export function basedOn(values: OptionFormValues, definition: ComponentOptionDefinition | null): OptionFormValues {
  return {
    ...values,
    componentOptionDefinitionId: definition?.componentOptionDefinitionId ?? null,
    customAttributesJson: structuredClone(definition?.customAttributesJson ?? []),
  };
}

/** A new option: the schema's defaults with an empty code, based on a definition or on 'Any'. */
export function newOptionValues(definition: ComponentOptionDefinition | null): OptionFormValues {
  return basedOn({ ...ComponentOptionFields.omit({ code: true }).parse({}), code: "" }, definition);
}

/** The editable fields of a stored option, as the form starts with them. */
export function optionValues(option: ComponentOption): OptionFormValues {
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, option[name]])) as OptionFormValues;
}

/** A copy of an option's values: the same fields, the code suffixed ' Copy' (spec part 2, 9). */
export function copyValues(values: OptionFormValues): OptionFormValues {
  return { ...structuredClone(values), code: `${values.code}${COPY_CODE_SUFFIX}` };
}

/** Other codes as their input shows them: one text, comma-separated. */
export function otherCodesText(codes: readonly string[]): string {
  return codes.join(", ");
}

/** Other codes from the comma-separated input: entries trimmed, blanks dropped (spec part 2, "Component options"). */
export function parseOtherCodes(text: string): string[] {
  return text
    .split(",")
    .map((code) => code.trim())
    .filter((code) => code !== "");
}

/** A measure in a dimension just chosen: its code, name and unit, with the value left to fill in. */
export function newDimensionValue(dimension: Dimension): DimensionValue {
  return { code: dimension.code, name: dimension.name, unit: dimension.unit, value: Number.NaN };
}

export function newJoint(): OptionJoint {
  return {
    id: crypto.randomUUID(),
    code: "",
    socketType: "Socket",
    jointType: "Rigid",
    jointTags: [],
    customAttributesJson: [],
  };
}

/** An asset for every frame (frame null), by the asset's name. */
export function newAsset(): OptionAsset {
  return { id: crypto.randomUUID(), frame: null, asset: "", type: "Asset" };
}

/** A variable placed after the others. */
export function newVariable(variables: readonly VariableValue[]): VariableValue {
  const last = Math.max(-1, ...variables.map((variable) => variable.order ?? 0));
  return { code: "", name: "", order: last + 1, componentOptionDefinitionId: null, defaultValueId: null };
}

/** Every message of a field's errors, those of its rows included, each once (for lists that show no errors of their own). */
export function errorMessages(error: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (node === null || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "message" && typeof value === "string" && value !== "") found.add(value);
      // `ref` is the field's element: nothing to read there.
      else if (key !== "ref") walk(value);
    }
  };
  walk(error);
  return [...found];
}
