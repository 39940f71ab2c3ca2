import {
  Applet,
  type AppletCreateInput,
  AppletList,
  type AppletScope,
  type AppletUpdateInput,
} from "@atelier/domain/settings/applet.schema";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../http";
import { resourceHooks, resourceKeys } from "../resource-hooks";

const base = resourceKeys("app");
export const appletKeys = {
  ...base,
  /** The applets of one scope (the sidebar's Apps, a More menu), or every applet. */
  scoped: (scope: AppletScope | "all") => [...base.lists(), scope] as const,
};

const applet = resourceHooks<{ item: Applet; create: AppletCreateInput; update: AppletUpdateInput }>({
  path: "app",
  keys: appletKeys,
  item: Applet,
  idOf: (saved) => saved.appletId,
});

/** The company's applets by name, of one scope when given; every member reads them. */
export function useAppletList(scope?: AppletScope, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: appletKeys.scoped(scope ?? "all"),
    queryFn: () => api("app", { schema: AppletList, query: scope ? { scope } : {} }),
    staleTime: 30_000,
    enabled: options.enabled ?? true,
  });
}

export const useApplet = applet.useOne;
export const useCreateApplet = applet.useCreate;
export const useUpdateApplet = applet.useUpdate;
export const useRemoveApplet = applet.useRemove;

/** The upload address of an applet's files (multipart, field `files`). */
export const appletUploadUrl = (appletId: string) => `/api/v1/app/${encodeURIComponent(appletId)}/file`;

/** After files changed: the applet as the server answered it, and the lists read again. */
export function appletFilesChanged(queryClient: QueryClient, saved: Applet): void {
  queryClient.setQueryData(appletKeys.detail(saved.appletId), saved);
  void queryClient.invalidateQueries({ queryKey: appletKeys.lists() });
}

/** Removes one file of an applet. */
export function useRemoveAppletFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appletId, name }: { appletId: string; name: string }) =>
      api(`app/${encodeURIComponent(appletId)}/file/${encodeURIComponent(name)}`, { method: "DELETE", schema: Applet }),
    onSuccess: (saved) => appletFilesChanged(queryClient, saved),
  });
}
