import { z } from "zod";

export const appletTags = ["app"];
export const AppletParams = z.object({ appletId: z.string() });
export const AppletFileParams = AppletParams.extend({ name: z.string() });
/** `app/{appletId}/{file name}`: the name is the rest of the path (Fastify's wildcard). */
export const AppletServedFileParams = AppletParams.extend({ "*": z.string() });
