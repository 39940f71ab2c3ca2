import { ExportByNamesInput } from "@atelier/domain/catalogue/component-option.schema";
import {
  ComponentType,
  type ComponentTypeCreateInput,
  ComponentTypeList,
  type ComponentTypeUpdateInput,
} from "@atelier/domain/catalogue/component-type.schema";
import { catalogueExportFileName } from "@atelier/domain/product/export-file-names";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { downloadJsonDocument } from "../download-json";
import { api } from "../http";

export const componentTypeKeys = {
  all: ["componenttype"] as const,
  lists: () => [...componentTypeKeys.all, "list"] as const,
  list: () => [...componentTypeKeys.lists(), "all"] as const,
  details: () => [...componentTypeKeys.all, "detail"] as const,
  detail: (id: string) => [...componentTypeKeys.details(), id] as const,
};

const typePath = (id: string) => `componenttype/${encodeURIComponent(id)}`;

/** Every component type of the company (archived ones left out). */
export function useComponentTypeList() {
  return useQuery({
    queryKey: componentTypeKeys.list(),
    queryFn: () => api("componenttype", { schema: ComponentTypeList }),
    staleTime: 30_000,
  });
}

/** One component type; idle until an id is given. */
export function useComponentType(id?: string) {
  return useQuery({
    queryKey: componentTypeKeys.detail(id ?? ""),
    queryFn: () => api(typePath(id ?? ""), { schema: ComponentType }),
    enabled: id !== undefined && id !== "",
  });
}

function typeChanged(queryClient: QueryClient, id: string, type?: ComponentType): void {
  if (type) queryClient.setQueryData(componentTypeKeys.detail(id), type);
  else queryClient.removeQueries({ queryKey: componentTypeKeys.detail(id), exact: true });
  void queryClient.invalidateQueries({ queryKey: componentTypeKeys.lists() });
}

export function useCreateComponentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ComponentTypeCreateInput) =>
      api("componenttype", { method: "POST", body: input, schema: ComponentType }),
    onSuccess: (saved) => typeChanged(queryClient, saved.componentTypeId, saved),
  });
}

export function useUpdateComponentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ComponentTypeUpdateInput }) =>
      api(typePath(id), { method: "PUT", body: input, schema: ComponentType }),
    onSuccess: (saved) => typeChanged(queryClient, saved.componentTypeId, saved),
  });
}

/** Archives a component type: it leaves the lists and can no longer be read. */
export function useRemoveComponentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, etag }: { id: string; etag: string }) =>
      api(typePath(id), { method: "DELETE", query: { etag }, schema: z.unknown() }),
    onSuccess: (_answer, { id }) => typeChanged(queryClient, id),
  });
}

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
