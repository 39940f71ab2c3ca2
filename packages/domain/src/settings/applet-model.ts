import { APPLET_ENTRY_FILE, type AppletScope } from "./applet.schema";

/**
 * The model an applet is opened with, by scope (docs/decisions/applets-model.md): what the opening screen
 * shows, passed as query parameters of its page.
 */
export interface AppletModels {
  Global: { companyId: string; companyName: string };
  Product: { productId: string; styleCode: string };
  Version: { productId: string; versionId: string; styleCode: string };
  ComponentOption: { componentOptionId: string; code: string };
}
export type AppletModel<S extends AppletScope = AppletScope> = AppletModels[S];

/** The address of one of an applet's files, below the API. */
export function appletFileAddress(appletId: string, fileName: string): string {
  return `/api/v1/app/${encodeURIComponent(appletId)}/${encodeURIComponent(fileName)}`;
}

/** `/api/v1/app/{appletId}/index.html?{model}`: the page the applet frame shows (part 3). */
export function appletPageAddress(appletId: string, model: Readonly<Record<string, string>>): string {
  const query = new URLSearchParams(Object.entries(model)).toString();
  const page = appletFileAddress(appletId, APPLET_ENTRY_FILE);
  return query === "" ? page : `${page}?${query}`;
}
