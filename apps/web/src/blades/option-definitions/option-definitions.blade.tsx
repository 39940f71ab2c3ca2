import type { ComponentOptionDefinition } from "@atelier/domain/component-option-definition.schema";
import { IconListTree } from "@tabler/icons-react";
import {
  useComponentOptionDefinitionList,
  useExportComponentOptionDefinitions,
} from "../../api/component-option-definition";
import { useBlades } from "../../app/workspace/blade-context";
import type { BladeProps } from "../../app/workspace/blade-types";
import classes from "../products/products.module.css";
import { CatalogueListView } from "./catalogue-list-view";
import { OPTION_DEFINITION_TEXTS } from "./option-definition-texts";
import { useCatalogueList } from "./use-catalogue-list";

const definitionId = (definition: ComponentOptionDefinition) => definition.componentOptionDefinitionId;

/** ComponentOptionDefinitions (spec part 2): the classes of options, as a list or a picker. */
export function OptionDefinitionsBlade({ blade }: BladeProps) {
  const { open } = useBlades();
  const query = useComponentOptionDefinitionList();
  const exportDefinitions = useExportComponentOptionDefinitions();
  const list = useCatalogueList(blade, query.data?.componentOptionDefinitions, definitionId);
  const openOptions = (definition: ComponentOptionDefinition) =>
    open("ComponentOptions", { itemId: definitionId(definition), parentId: blade.id });

  return (
    <CatalogueListView
      testId="option-definitions-blade"
      label={OPTION_DEFINITION_TEXTS.listLabel}
      list={list}
      getId={definitionId}
      query={query}
      empty={{ text: OPTION_DEFINITION_TEXTS.empty, explained: OPTION_DEFINITION_TEXTS.explained }}
      onAdd={() => open("EditComponentOptionDefinition", { mode: "new", parentId: blade.id })}
      onExport={(names) => exportDefinitions.mutate(names)}
      exporting={exportDefinitions.isPending}
      exportError={exportDefinitions.error}
      onDetails={(definition) =>
        open("EditComponentOptionDefinition", { mode: "edit", itemId: definitionId(definition), parentId: blade.id })
      }
      renderActions={(definition) => (
        <button
          type="button"
          className={classes.action}
          aria-label={OPTION_DEFINITION_TEXTS.relatedTitle}
          title={OPTION_DEFINITION_TEXTS.relatedTitle}
          onClick={() => openOptions(definition)}
        >
          <IconListTree size={14} />
          {OPTION_DEFINITION_TEXTS.related}
        </button>
      )}
    />
  );
}
