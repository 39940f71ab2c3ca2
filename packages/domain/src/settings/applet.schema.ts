import { z } from "zod";

/** Where an applet is offered (part 3 section 9): the sidebar's Apps, or the More menu of an editor. */
export const APPLET_SCOPES = ["Global", "Product", "Version", "ComponentOption"] as const;
export const AppletScope = z.enum(APPLET_SCOPES);
export type AppletScope = z.infer<typeof AppletScope>;
