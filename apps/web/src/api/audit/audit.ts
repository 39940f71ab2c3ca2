import { AuditPage } from "@atelier/domain/shared/audit.schema";
import { ActivityPeople, type ActivityQuery } from "@atelier/domain/shared/audit-query.schema";
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryKey,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { api } from "../http";

/** The filters of the company's activity; an absent one does not narrow. */
export type ActivityFilters = Pick<ActivityQuery, "userId" | "apiKeyId" | "resourceType" | "from" | "to">;

export const auditKeys = {
  all: ["audit"] as const,
  /** A resource's history; `revision` (its etag) changes with each save, so a save reads it again. */
  history: (resourcePath: string, revision: string) => [...auditKeys.all, "history", resourcePath, revision] as const,
  activity: (filters: ActivityFilters) => [...auditKeys.all, "activity", filters] as const,
  people: () => [...auditKeys.all, "people"] as const,
};

/** How many entries one page of a history or of the activity reads. */
export const AUDIT_PAGE_TAKE = 25;

/** Pages of entries, newest first, each page going on from the previous page's token. */
function auditPagesQuery<K extends QueryKey>(queryKey: K, load: (pageToken: string | undefined) => Promise<AuditPage>) {
  return infiniteQueryOptions<AuditPage, Error, InfiniteData<AuditPage, string | null>, K, string | null>({
    queryKey,
    queryFn: ({ pageParam }) => load(pageParam ?? undefined),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextPageToken ?? undefined,
  });
}

/** A resource's history (`GET {resourcePath}/history`), read only while `enabled` (its section is open). */
export function useHistory(resourcePath: string, revision: string, enabled: boolean) {
  return useInfiniteQuery({
    ...auditPagesQuery(auditKeys.history(resourcePath, revision), (pageToken) =>
      api(`${resourcePath}/history`, { query: { take: AUDIT_PAGE_TAKE, pageToken }, schema: AuditPage }),
    ),
    enabled,
  });
}

/** The company's activity (`GET activity`, administrators), filtered. */
export function useActivity(filters: ActivityFilters) {
  return useInfiniteQuery({
    ...auditPagesQuery(auditKeys.activity(filters), (pageToken) =>
      api("activity", { query: { ...filters, take: AUDIT_PAGE_TAKE, pageToken }, schema: AuditPage }),
    ),
    staleTime: 10_000,
  });
}

/** Everyone who appears in the company's activity, for its person filter. */
export function useActivityPeople() {
  return useQuery({
    queryKey: auditKeys.people(),
    queryFn: () => api("activity/people", { schema: ActivityPeople }),
    staleTime: 60_000,
  });
}
