import { CompanySettings, type CompanySettingsUpdateInput } from "@atelier/domain/settings/company-settings.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../http";

/** One company's Recipe Settings: a single resource per company, read and saved whole. */
export const companySettingsKeys = {
  all: ["companysettings"] as const,
  details: () => [...companySettingsKeys.all, "detail"] as const,
  detail: (companyId: string) => [...companySettingsKeys.details(), companyId] as const,
};

const settingsPath = (companyId: string) => `company/${encodeURIComponent(companyId)}/settings`;

/** The company's Recipe Settings (the defaults while never saved); idle until a company id is given. */
export function useCompanySettings(companyId?: string) {
  return useQuery({
    queryKey: companySettingsKeys.detail(companyId ?? ""),
    queryFn: () => api(settingsPath(companyId ?? ""), { schema: CompanySettings }),
    enabled: companyId !== undefined && companyId !== "",
  });
}

/** Saves them with the etag the input carries (412 when stale); the password only when the input has one. */
export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, input }: { companyId: string; input: CompanySettingsUpdateInput }) =>
      api(settingsPath(companyId), { method: "PUT", body: input, schema: CompanySettings }),
    onSuccess: (saved) => queryClient.setQueryData(companySettingsKeys.detail(saved.companyId), saved),
  });
}
