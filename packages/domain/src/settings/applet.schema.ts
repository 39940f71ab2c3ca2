import { z } from "zod";
import { etagField, optionalText, requiredName } from "../shared/entity-fields";

/** Where an applet is offered (part 3 section 9): the sidebar's Apps, or the More menu of an editor. */
export const APPLET_SCOPES = ["Global", "Product", "Version", "ComponentOption"] as const;
export const AppletScope = z.enum(APPLET_SCOPES);
export type AppletScope = z.infer<typeof AppletScope>;

/** The scope labels of the list and the editor's radios (part 3 "Applets"). */
export const APPLET_SCOPE_LABELS: Record<AppletScope, string> = {
  Global: "Global",
  Product: "Product",
  Version: "Version",
  ComponentOption: "ComponentOption",
};

/** The largest applet file accepted, and how many files one upload may carry (docs/decisions/applets-files.md). */
export const APPLET_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const APPLET_UPLOAD_MAX_FILES = 50;
/** How many files one applet may hold. */
export const APPLET_MAX_FILES = 200;

/** The page the applet frame opens (part 3: `/api/v1/app/{appletId}/index.html`). */
export const APPLET_ENTRY_FILE = "index.html";

/** Texts of the applet calls' answers that the spec does not quote. */
export const APPLET_MESSAGES = {
  reservedFileName: (name: string) => `'${name}' is a reserved name: rename the file.`,
  tooManyFiles: (max: number) => `An applet holds at most ${max} files: remove some first.`,
} as const;

/** File names an applet may not use: its address below /api/v1/app/{appletId}/ answers something else there. */
export const APPLET_RESERVED_FILE_NAMES: readonly string[] = ["history", "file"];

export const AppletFields = z.object({
  name: requiredName("Name"),
  description: optionalText("Description"),
  scope: AppletScope.default("Global"),
});
export const AppletCreateInput = AppletFields;
export type AppletCreateInput = z.input<typeof AppletCreateInput>;
export const AppletUpdateInput = AppletFields.extend({ etag: etagField() });
export type AppletUpdateInput = z.input<typeof AppletUpdateInput>;

/** One file of an applet as the API lists it; its content is served at `/api/v1/app/{appletId}/{name}`. */
export const AppletFile = z.object({
  name: z.string(),
  size: z.number().int(),
  /** The type decided from the content when it was uploaded (text files by their extension). */
  mimeType: z.string(),
  lastUpdated: z.string(),
});
export type AppletFile = z.infer<typeof AppletFile>;

export const Applet = AppletFields.extend({
  appletId: z.string(),
  /** By name. */
  files: z.array(AppletFile),
  etag: z.string(),
  created: z.string(),
  lastUpdated: z.string(),
});
export type Applet = z.infer<typeof Applet>;

export const AppletList = z.object({ applets: z.array(Applet) });
export type AppletList = z.infer<typeof AppletList>;

/** `GET /api/v1/app?scope=Product`: the applets of one scope (the sidebar's Apps, a More menu), or all. */
export const AppletListQuery = z.object({ scope: AppletScope.optional() });
export type AppletListQuery = z.infer<typeof AppletListQuery>;
