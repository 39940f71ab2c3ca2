import { z } from "zod";
import { etagField } from "../shared/entity-fields";
import { requiredText } from "../shared/fields";

/** The most origins one storefront key allows. */
export const STOREFRONT_ORIGINS_MAX = 50;

const origin = z
  .string()
  .trim()
  .max(300, { error: "An origin is at most 300 characters." })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value.replace(/\/$/, "");
      } catch {
        return false;
      }
    },
    { error: "An origin is a scheme, a host and an optional port, such as https://shop.example.com." },
  )
  .transform((value) => value.replace(/\/$/, ""));

/**
 * A storefront's publishable key as listed. The key itself is shown once when made; the list shows its
 * first characters (`keyHint`) only.
 */
export const StorefrontKey = z.object({
  storefrontKeyId: z.string(),
  name: z.string(),
  keyHint: z.string(),
  allowedOrigins: z.array(z.string()),
  created: z.string(),
  lastUsed: z.string().nullable(),
  etag: z.string(),
});
export type StorefrontKey = z.infer<typeof StorefrontKey>;

export const StorefrontKeyInput = z.object({
  name: requiredText("Name", 128),
  allowedOrigins: z
    .array(origin)
    .max(STOREFRONT_ORIGINS_MAX, { error: `At most ${STOREFRONT_ORIGINS_MAX} origins.` })
    .default([]),
});
export type StorefrontKeyInput = z.input<typeof StorefrontKeyInput>;

export const StorefrontKeyUpdateInput = StorefrontKeyInput.extend({ etag: etagField() });
export type StorefrontKeyUpdateInput = z.input<typeof StorefrontKeyUpdateInput>;

/** The answer of POST: the key, shown once. */
export const StorefrontKeyCreated = StorefrontKey.extend({ key: z.string() });
export type StorefrontKeyCreated = z.infer<typeof StorefrontKeyCreated>;

export const StorefrontKeyList = z.object({ storefrontKeys: z.array(StorefrontKey) });
export type StorefrontKeyList = z.infer<typeof StorefrontKeyList>;
