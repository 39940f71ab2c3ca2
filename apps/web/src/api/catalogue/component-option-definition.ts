import { ExportByNamesInput } from "@atelier/domain/catalogue/component-option.schema";
import {
  ComponentOptionDefinition,
  type ComponentOptionDefinitionCreateInput,
  ComponentOptionDefinitionExportDocument,
  ComponentOptionDefinitionList,
  type ComponentOptionDefinitionUpdateInput,
} from "@atelier/domain/catalogue/component-option-definition.schema";
import { catalogueExportFileName } from "@atelier/domain/product/export-file-names";
import { useMutation } from "@tanstack/react-query";
import { downloadJsonDocument } from "../download-json";
import { api } from "../http";
import { resourceHooks, resourceKeys, resourceListHook } from "../resource-hooks";

export const componentOptionDefinitionKeys = resourceKeys("componentoptiondefinition");
const definition = resourceHooks<{
  item: ComponentOptionDefinition;
  create: ComponentOptionDefinitionCreateInput;
  update: ComponentOptionDefinitionUpdateInput;
}>({
  path: "componentoptiondefinition",
  keys: componentOptionDefinitionKeys,
  item: ComponentOptionDefinition,
  idOf: (saved) => saved.componentOptionDefinitionId,
});

/** Every option definition of the company (archived ones left out). */
export const useComponentOptionDefinitionList = resourceListHook(
  componentOptionDefinitionKeys.list(),
  "componentoptiondefinition",
  ComponentOptionDefinitionList,
);
export const useComponentOptionDefinition = definition.useOne;
export const useCreateComponentOptionDefinition = definition.useCreate;
export const useUpdateComponentOptionDefinition = definition.useUpdate;
export const useRemoveComponentOptionDefinition = definition.useRemove;

/** Exports definitions by name and downloads them as ComponentOptionDefinitions-{date}.json. */
export function useExportComponentOptionDefinitions() {
  return useMutation({
    mutationFn: async (names: string[]) => {
      const body = ExportByNamesInput.parse({ names });
      const document = await api("componentoptiondefinition/export", {
        method: "POST",
        body,
        schema: ComponentOptionDefinitionExportDocument,
      });
      downloadJsonDocument(catalogueExportFileName("ComponentOptionDefinitions", new Date()), document);
      return document;
    },
  });
}
