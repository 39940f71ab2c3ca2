import type { PromptQuery } from "@atelier/domain/analytics/prompt-query.schema";
import type { RecipeSelection } from "@atelier/domain/customer/recipe.schema";
import { createProduct } from "../../../../test/factories";
import type { Db } from "../../../db/client";
import { actionEvents, type NewActionEventRow } from "../../../db/schema/analytics";
import { recipes } from "../../../db/schema/recipes";
import { newRecipeId } from "../../customer/recipe/recipe-id";

export interface RecipeFact {
  day: string;
  styleCode: string;
  siteCode?: string;
  deviceClass?: "mobile" | "tablet" | "desktop";
  browserFamily?: string;
  values?: Record<string, string | number>;
  selections?: Pick<RecipeSelection, "placementCode" | "componentCode">[];
  bot?: boolean;
}

/** Saved recipes written straight to the database, at noon UTC of their day. */
export async function insertRecipeFacts(db: Db, companyId: string, facts: RecipeFact[]): Promise<void> {
  if (facts.length === 0) return;
  await db.insert(recipes).values(
    facts.map((fact) => ({
      id: newRecipeId(),
      companyId,
      productId: "product-1",
      versionId: "version-1",
      styleCode: fact.styleCode,
      versionCode: 1,
      siteCode: fact.siteCode ?? "",
      deviceClass: fact.deviceClass ?? "desktop",
      browserFamily: fact.browserFamily ?? "Chrome",
      bot: fact.bot ?? false,
      createdAt: new Date(`${fact.day}T12:00:00Z`),
      content: {
        selections: (fact.selections ?? []).map((s) => ({
          ...s,
          placementName: s.placementCode,
          placementIndependentCode: s.componentCode,
          componentName: s.componentCode,
        })),
        values: fact.values ?? {},
        views: [],
        attachments: [],
        price: null,
      },
    })),
  );
}

export type EventFact = Pick<NewActionEventRow, "day" | "sessionId" | "type"> &
  Partial<Omit<NewActionEventRow, "id" | "companyId" | "receivedAt">>;

/** Action events written straight to the database, received at noon UTC of their day. */
export async function insertEventFacts(db: Db, companyId: string, facts: EventFact[]): Promise<void> {
  if (facts.length === 0) return;
  await db
    .insert(actionEvents)
    .values(facts.map((fact) => ({ ...fact, companyId, receivedAt: new Date(`${fact.day}T12:00:00Z`) })));
}

/**
 * The company's sample: products SNK-1 (Runner, tag summer, Production), SNK-2 (Court, tag winter,
 * Archived) and SNK-3 (Trail, no tag); recipes and events in March and April 2026.
 */
export async function promptScene(db: Db, companyId: string) {
  await createProduct(
    db,
    { id: companyId },
    { name: "Runner", styleCode: "SNK-1", tags: ["summer"], productStatus: "Production" },
  );
  await createProduct(
    db,
    { id: companyId },
    { name: "Court", styleCode: "SNK-2", tags: ["winter"], productStatus: "Archived" },
  );
  await createProduct(db, { id: companyId }, { name: "Trail", styleCode: "SNK-3" });
  const upper = (componentCode: string) => [{ placementCode: "UPPER", componentCode }];
  await insertRecipeFacts(db, companyId, [
    {
      day: "2026-03-02",
      styleCode: "SNK-1",
      siteCode: "US",
      values: { "Name OF BODY": "ANNA" },
      selections: upper("red"),
    },
    {
      day: "2026-03-03",
      styleCode: "SNK-1",
      siteCode: "US",
      values: { "Name OF BODY": "ANNA" },
      selections: upper("red"),
    },
    {
      day: "2026-03-10",
      styleCode: "SNK-1",
      siteCode: "EU",
      deviceClass: "mobile",
      browserFamily: "Safari",
      values: { "Name OF BODY": "BEN", Number: 7 },
      selections: upper("blue"),
    },
    {
      day: "2026-03-16",
      styleCode: "SNK-2",
      siteCode: "US",
      deviceClass: "mobile",
      browserFamily: "Safari",
      selections: upper("blue"),
    },
    {
      day: "2026-03-17",
      styleCode: "SNK-2",
      siteCode: "US",
      selections: [...upper("red"), { placementCode: "LACES", componentCode: "white" }],
    },
    { day: "2026-03-31", styleCode: "SNK-3", siteCode: "EU" },
    { day: "2026-03-20", styleCode: "SNK-1", siteCode: "US", bot: true },
    { day: "2026-04-01", styleCode: "SNK-1", siteCode: "US" },
    { day: "2026-02-28", styleCode: "SNK-1", siteCode: "US" },
  ]);
  await insertEventFacts(db, companyId, [
    { day: "2026-04-06", sessionId: "s-aaaaaaaa", type: "session_start", deviceClass: "mobile" },
    {
      day: "2026-04-06",
      sessionId: "s-aaaaaaaa",
      type: "option_chosen",
      deviceClass: "mobile",
      styleCode: "SNK-1",
      placementCode: "UPPER",
      componentCode: "red",
    },
    { day: "2026-04-07", sessionId: "s-bbbbbbbb", type: "session_start", deviceClass: "mobile" },
    { day: "2026-04-08", sessionId: "s-cccccccc", type: "session_start", deviceClass: "desktop" },
    {
      day: "2026-04-08",
      sessionId: "s-cccccccc",
      type: "text_entered",
      deviceClass: "desktop",
      styleCode: "SNK-1",
      value: "ANNA",
    },
    { day: "2026-04-08", sessionId: "s-cccccccc", type: "custom", name: "zoomed", deviceClass: "desktop" },
    { day: "2026-03-31", sessionId: "s-dddddddd", type: "session_start", deviceClass: "mobile" },
  ]);
}

/** A structured query over March 2026 with the given changes. */
export function marchQuery(values: Partial<PromptQuery> = {}): PromptQuery {
  return {
    hive: "recipe",
    measure: "count",
    dimensions: [],
    filters: [],
    range: { start: "2026-03-01", end: "2026-03-31" },
    order: { by: "value", direction: "desc" },
    ...values,
  };
}
