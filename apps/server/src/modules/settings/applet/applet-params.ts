import { z } from "zod";

export const appletTags = ["app"];
export const AppletParams = z.object({ appletId: z.string() });
export const AppletFileParams = AppletParams.extend({ name: z.string() });
/** `app/{appletId}/{fileName}`: an applet's files are flat, one path segment each. */
export const AppletServedFileParams = AppletParams.extend({ fileName: z.string() });
/** `app/{appletId}/t/{ticket}/{fileName}`: the address the page's files are read at (applet-ticket.ts). */
export const AppletTicketFileParams = AppletServedFileParams.extend({ ticket: z.string() });
