import {
  Dimension,
  type DimensionCreateInput,
  DimensionList,
  type DimensionUpdateInput,
} from "@atelier/domain/catalogue/dimension.schema";
import { resourceHooks, resourceKeys, resourceListHook } from "../resource-hooks";

export const dimensionKeys = resourceKeys("dimension");
const dimension = resourceHooks<{ item: Dimension; create: DimensionCreateInput; update: DimensionUpdateInput }>({
  path: "dimension",
  keys: dimensionKeys,
  item: Dimension,
  idOf: (saved) => saved.dimensionId,
});

/** The company's dimensions (archived ones are left out by the server). */
export const useDimensionList = resourceListHook(dimensionKeys.list(), "dimension", DimensionList);
export const useDimension = dimension.useOne;
export const useCreateDimension = dimension.useCreate;
export const useUpdateDimension = dimension.useUpdate;
export const useRemoveDimension = dimension.useRemove;
