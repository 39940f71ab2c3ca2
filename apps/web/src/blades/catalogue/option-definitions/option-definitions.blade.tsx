import type { ComponentOptionDefinition } from "@atelier/domain/catalogue/component-option-definition.schema";
import { IconListTree } from "@tabler/icons-react";
import { useCallback } from "react";
import {
  useComponentOptionDefinitionList,
  useExportComponentOptionDefinitions,
} from "../../../api/catalogue/component-option-definition";
import { useBlades } from "../../../app/workspace/blade-context";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { CatalogueList } from "../../../ui/list/catalogue-list";
import { itemRow } from "../../../ui/list/item-rows";
import { RowAction } from "../../../ui/list/row-action";
import { useScopedRows } from "../../../ui/list/use-scoped-rows";
import { catalogueLinks } from "../catalogue-links";
import { OPTION_DEFINITION_TEXTS } from "./option-definition-texts";

const definitionRow = (definition: ComponentOptionDefinition) =>
  itemRow(definition.componentOptionDefinitionId, definition.name, undefined, definition.description);

/** ComponentOptionDefinitions (spec part 2): the classes of options, as a list or a picker. */
export function OptionDefinitionsBlade({ blade }: BladeProps) {
  const { open } = useBlades();
  const query = useComponentOptionDefinitionList();
  const exportDefinitions = useExportComponentOptionDefinitions();
  const list = useScopedRows(query.data?.componentOptionDefinitions, definitionRow);
  const related = useCallback(
    (definitionId: string) => (
      <RowAction
        label={OPTION_DEFINITION_TEXTS.relatedTitle}
        onClick={() => open(catalogueLinks.options({ definitionId }), { parentId: blade.id })}
      >
        <IconListTree size={14} />
        {OPTION_DEFINITION_TEXTS.related}
      </RowAction>
    ),
    [open, blade.id],
  );

  return (
    <CatalogueList
      blade={blade}
      label={OPTION_DEFINITION_TEXTS.listLabel}
      testId="option-definitions-blade"
      {...list}
      query={query}
      quickFilter={false}
      empty={{ text: OPTION_DEFINITION_TEXTS.empty, explained: OPTION_DEFINITION_TEXTS.explained }}
      editor={catalogueLinks.optionDefinition}
      renderActions={related}
      exportShown={{
        onExport: (rows) => exportDefinitions.mutate(rows.map((row) => row.name)),
        exporting: exportDefinitions.isPending,
        error: exportDefinitions.error,
      }}
    />
  );
}
