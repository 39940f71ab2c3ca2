import { z } from "zod";
import { AuditActorKind } from "./audit.schema";
import { idText, storableText } from "./fields";
import { pagingFields } from "./paging";

export const AUDIT_PAGE_MAX_TAKE = 100;
const PAGE_TOKEN_MAX = 200;

const pageShape = {
  /** `skip` passes over entries after the page token, when one is given. */
  ...pagingFields(AUDIT_PAGE_MAX_TAKE),
  /** The previous page's `nextPageToken`: the page goes on from its last entry. */
  pageToken: storableText(PAGE_TOKEN_MAX, "Page token").optional(),
};

/** `GET {resource path}/history`: a page of the resource's entries, newest first. */
export const AuditHistoryQuery = z.object(pageShape);
export type AuditHistoryQuery = z.input<typeof AuditHistoryQuery>;

const activityDay = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD).` }).optional();

/**
 * `GET /activity`: a page of the company's entries, newest first. `from` and `to` are whole days in UTC,
 * both included (docs/decisions/audit-activity-filters.md); the person is a user or an API key.
 */
export const ActivityQuery = z
  .object({
    ...pageShape,
    userId: idText("User").optional(),
    apiKeyId: idText("API key").optional(),
    resourceType: storableText(100, "Resource type").optional(),
    from: activityDay("From"),
    to: activityDay("To"),
  })
  .refine((query) => query.userId === undefined || query.apiKeyId === undefined, {
    error: "Choose a user or an API key, not both.",
    path: ["apiKeyId"],
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    error: "From must not be after To.",
    path: ["to"],
  });
export type ActivityQuery = z.input<typeof ActivityQuery>;

/** Someone who appears in the company's activity, for the person filter. */
export const ActivityPerson = z.object({
  kind: AuditActorKind,
  /** The user's or the key's id; null for Atelier itself. */
  id: z.string().nullable(),
  /** The latest name recorded for them. */
  name: z.string(),
});
export type ActivityPerson = z.infer<typeof ActivityPerson>;

export const ActivityPeople = z.object({ people: z.array(ActivityPerson) });
export type ActivityPeople = z.infer<typeof ActivityPeople>;
