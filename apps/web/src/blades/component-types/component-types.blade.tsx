import type { ComponentType } from "@atelier/domain/component-type.schema";
import { useComponentTypeList, useExportComponentTypes } from "../../api/component-type";
import { useBlades } from "../../app/workspace/blade-context";
import type { BladeProps } from "../../app/workspace/blade-types";
import { CatalogueListView } from "../option-definitions/catalogue-list-view";
import { useCatalogueList } from "../option-definitions/use-catalogue-list";
import { COMPONENT_TYPE_TEXTS } from "./component-type-texts";

const typeId = (type: ComponentType) => type.componentTypeId;

/** ComponentTypes, titled 'Component Types' (spec part 2): the allowed combinations of definitions. */
export function ComponentTypesBlade({ blade }: BladeProps) {
  const { open } = useBlades();
  const query = useComponentTypeList();
  const exportTypes = useExportComponentTypes();
  const list = useCatalogueList(blade, query.data?.componentTypes, typeId);
  return (
    <CatalogueListView
      testId="component-types-blade"
      label={COMPONENT_TYPE_TEXTS.listLabel}
      list={list}
      getId={typeId}
      query={query}
      empty={{ text: COMPONENT_TYPE_TEXTS.empty, explained: COMPONENT_TYPE_TEXTS.explained }}
      onAdd={() => open("EditComponentType", { mode: "new", parentId: blade.id })}
      onExport={(names) => exportTypes.mutate(names)}
      exporting={exportTypes.isPending}
      exportError={exportTypes.error}
      onDetails={(type) => open("EditComponentType", { mode: "edit", itemId: typeId(type), parentId: blade.id })}
    />
  );
}
