import type { ComponentOptionSummary } from "./component-option.schema";

/** An option summary for tests: the given code, the rest empty unless told (the id follows the code). */
export function optionSummary(code: string, values: Partial<ComponentOptionSummary> = {}): ComponentOptionSummary {
  return {
    componentOptionId: `id-${code}`,
    etag: `etag-${code}`,
    componentOptionDefinitionId: null,
    code,
    name: "",
    description: "",
    tags: [],
    explicitOrder: null,
    orderListEnd: false,
    inactive: false,
    ...values,
  };
}
