import { inTagScope } from "@atelier/domain/product-lists";
import { useCallback, useMemo, useState } from "react";
import { useCurrentUser } from "../../api/account";
import { useDimensionList } from "../../api/dimension";
import { useTagScope } from "../../app/shell/use-tag-scope";
import { useBlades } from "../../app/workspace/blade-context";
import type { BladeProps } from "../../app/workspace/blade-types";
import { CATALOGUE_TEXTS } from "../sites/catalogue-texts";
import { itemRow } from "../sites/item-rows";
import { PickableList } from "../sites/pickable-list";

/**
 * The Dimensions blade (spec 2, "Dimensions (list or picker)"): the company's dimensions by name, with
 * a toggle limiting them to the tag scope, as a list or as a picker.
 */
export function DimensionsBlade({ blade }: BladeProps) {
  const user = useCurrentUser().data;
  const canEdit = user?.permissions.canEdit === true;
  const { scope } = useTagScope(user?.company.companyId ?? "");
  const [scopeOn, setScopeOn] = useState(true);
  const { open } = useBlades();
  const query = useDimensionList();
  const dimensions = query.data?.dimensions;
  const rows = useMemo(
    () =>
      dimensions
        ?.filter((dimension) => !scopeOn || inTagScope(dimension.tags, scope))
        .map((dimension) =>
          itemRow(
            dimension.dimensionId,
            dimension.name,
            dimension.code,
            [dimension.unit, dimension.aggregate, dimension.description].filter(Boolean).join(" · "),
          ),
        )
        .sort((a, b) => a.name.localeCompare(b.name)),
    [dimensions, scope, scopeOn],
  );
  const onDetails = useCallback(
    (dimensionId: string) => open("EditDimension", { mode: "edit", itemId: dimensionId, parentId: blade.id }),
    [open, blade.id],
  );
  const { refetch } = query;
  return (
    <PickableList
      blade={blade}
      label="Dimensions"
      rows={rows}
      loadedCount={dimensions?.length}
      error={query.error}
      emptyText={CATALOGUE_TEXTS.noDimensions}
      onDetails={onDetails}
      onAdd={canEdit ? () => open("EditDimension", { mode: "new", parentId: blade.id }) : undefined}
      refresh={{ refreshing: query.isFetching, onRefresh: () => void refetch() }}
      scope={{ scoped: scope.length === 0 ? null : scopeOn, onScoped: setScopeOn }}
    />
  );
}
