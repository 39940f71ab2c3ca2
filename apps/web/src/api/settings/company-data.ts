import { CompanyData, type CompanyDataUpdateInput } from "@atelier/domain/settings/company-data.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../http";

/** One company's data (Global Custom Settings): a single resource per company, read and saved whole. */
export const companyDataKeys = {
  all: ["companydata"] as const,
  details: () => [...companyDataKeys.all, "detail"] as const,
  detail: (companyId: string) => [...companyDataKeys.details(), companyId] as const,
};

const dataPath = (companyId: string) => `company/${encodeURIComponent(companyId)}/data`;

/** The company's custom attributes; idle until a company id is given. */
export function useCompanyData(companyId?: string) {
  return useQuery({
    queryKey: companyDataKeys.detail(companyId ?? ""),
    queryFn: () => api(dataPath(companyId ?? ""), { schema: CompanyData }),
    enabled: companyId !== undefined && companyId !== "",
  });
}

/** Saves the list with the etag the input carries (412 when stale). */
export function useUpdateCompanyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, input }: { companyId: string; input: CompanyDataUpdateInput }) =>
      api(dataPath(companyId), { method: "PUT", body: input, schema: CompanyData }),
    onSuccess: (saved) => queryClient.setQueryData(companyDataKeys.detail(saved.companyId), saved),
  });
}
