import type { Db } from "../../../db/client";
import {
  addActionDaily,
  addBrowserDaily,
  addComponentUsage,
  addFunnelDaily,
  addOptionDaily,
  addPersonalizationDaily,
  addRecipeDaily,
  type FunnelDailyRow,
  reachSessionStep,
  type SessionFacts,
  startSessions,
} from "./rollup.repo";
import {
  type ActionEventFacts,
  countBy,
  majorVersion,
  personalValueText,
  type SavedRecipeFacts,
  type SessionStart,
  sessionStarts,
  sessionsWith,
  sortedBy,
  utcDay,
} from "./rollup-facts";

// The rollup writer: called inside the transaction that stores the facts (a recipe, a batch of events), so
// the daily counts never disagree with the rows they count (docs/decisions/analytics-rollups.md).

type FunnelStep = "sessions" | "savedRecipe" | "addedToCart";

/** Funnel additions: each session counted once in its step, on `day` (the step's own day). */
function funnelRows(reached: { step: FunnelStep; day: string; sessions: readonly SessionFacts[] }[]): FunnelDailyRow[] {
  const rows = new Map<string, FunnelDailyRow>();
  for (const { step, day, sessions } of reached) {
    for (const { siteCode, styleCode, deviceClass } of sessions) {
      const key = JSON.stringify([day, siteCode, styleCode, deviceClass]);
      const row = rows.get(key) ?? {
        day,
        siteCode,
        styleCode,
        deviceClass,
        sessions: 0,
        savedRecipe: 0,
        addedToCart: 0,
      };
      row[step] += 1;
      rows.set(key, row);
    }
  }
  return sortedBy([...rows.entries()], ([key]) => key).map(([, row]) => row);
}

/** The funnel's new sessions and steps of `starts` (sessions seen now) on `day`, written to the funnel rollup. */
async function recordFunnel(
  db: Db,
  companyId: string,
  day: string,
  starts: readonly SessionStart[],
  steps: { savedRecipe: readonly string[]; addedToCart: readonly string[] },
): Promise<void> {
  const started = await startSessions(db, companyId, starts);
  const saved = await reachSessionStep(db, companyId, "savedRecipe", steps.savedRecipe);
  const carted = await reachSessionStep(db, companyId, "addedToCart", steps.addedToCart);
  await addFunnelDaily(
    db,
    companyId,
    funnelRows([
      ...started.map((session) => ({ step: "sessions" as const, day: session.day, sessions: [session] })),
      { step: "savedRecipe", day, sessions: saved },
      { step: "addedToCart", day, sessions: carted },
    ]),
  );
}

/**
 * Adds a saved recipe to the recipe, browser, personalization and placement rollups and, when it names the
 * visitor's session, to the funnel's recipe step. A bot's recipe counts nowhere.
 */
export async function recordSavedRecipe(tx: Db, companyId: string, recipe: SavedRecipeFacts): Promise<void> {
  if (recipe.bot) return;
  const day = utcDay(recipe.savedAt);
  const { siteCode, styleCode, browserFamily, deviceClass } = recipe;
  const browserVersion = majorVersion(recipe.browserVersion);
  await addRecipeDaily(tx, companyId, [{ day, siteCode, styleCode, deviceClass, count: 1 }]);
  await addBrowserDaily(tx, companyId, [{ day, siteCode, browserFamily, browserVersion, deviceClass, count: 1 }]);
  await addPersonalizationDaily(
    tx,
    companyId,
    countBy(
      Object.entries(recipe.values).map(([name, value]) => ({
        day,
        siteCode,
        styleCode,
        name,
        value: personalValueText(value),
      })),
    ),
  );
  await addComponentUsage(tx, companyId, day, countBy(recipe.selections));
  if (recipe.sessionId !== undefined) {
    const start = { sessionId: recipe.sessionId, day, siteCode, styleCode, deviceClass, browserFamily };
    await recordFunnel(tx, companyId, day, [start], { savedRecipe: [recipe.sessionId], addedToCart: [] });
  }
}

/**
 * Adds stored action events (all received on `day`) to the action, option and funnel rollups: one statement
 * per table for the whole batch.
 */
export async function recordActionEvents(
  tx: Db,
  companyId: string,
  day: string,
  events: readonly ActionEventFacts[],
): Promise<void> {
  if (events.length === 0) return;
  await addActionDaily(
    tx,
    companyId,
    countBy(
      events.map(({ siteCode, styleCode, deviceClass, browserFamily, type, name }) => ({
        day,
        siteCode,
        styleCode,
        deviceClass,
        browserFamily,
        type,
        name,
      })),
    ),
  );
  await addOptionDaily(
    tx,
    companyId,
    countBy(
      events
        .filter((event) => event.type === "option_chosen")
        .map(({ siteCode, styleCode, placementCode, componentCode }) => ({
          day,
          siteCode,
          styleCode,
          placementCode,
          componentCode,
        })),
    ),
  );
  await recordFunnel(tx, companyId, day, sessionStarts(events), {
    savedRecipe: sessionsWith(events, "recipe_saved"),
    addedToCart: sessionsWith(events, "added_to_cart"),
  });
}
