import {
  ReferenceData,
  type ReferenceDataCreateInput,
  ReferenceDataList,
  type ReferenceDataType,
  type ReferenceDataUpdateInput,
  UnmappedAttribute,
} from "@atelier/domain/data/reference-data.schema";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../http";
import { sendReferenceDataFile } from "./reference-data-file";
import { referenceDataKeys } from "./reference-data-keys";
import { referenceDataPath } from "./reference-data-urls";

/** The company's reference data of one data type (all when none is given), by name; every member reads them. */
export function useReferenceDataList(dataType?: ReferenceDataType, enabled = true) {
  return useQuery({
    queryKey: referenceDataKeys.list(dataType),
    queryFn: () => api("referencedata", { query: { type: dataType }, schema: ReferenceDataList }),
    staleTime: 30_000,
    enabled,
  });
}

interface ReferenceDataRef {
  dataType: ReferenceDataType;
  referenceDataId: string;
}

/** One reference data with its files and their history; `parsed` adds the parsed rows of every file. Idle without an id. */
export function useReferenceData(dataType: ReferenceDataType, referenceDataId?: string, parsed = false) {
  const id = referenceDataId ?? "";
  return useQuery({
    queryKey: referenceDataKeys.detail(id, parsed),
    queryFn: () =>
      api(referenceDataPath(dataType, id), { query: { expand: parsed ? "parsed" : undefined }, schema: ReferenceData }),
    enabled: id !== "",
  });
}

/** After a save: the plain detail becomes the answer; the parsed detail, the lists and the unmapped values are read again. */
function saved(queryClient: QueryClient, item: ReferenceData): void {
  const { parsed: _parsed, ...plain } = item;
  queryClient.setQueryData(referenceDataKeys.detail(item.referenceDataId, false), plain);
  void queryClient.invalidateQueries({ queryKey: referenceDataKeys.detail(item.referenceDataId, true) });
  void queryClient.invalidateQueries({ queryKey: referenceDataKeys.unmapped(item.referenceDataId) });
  void queryClient.invalidateQueries({ queryKey: referenceDataKeys.lists() });
}

/** Adds a reference data of a data type (its files follow one by one: useUploadReferenceDataFile). */
export function useCreateReferenceData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dataType, input }: { dataType: ReferenceDataType; input: ReferenceDataCreateInput }) =>
      api(`referencedata/${dataType}`, { method: "POST", body: input, schema: ReferenceData }),
    onSuccess: (item) => saved(queryClient, item),
  });
}

/** Saves name, type, description and the files with the etag the input carries (stale: refused). */
export function useUpdateReferenceData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dataType, referenceDataId, input }: ReferenceDataRef & { input: ReferenceDataUpdateInput }) =>
      api(referenceDataPath(dataType, referenceDataId), { method: "PUT", body: input, schema: ReferenceData }),
    onSuccess: (item) => saved(queryClient, item),
  });
}

/** Adds or replaces (by name) one file at once, sent as multipart with its progress; the history keeps the replaced one. */
export function useUploadReferenceDataFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReferenceDataFile,
    onSuccess: (item) => saved(queryClient, item),
  });
}

/** Deletes a reference data with its etag: it leaves the lists, and reading it answers 404. */
export function useRemoveReferenceData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dataType, referenceDataId, etag }: ReferenceDataRef & { etag: string }) =>
      api(referenceDataPath(dataType, referenceDataId), { method: "DELETE", query: { etag }, schema: z.unknown() }),
    onSuccess: (_answer, { referenceDataId }) => {
      queryClient.removeQueries({ queryKey: referenceDataKeys.item(referenceDataId) });
      queryClient.removeQueries({ queryKey: referenceDataKeys.unmapped(referenceDataId) });
      return queryClient.invalidateQueries({ queryKey: referenceDataKeys.lists() });
    },
  });
}

/** The attribute values of the company's options and products that no file of a mapping covers. Idle without an id. */
export function useUnmappedAttributes(referenceDataId?: string) {
  const id = referenceDataId ?? "";
  return useQuery({
    queryKey: referenceDataKeys.unmapped(id),
    queryFn: () => api(`referencedata/${encodeURIComponent(id)}/unmapped`, { schema: z.array(UnmappedAttribute) }),
    enabled: id !== "",
  });
}
