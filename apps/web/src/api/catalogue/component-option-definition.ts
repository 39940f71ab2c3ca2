import { ExportByNamesInput } from "@atelier/domain/catalogue/component-option.schema";
import {
  ComponentOptionDefinition,
  type ComponentOptionDefinitionCreateInput,
  ComponentOptionDefinitionExportDocument,
  ComponentOptionDefinitionList,
  type ComponentOptionDefinitionUpdateInput,
} from "@atelier/domain/catalogue/component-option-definition.schema";
import { catalogueExportFileName } from "@atelier/domain/product/export-file-names";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { downloadJsonDocument } from "../download-json";
import { api } from "../http";

export const componentOptionDefinitionKeys = {
  all: ["componentoptiondefinition"] as const,
  lists: () => [...componentOptionDefinitionKeys.all, "list"] as const,
  list: () => [...componentOptionDefinitionKeys.lists(), "all"] as const,
  details: () => [...componentOptionDefinitionKeys.all, "detail"] as const,
  detail: (id: string) => [...componentOptionDefinitionKeys.details(), id] as const,
};

const definitionPath = (id: string) => `componentoptiondefinition/${encodeURIComponent(id)}`;

/** Every option definition of the company (archived ones left out). */
export function useComponentOptionDefinitionList() {
  return useQuery({
    queryKey: componentOptionDefinitionKeys.list(),
    queryFn: () => api("componentoptiondefinition", { schema: ComponentOptionDefinitionList }),
    staleTime: 30_000,
  });
}

/** One option definition; idle until an id is given. */
export function useComponentOptionDefinition(id?: string) {
  return useQuery({
    queryKey: componentOptionDefinitionKeys.detail(id ?? ""),
    queryFn: () => api(definitionPath(id ?? ""), { schema: ComponentOptionDefinition }),
    enabled: id !== undefined && id !== "",
  });
}

function definitionChanged(queryClient: QueryClient, id: string, definition?: ComponentOptionDefinition): void {
  if (definition) queryClient.setQueryData(componentOptionDefinitionKeys.detail(id), definition);
  else queryClient.removeQueries({ queryKey: componentOptionDefinitionKeys.detail(id), exact: true });
  void queryClient.invalidateQueries({ queryKey: componentOptionDefinitionKeys.lists() });
}

export function useCreateComponentOptionDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ComponentOptionDefinitionCreateInput) =>
      api("componentoptiondefinition", { method: "POST", body: input, schema: ComponentOptionDefinition }),
    onSuccess: (saved) => definitionChanged(queryClient, saved.componentOptionDefinitionId, saved),
  });
}

export function useUpdateComponentOptionDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ComponentOptionDefinitionUpdateInput }) =>
      api(definitionPath(id), { method: "PUT", body: input, schema: ComponentOptionDefinition }),
    onSuccess: (saved) => definitionChanged(queryClient, saved.componentOptionDefinitionId, saved),
  });
}

/** Archives a definition: it leaves the lists and can no longer be read. */
export function useRemoveComponentOptionDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, etag }: { id: string; etag: string }) =>
      api(definitionPath(id), { method: "DELETE", query: { etag }, schema: z.unknown() }),
    onSuccess: (_answer, { id }) => definitionChanged(queryClient, id),
  });
}

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
