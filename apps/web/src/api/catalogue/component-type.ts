import { ExportByNamesInput } from "@atelier/domain/catalogue/component-option.schema";
import {
  ComponentType,
  type ComponentTypeCreateInput,
  ComponentTypeList,
  type ComponentTypeUpdateInput,
} from "@atelier/domain/catalogue/component-type.schema";
import { catalogueExportFileName } from "@atelier/domain/product/export-file-names";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { downloadJsonDocument } from "../download-json";
import { api } from "../http";
import { resourceHooks, resourceKeys, resourceListHook } from "../resource-hooks";

export const componentTypeKeys = resourceKeys("componenttype");
const type = resourceHooks<{ item: ComponentType; create: ComponentTypeCreateInput; update: ComponentTypeUpdateInput }>(
  {
    path: "componenttype",
    keys: componentTypeKeys,
    item: ComponentType,
    idOf: (saved) => saved.componentTypeId,
  },
);

/** Every component type of the company (archived ones left out). */
export const useComponentTypeList = resourceListHook(componentTypeKeys.list(), "componenttype", ComponentTypeList);
export const useComponentType = type.useOne;
export const useCreateComponentType = type.useCreate;
export const useUpdateComponentType = type.useUpdate;
export const useRemoveComponentType = type.useRemove;

/** The domain has no schema for this document: it is checked loosely (its types and their names) and saved as written. */
const TypeExportDocument = z.looseObject({ componentTypes: z.array(z.looseObject({ name: z.string() })) });

/** Exports component types by name and downloads them as ComponentTypes-{date}.json. */
export function useExportComponentTypes() {
  return useMutation({
    mutationFn: async (names: string[]) => {
      const body = ExportByNamesInput.parse({ names });
      const document = await api("componenttype/export", { method: "POST", body, schema: TypeExportDocument });
      downloadJsonDocument(catalogueExportFileName("ComponentTypes", new Date()), document);
      return document;
    },
  });
}
