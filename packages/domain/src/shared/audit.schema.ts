import { z } from "zod";

/**
 * Who wrote: a signed-in user, an API key, a storefront key (a customer saving a recipe through a shop), or
 * Atelier itself (the demo seed, a job acting for nobody).
 */
export const AUDIT_ACTOR_KINDS = ["user", "apiKey", "storefront", "system"] as const;
export const AuditActorKind = z.enum(AUDIT_ACTOR_KINDS);
export type AuditActorKind = z.infer<typeof AuditActorKind>;

/**
 * What a write did. The common ones are named here; an area may record its own verb (e.g. "generate",
 * "activate", "branch") as plain lower-case words.
 */
export const AuditAction = z.string().regex(/^[a-z][a-zA-Z]*$/);
export type AuditAction = "create" | "update" | "archive" | "delete" | "restore" | (string & {});

/** One field that changed: its path in the resource (`name`, `prices.0.amount`) and its values before and after. */
export const AuditChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditChange = z.infer<typeof AuditChange>;

/** One entry of a history or of the company's activity, newest first. */
export const AuditEntry = z.object({
  auditEntryId: z.string(),
  at: z.string(),
  actor: z.object({
    kind: AuditActorKind,
    name: z.string(),
    userId: z.string().nullable(),
    apiKeyId: z.string().nullable(),
  }),
  resourceType: z.string(),
  resourceId: z.string(),
  /** The resource's API path below /api/v1, e.g. `product/{id}/version/{versionId}`. */
  resourcePath: z.string(),
  resourceLabel: z.string(),
  action: AuditAction,
  changes: z.array(AuditChange),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** A page of entries; `nextPageToken` fetches the next (older) page, null at the end. */
export const AuditPage = z.object({
  entries: z.array(AuditEntry),
  nextPageToken: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPage>;
