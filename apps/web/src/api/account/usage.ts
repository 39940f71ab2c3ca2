import { Usage, type UsageKind } from "@atelier/domain/account/usage.schema";
import { useQuery } from "@tanstack/react-query";
import { api } from "../http";

/** Usage has no list: one figure per kind for the caller's company. */
export const usageKeys = {
  all: ["usage"] as const,
  details: () => [...usageKeys.all, "detail"] as const,
  detail: (kind: UsageKind) => [...usageKeys.details(), kind] as const,
};

function useUsage(kind: UsageKind) {
  return useQuery({
    queryKey: usageKeys.detail(kind),
    queryFn: () => api(`analytics/${kind}`, { schema: Usage }),
  });
}

/** The company's bandwidth in bytes: this month so far and the trailing 30 days. */
export const useBandwidthUsage = () => useUsage("bandwidth");

/** The company's moderation calls: this month so far and the trailing 30 days. */
export const useModerationUsage = () => useUsage("moderation");
