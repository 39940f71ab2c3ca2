import {
  ComponentOption,
  type ComponentOptionCreateInput,
  type ComponentOptionUpdateInput,
} from "@atelier/domain/catalogue/component-option.schema";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../http";
import { componentOptionKeys } from "./component-option-list";

// The editor's option calls; the list and its export are in api/component-option-list.ts, whose keys
// these share.

const optionPath = (id: string) => `componentoption/${encodeURIComponent(id)}`;

/** One option with every field; idle until an id is given. */
export function useComponentOption(id?: string) {
  return useQuery({
    queryKey: componentOptionKeys.detail(id ?? ""),
    queryFn: () => api(optionPath(id ?? ""), { schema: ComponentOption }),
    enabled: id !== undefined && id !== "",
  });
}

/** The saved option becomes its detail (an archived one is dropped), and every list is read again. */
function optionChanged(queryClient: QueryClient, id: string, option?: ComponentOption): void {
  if (option) queryClient.setQueryData(componentOptionKeys.detail(id), option);
  else queryClient.removeQueries({ queryKey: componentOptionKeys.detail(id), exact: true });
  void queryClient.invalidateQueries({ queryKey: componentOptionKeys.lists() });
}

export function useCreateComponentOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ComponentOptionCreateInput) =>
      api("componentoption", { method: "POST", body: input, schema: ComponentOption }),
    onSuccess: (saved) => optionChanged(queryClient, saved.componentOptionId, saved),
  });
}

export function useUpdateComponentOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ComponentOptionUpdateInput }) =>
      api(optionPath(id), { method: "PUT", body: input, schema: ComponentOption }),
    onSuccess: (saved) => optionChanged(queryClient, saved.componentOptionId, saved),
  });
}

/** Archives an option: it leaves the lists, and reading it answers 404. */
export function useRemoveComponentOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, etag }: { id: string; etag: string }) =>
      api(optionPath(id), { method: "DELETE", query: { etag }, schema: z.undefined() }),
    onSuccess: (_answer, { id }) => optionChanged(queryClient, id),
  });
}
