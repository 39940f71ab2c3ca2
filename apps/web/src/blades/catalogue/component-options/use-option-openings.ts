import type { ComponentOptionSummary } from "@atelier/domain/catalogue/component-option.schema";
import { useMemo } from "react";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade } from "../../../app/workspace/blade-types";
import { catalogueLinks } from "../catalogue-links";
import { lastStackedBladeId } from "./last-stacked-blade";

/** The option editors the list opens, stacked on the list blade. */
export function useOptionOpenings(blade: Blade, definitionId: string | null) {
  const { open, stack } = useBlades();
  return useMemo(() => {
    const newEditor = (parentId: string) =>
      open(catalogueLinks.newOption(definitionId === null ? {} : { definitionId }), { parentId });
    return {
      details: (option: ComponentOptionSummary) =>
        open(catalogueLinks.editOption({ optionId: option.componentOptionId }), { parentId: blade.id }),
      /** Add: a new option based on 'Any', replacing what is stacked on the list. */
      add: () => open(catalogueLinks.newOption(), { parentId: blade.id }),
      /** 'Add {definition} Option': a new option based on the chosen definition. */
      addForDefinition: () => newEditor(blade.id),
      /** 'Add Another': one more new editor (of the chosen definition, if any), leaving the open ones in place. */
      addAnother: () => newEditor(lastStackedBladeId(stack, blade.id)),
    };
  }, [open, stack, blade.id, definitionId]);
}
