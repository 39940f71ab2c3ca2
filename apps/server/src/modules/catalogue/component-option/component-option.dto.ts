import {
  type ComponentOption,
  ComponentOptionFields,
  type ComponentOptionSummary,
} from "@atelier/domain/catalogue/component-option.schema";
import type { z } from "zod";
import type { ComponentOptionRow, ComponentOptionSettings } from "../../../db/schema/component-options";
import type { OptionSummaryRow, OptionWriteValues } from "./component-option.repo";

/** Option fields as the domain schema outputs them (trimmed, defaults filled in). */
export type OptionFieldValues = z.output<typeof ComponentOptionFields>;

/** The columns of an option write; the rest goes into its settings object. */
type OptionColumnValues = Pick<
  OptionWriteValues,
  | "componentOptionDefinitionId"
  | "code"
  | "name"
  | "description"
  | "tags"
  | "explicitOrder"
  | "orderListEnd"
  | "inactive"
  | "settings"
>;

function settingsOf(fields: OptionFieldValues): ComponentOptionSettings {
  const {
    componentOptionDefinitionId: _definition,
    code: _code,
    name: _name,
    description: _description,
    tags: _tags,
    explicitOrder: _explicitOrder,
    orderListEnd: _orderListEnd,
    inactive: _inactive,
    ...settings
  } = fields;
  return settings;
}

/** The settings of an option with nothing set: the domain defaults. */
const DEFAULT_OPTION_SETTINGS: ComponentOptionSettings = settingsOf(ComponentOptionFields.parse({ code: "-" }));

/** Splits validated option fields into the columns and the settings object they are stored in. */
export function toOptionWriteValues(fields: OptionFieldValues): OptionColumnValues {
  return {
    componentOptionDefinitionId: fields.componentOptionDefinitionId,
    code: fields.code,
    name: fields.name,
    description: fields.description,
    tags: fields.tags,
    explicitOrder: fields.explicitOrder,
    orderListEnd: fields.orderListEnd,
    inactive: fields.inactive,
    settings: settingsOf(fields),
  };
}

/** An option as lists show it. */
export function toOptionSummaryDto(row: OptionSummaryRow): ComponentOptionSummary {
  return {
    componentOptionId: row.id,
    etag: row.etag,
    componentOptionDefinitionId: row.componentOptionDefinitionId,
    code: row.code,
    name: row.name,
    description: row.description,
    tags: row.tags,
    explicitOrder: row.explicitOrder,
    orderListEnd: row.orderListEnd,
    inactive: row.inactive,
  };
}

/** An option as the editor reads it: stored settings over the defaults, so settings added later read as their default. */
export function toOptionDto(row: ComponentOptionRow): ComponentOption {
  return {
    ...DEFAULT_OPTION_SETTINGS,
    ...row.settings,
    ...toOptionSummaryDto(row),
    created: row.createdAt.toISOString(),
    lastUpdated: row.updatedAt.toISOString(),
  };
}
