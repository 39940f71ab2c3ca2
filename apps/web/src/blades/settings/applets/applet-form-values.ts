import type { Applet, AppletFields } from "@atelier/domain/settings/applet.schema";
import type { z } from "zod";

/** What the applet form holds. */
export type AppletFormValues = z.input<typeof AppletFields>;

/** A stored applet's fields, or a new one's: Global until another scope is chosen. */
export function appletValues(applet: Applet | null): AppletFormValues {
  return {
    name: applet?.name ?? "",
    description: applet?.description ?? "",
    scope: applet?.scope ?? "Global",
  };
}
