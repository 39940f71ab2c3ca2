import { z } from "zod";
import { etagField } from "../shared/entity-fields";
import { requiredText } from "../shared/fields";
import { Role, RoleSelection } from "./roles";

/** An API key of the company as listed: the key itself is never returned again after it is made. */
export const ApiKey = z.object({
  apiKeyId: z.string(),
  name: z.string(),
  roles: z.array(Role),
  created: z.string(),
  etag: z.string(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** addKey: name and a role checklist ('None' rule of section 5). */
export const ApiKeyInput = z.object({ name: requiredText("Name", 128), roles: RoleSelection });
export type ApiKeyInput = z.input<typeof ApiKeyInput>;

/** updateKey: the same fields and the etag read with the key. */
export const ApiKeyUpdateInput = ApiKeyInput.extend({ etag: etagField() });
export type ApiKeyUpdateInput = z.input<typeof ApiKeyUpdateInput>;

/** addKey's answer: the key, shown once. */
export const ApiKeyCreated = ApiKey.extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;
