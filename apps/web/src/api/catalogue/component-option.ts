import {
  ComponentOption,
  type ComponentOptionCreateInput,
  type ComponentOptionUpdateInput,
} from "@atelier/domain/catalogue/component-option.schema";
import { resourceHooks } from "../resource-hooks";
import { componentOptionKeys } from "./component-option-list";

// The editor's option calls; the list and its export are in api/component-option-list.ts, whose keys
// these share.

const option = resourceHooks<{
  item: ComponentOption;
  create: ComponentOptionCreateInput;
  update: ComponentOptionUpdateInput;
}>({
  path: "componentoption",
  keys: componentOptionKeys,
  item: ComponentOption,
  idOf: (saved) => saved.componentOptionId,
});

/** One option with every field; idle until an id is given. */
export const useComponentOption = option.useOne;
export const useCreateComponentOption = option.useCreate;
export const useUpdateComponentOption = option.useUpdate;
/** Archives an option: it leaves the lists, and reading it answers 404. */
export const useRemoveComponentOption = option.useRemove;
