import { LegacyMapping } from "@atelier/domain/data/reference-data.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { uploadCall } from "../../ui/upload/upload-call";
import { api } from "../http";

export const legacyMappingKeys = { all: ["legacymapping"] as const };

/** The company's legacy attribute mapping: its current file and its history, newest first; every member reads it. */
export function useLegacyMapping() {
  return useQuery({
    queryKey: legacyMappingKeys.all,
    queryFn: () => api("legacymapping", { schema: LegacyMapping }),
  });
}

/** The download address of the current legacy mapping file, or of the one a history entry saved. */
export function legacyMappingFileUrl(legacyMappingHistoryId?: string): string {
  return legacyMappingHistoryId === undefined
    ? "/api/v1/legacymapping/file"
    : `/api/v1/legacymapping/${encodeURIComponent(legacyMappingHistoryId)}/file`;
}

/**
 * Uploads the legacy mapping file (.xlsx or .csv) as multipart with its progress: saved at once, the history
 * records it; answers the mapping.
 */
export function useUploadLegacyMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (loaded: number, total: number) => void }) =>
      uploadCall({ url: "/api/v1/legacymapping", method: "PUT", file, onProgress }, LegacyMapping),
    onSuccess: (mapping) => queryClient.setQueryData(legacyMappingKeys.all, mapping),
  });
}

/** Clears the legacy mapping at once; the history records it. */
export function useClearLegacyMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api("legacymapping", { method: "DELETE", schema: LegacyMapping }),
    onSuccess: (mapping) => queryClient.setQueryData(legacyMappingKeys.all, mapping),
  });
}
