import { z } from "zod";
import { storableText } from "../shared/fields";
import { TEXT_MAX } from "../shared/input-limits";

/** The front-end actions the Studio and storefronts report through `POST /api/v1/event`. */
export const ACTION_EVENT_TYPES = [
  "session_start",
  "view_changed",
  "option_chosen",
  "text_entered",
  "recipe_saved",
  "shared",
  "added_to_cart",
  "custom",
] as const;
export const ActionEventType = z.enum(ACTION_EVENT_TYPES, {
  error: `Type is one of ${ACTION_EVENT_TYPES.join(", ")}.`,
});
export type ActionEventType = z.infer<typeof ActionEventType>;

/** The most events one call takes, and the largest body: both small enough for navigator.sendBeacon. */
export const ACTION_EVENTS_MAX = 100;
export const ACTION_EVENT_BODY_MAX_BYTES = 60 * 1024;
/** The longest personal text an event carries (text_entered). */
export const ACTION_EVENT_VALUE_MAX = 200;

const code = (label: string) => storableText(TEXT_MAX.code, label).optional();

/** A visitor's session id, made by the client: events carry it, and a recipe saved in the session may too. */
export const ActionSessionId = storableText(64, "Session id").regex(/^[A-Za-z0-9_-]{8,64}$/, {
  error: "Session id is 8 to 64 letters, digits, '-' or '_'.",
});

/** One action. The server adds the browser, the device class and the storefront key from the request. */
export const ActionEventInput = z
  .object({
    type: ActionEventType,
    /** The custom event's name; only for type custom, where it is required. */
    name: storableText(TEXT_MAX.code, "Name").trim().optional(),
    /** The visitor's session, made by the client (the Studio makes a random one per page load). */
    sessionId: ActionSessionId,
    /** When it happened, by the client's clock; the server keeps its own time beside it. */
    at: z.iso.datetime({ offset: true, error: "At is a date and time such as 2026-11-26T10:00:00Z." }).optional(),
    styleCode: code("Style code"),
    versionCode: z
      .number()
      .int()
      .min(0)
      .max(2_147_483_647, { error: "Version code is at most 2147483647." })
      .optional(),
    siteCode: code("Site code"),
    locale: code("Locale"),
    placementCode: code("Placement code"),
    componentCode: code("Component code"),
    viewCode: code("View code"),
    recipeId: code("Recipe id"),
    value: storableText(ACTION_EVENT_VALUE_MAX, "Value").optional(),
  })
  .strict()
  .superRefine((event, context) => {
    if (event.type === "custom" && !event.name) {
      context.addIssue({ code: "custom", path: ["name"], message: "A custom event needs a name." });
    }
    if (event.type !== "custom" && event.name !== undefined) {
      context.addIssue({ code: "custom", path: ["name"], message: "Only a custom event has a name." });
    }
    if (event.type === "option_chosen" && (!event.placementCode || !event.componentCode)) {
      context.addIssue({
        code: "custom",
        path: ["componentCode"],
        message: "An option_chosen event names its placementCode and componentCode.",
      });
    }
  });
export type ActionEventInput = z.input<typeof ActionEventInput>;

/** The body of `POST /api/v1/event`: all events are stored or none (a bad one answers 400 naming it). */
export const ActionEventBatch = z.object({
  events: z
    .array(ActionEventInput)
    .min(1, { error: "Send at least one event." })
    .max(ACTION_EVENTS_MAX, { error: `At most ${ACTION_EVENTS_MAX} events at once.` }),
});
export type ActionEventBatch = z.input<typeof ActionEventBatch>;

/** What `POST /api/v1/event` answers: how many were stored (0 for a bot, whose events are not counted). */
export const ActionEventReceipt = z.object({ received: z.number().int(), stored: z.number().int() });
export type ActionEventReceipt = z.infer<typeof ActionEventReceipt>;

/**
 * The query of `POST /api/v1/event`: a storefront key may come here instead of the Authorization header,
 * since navigator.sendBeacon cannot set headers.
 */
export const ActionEventQuery = z.object({
  key: z.string().max(100, { error: "Key is at most 100 characters." }).optional(),
});
export type ActionEventQuery = z.input<typeof ActionEventQuery>;
