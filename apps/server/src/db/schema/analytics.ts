import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { companyIdColumn } from "./company-scope";

// Analytics storage (spec part 1, sections 2.15, 3 "Analytics data" and 7). Raw action events are kept as
// received; the dashboards read the daily rollups below, which the writes that make the facts (a saved
// recipe, a batch of events) add to in their own transaction. Days are UTC days of receipt.

/** One front-end action as received through `POST /api/v1/event`, with the browser read from the request. */
export const actionEvents = pgTable(
  "action_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyIdColumn(),
    sessionId: text("session_id").notNull(),
    type: text("type").notNull(),
    /** The custom event's name; empty for the other types. */
    name: text("name").notNull().default(""),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    /** The client's own time (`at`), when it sent one. */
    occurredAt: timestamp("occurred_at", { withTimezone: true }),
    /** The UTC day of receipt: the day every rollup counts the event on. */
    day: date("day", { mode: "string" }).notNull(),
    siteCode: text("site_code").notNull().default(""),
    locale: text("locale").notNull().default(""),
    styleCode: text("style_code").notNull().default(""),
    versionCode: integer("version_code"),
    placementCode: text("placement_code").notNull().default(""),
    componentCode: text("component_code").notNull().default(""),
    viewCode: text("view_code").notNull().default(""),
    recipeId: text("recipe_id").notNull().default(""),
    value: text("value").notNull().default(""),
    browserFamily: text("browser_family").notNull().default(""),
    browserVersion: text("browser_version").notNull().default(""),
    /** mobile, tablet or desktop. */
    deviceClass: text("device_class").notNull().default("desktop"),
    /** The storefront key that sent it, or null when staff sent it. */
    storefrontKeyId: text("storefront_key_id"),
    /** The user who sent it (a preview in the Studio), or null. */
    userId: text("user_id"),
  },
  (t) => [index("action_events_company_day_idx").on(t.companyId, t.day)],
);

/** A visitor's session: where it started, and whether it has saved a recipe or added to cart yet. */
export const actionSessions = pgTable(
  "action_sessions",
  {
    companyId: companyIdColumn(),
    sessionId: text("session_id").notNull(),
    startedOn: date("started_on", { mode: "string" }).notNull(),
    siteCode: text("site_code").notNull().default(""),
    styleCode: text("style_code").notNull().default(""),
    deviceClass: text("device_class").notNull().default("desktop"),
    browserFamily: text("browser_family").notNull().default(""),
    savedRecipe: boolean("saved_recipe").notNull().default(false),
    addedToCart: boolean("added_to_cart").notNull().default(false),
  },
  (t) => [primaryKey({ name: "action_sessions_pk", columns: [t.companyId, t.sessionId] })],
);

/**
 * Saved recipes (bots left out) per day, site, product and device class: the product, over-time, by-site and
 * device tiles. Each tile's rollup keeps only what its tiles group or filter by, so a year stays few rows.
 */
export const analyticsRecipeDaily = pgTable(
  "analytics_recipe_daily",
  {
    companyId: companyIdColumn(),
    day: date("day", { mode: "string" }).notNull(),
    siteCode: text("site_code").notNull(),
    styleCode: text("style_code").notNull(),
    deviceClass: text("device_class").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({
      name: "analytics_recipe_daily_pk",
      columns: [t.companyId, t.day, t.siteCode, t.styleCode, t.deviceClass],
    }),
  ],
);

/** Saved recipes (bots left out) per day, site, browser family and major version, and device class. */
export const analyticsBrowserDaily = pgTable(
  "analytics_browser_daily",
  {
    companyId: companyIdColumn(),
    day: date("day", { mode: "string" }).notNull(),
    siteCode: text("site_code").notNull(),
    browserFamily: text("browser_family").notNull(),
    browserVersion: text("browser_version").notNull(),
    deviceClass: text("device_class").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({
      name: "analytics_browser_daily_pk",
      columns: [t.companyId, t.day, t.siteCode, t.browserFamily, t.browserVersion, t.deviceClass],
    }),
  ],
);

/** Personal values of saved recipes per day: name is the value's key, value its text (numbers as text). */
export const analyticsPersonalizationDaily = pgTable(
  "analytics_personalization_daily",
  {
    companyId: companyIdColumn(),
    day: date("day", { mode: "string" }).notNull(),
    siteCode: text("site_code").notNull(),
    styleCode: text("style_code").notNull(),
    name: text("name").notNull(),
    value: text("value").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({
      name: "analytics_personalization_daily_pk",
      columns: [t.companyId, t.day, t.siteCode, t.styleCode, t.name, t.value],
    }),
  ],
);

/** Action events per day, by type (custom events by name) and browser. */
export const analyticsActionDaily = pgTable(
  "analytics_action_daily",
  {
    companyId: companyIdColumn(),
    day: date("day", { mode: "string" }).notNull(),
    siteCode: text("site_code").notNull(),
    styleCode: text("style_code").notNull(),
    deviceClass: text("device_class").notNull(),
    browserFamily: text("browser_family").notNull(),
    type: text("type").notNull(),
    name: text("name").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({
      name: "analytics_action_daily_pk",
      columns: [t.companyId, t.day, t.siteCode, t.styleCode, t.deviceClass, t.browserFamily, t.type, t.name],
    }),
  ],
);

/** Sessions per day reaching each step: started, saved a recipe, added to cart (once per session and step). */
export const analyticsFunnelDaily = pgTable(
  "analytics_funnel_daily",
  {
    companyId: companyIdColumn(),
    day: date("day", { mode: "string" }).notNull(),
    siteCode: text("site_code").notNull(),
    styleCode: text("style_code").notNull(),
    deviceClass: text("device_class").notNull(),
    sessions: integer("sessions").notNull().default(0),
    savedRecipe: integer("saved_recipe").notNull().default(0),
    addedToCart: integer("added_to_cart").notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: "analytics_funnel_daily_pk",
      columns: [t.companyId, t.day, t.siteCode, t.styleCode, t.deviceClass],
    }),
  ],
);

/** Components chosen in the Studio (option_chosen events) per day and placement. */
export const analyticsOptionDaily = pgTable(
  "analytics_option_daily",
  {
    companyId: companyIdColumn(),
    day: date("day", { mode: "string" }).notNull(),
    siteCode: text("site_code").notNull(),
    styleCode: text("style_code").notNull(),
    placementCode: text("placement_code").notNull(),
    componentCode: text("component_code").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({
      name: "analytics_option_daily_pk",
      columns: [t.companyId, t.day, t.siteCode, t.styleCode, t.placementCode, t.componentCode],
    }),
  ],
);

export type ActionEventRow = typeof actionEvents.$inferSelect;
export type NewActionEventRow = typeof actionEvents.$inferInsert;
export type ActionSessionRow = typeof actionSessions.$inferSelect;
