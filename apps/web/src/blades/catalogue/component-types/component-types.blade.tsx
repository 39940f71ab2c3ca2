import type { ComponentType } from "@atelier/domain/catalogue/component-type.schema";
import { useComponentTypeList, useExportComponentTypes } from "../../../api/catalogue/component-type";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { CatalogueList } from "../../../ui/list/catalogue-list";
import { itemRow } from "../../../ui/list/item-rows";
import { useScopedRows } from "../../../ui/list/use-scoped-rows";
import { catalogueLinks } from "../catalogue-links";
import { COMPONENT_TYPE_TEXTS } from "./component-type-texts";

const typeRow = (type: ComponentType) => itemRow(type.componentTypeId, type.name, undefined, type.description);

/** ComponentTypes, titled 'Component Types' (spec part 2): the allowed combinations of definitions. */
export function ComponentTypesBlade({ blade }: BladeProps) {
  const query = useComponentTypeList();
  const exportTypes = useExportComponentTypes();
  const list = useScopedRows(query.data?.componentTypes, typeRow);
  return (
    <CatalogueList
      blade={blade}
      label={COMPONENT_TYPE_TEXTS.listLabel}
      testId="component-types-blade"
      {...list}
      query={query}
      quickFilter={false}
      empty={{ text: COMPONENT_TYPE_TEXTS.empty, explained: COMPONENT_TYPE_TEXTS.explained }}
      editor={catalogueLinks.componentType}
      exportShown={{
        onExport: (rows) => exportTypes.mutate(rows.map((row) => row.name)),
        exporting: exportTypes.isPending,
        error: exportTypes.error,
      }}
    />
  );
}
