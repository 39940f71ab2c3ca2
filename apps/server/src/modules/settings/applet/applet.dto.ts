import type { Applet, AppletFile } from "@atelier/domain/settings/applet.schema";
import type { AppletFileRow, AppletRow } from "../../../db/schema/applets";

export function toAppletFileDto(row: AppletFileRow): AppletFile {
  return { name: row.name, size: row.size, mimeType: row.contentType, lastUpdated: row.updatedAt.toISOString() };
}

/** The applet as the API shows it, with its files (`files` holds this applet's rows, by name). */
export function toAppletDto(row: AppletRow, files: readonly AppletFileRow[]): Applet {
  return {
    appletId: row.id,
    name: row.name,
    description: row.description,
    scope: row.scope,
    files: files.map(toAppletFileDto),
    etag: row.etag,
    created: row.createdAt.toISOString(),
    lastUpdated: row.updatedAt.toISOString(),
  };
}
