import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApiKey } from "../../../../test/factories";
import { call } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { componentPlacements } from "../../../db/schema/component-placements";
import { recipeScene, savedRecipe } from "../../customer/recipe/recipe.fixtures";
import { actionEvent, analyticsOf, CHROME_DESKTOP, GOOGLEBOT, IPHONE } from "../event/event.fixtures";

const t = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;
const BLUE = "U-CAN-000f!";
const RED = "U-CAN-0f00!";

/** A company with a product to save recipes of, and an API key sending events and saving recipes. */
async function rollupScene() {
  const scene = await recipeScene(t);
  const key = await createApiKey(t.db, scene.company, ["None"]);
  const as = (userAgent: string) => ({ authorization: key.authorization, headers: { "user-agent": userAgent } });
  const send = (events: unknown[], userAgent = CHROME_DESKTOP) =>
    call(t.app, "POST", "event", { events }, as(userAgent));
  const save = async (values: object, userAgent = CHROME_DESKTOP) =>
    savedRecipe(await call(t.app, "POST", "recipe", scene.configure(values), as(userAgent)));
  return { ...scene, send, save };
}

const today = () => new Date(Date.now()).toISOString().slice(0, 10);
const countsOf = <T extends { count: number }>(rows: T[], keyOf: (row: T) => string) =>
  Object.fromEntries(rows.map((row) => [keyOf(row), row.count]));

describe("analytics rollups", () => {
  it("count events per day, type, name, device and browser, and chosen options per placement", async () => {
    const scene = await rollupScene();
    const events = [
      actionEvent("session_start", "session-a"),
      actionEvent("option_chosen", "session-a", { placementCode: "UP", componentCode: "RED" }),
      actionEvent("option_chosen", "session-a", { placementCode: "UP", componentCode: "RED" }),
      actionEvent("option_chosen", "session-a", { placementCode: "UP", componentCode: "BLUE" }),
      actionEvent("custom", "session-a", { name: "wishlist" }),
    ];
    expect((await scene.send(events)).status).toBe(202);
    expect((await scene.send([actionEvent("session_start", "session-b")], IPHONE)).status).toBe(202);
    const stored = await analyticsOf(t.db, scene.company.id);
    expect(
      countsOf(stored.actions, (row) => `${row.type}/${row.name}/${row.deviceClass}/${row.browserFamily}`),
    ).toEqual({
      "session_start//desktop/Chrome": 1,
      "session_start//mobile/Safari": 1,
      "option_chosen//desktop/Chrome": 3,
      "custom/wishlist/desktop/Chrome": 1,
    });
    expect(
      stored.actions.every((row) => row.day === today() && row.siteCode === "us" && row.styleCode === "SNK-1"),
    ).toBe(true);
    expect(countsOf(stored.options, (row) => `${row.placementCode}/${row.componentCode}`)).toEqual({
      "UP/RED": 2,
      "UP/BLUE": 1,
    });
  });

  it("count each session once per funnel step, on the day it first reaches it", async () => {
    const scene = await rollupScene();
    const first = today();
    await scene.send([actionEvent("session_start", "session-a"), actionEvent("recipe_saved", "session-a")]);
    await scene.send([actionEvent("session_start", "session-a"), actionEvent("recipe_saved", "session-a")]);
    await scene.send([actionEvent("view_changed", "session-b")], IPHONE);
    t.advanceClock(DAY_MS);
    const second = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    await scene.send([actionEvent("added_to_cart", "session-a"), actionEvent("added_to_cart", "session-a")]);
    await scene.send([actionEvent("recipe_saved", "session-a"), actionEvent("session_start", "session-c")]);
    const stored = await analyticsOf(t.db, scene.company.id);
    const funnel = Object.fromEntries(
      stored.funnel.map((row) => [`${row.day}/${row.deviceClass}`, [row.sessions, row.savedRecipe, row.addedToCart]]),
    );
    expect(funnel).toEqual({
      [`${first}/desktop`]: [1, 1, 0],
      [`${first}/mobile`]: [1, 0, 0],
      [`${second}/desktop`]: [1, 0, 1],
    });
    expect(stored.sessions.find((session) => session.sessionId === "session-a")).toMatchObject({
      startedOn: first,
      savedRecipe: true,
      addedToCart: true,
      siteCode: "us",
      styleCode: "SNK-1",
    });
  });

  it("count saved recipes, their personal values and chosen components, and link them to the session", async () => {
    const scene = await rollupScene();
    const [placement] = await t.db
      .select({ id: componentPlacements.id })
      .from(componentPlacements)
      .where(and(eq(componentPlacements.companyId, scene.company.id), eq(componentPlacements.code, "UP")));
    await scene.save({ selections: { UP: BLUE }, values: { "personalization-text": "ADA" }, sessionId: "session-a" });
    await scene.save({ selections: { UP: BLUE }, values: { "personalization-text": "ADA" } }, IPHONE);
    await scene.save({ selections: { UP: RED }, values: { "personalization-text": "BOB" } });
    // A bot's recipe is kept and counted nowhere.
    await scene.save({ selections: { UP: RED }, sessionId: "session-bot" }, GOOGLEBOT);
    // The Studio reports the save as well: the session still reaches the recipe step once.
    await scene.send([actionEvent("recipe_saved", "session-a")]);
    const stored = await analyticsOf(t.db, scene.company.id);
    expect(countsOf(stored.recipes, (row) => `${row.styleCode}/${row.deviceClass}`)).toEqual({
      "SNK-1/desktop": 2,
      "SNK-1/mobile": 1,
    });
    expect(countsOf(stored.browsers, (row) => `${row.browserFamily}/${row.browserVersion}/${row.deviceClass}`)).toEqual(
      { "Chrome/131/desktop": 2, "Safari/17/mobile": 1 },
    );
    expect(stored.recipes.every((row) => row.day === today())).toBe(true);
    expect(countsOf(stored.personalizations, (row) => `${row.name}=${row.value}`)).toEqual({
      "personalization-text OF UP=ADA": 2,
      "personalization-text OF UP=BOB": 1,
    });
    expect(countsOf(stored.usage, (row) => `${row.placementId}/${row.componentCode}`)).toEqual({
      [`${placement?.id}/${BLUE}`]: 2,
      [`${placement?.id}/${RED}`]: 1,
    });
    expect(stored.funnel.map((row) => [row.sessions, row.savedRecipe, row.addedToCart])).toEqual([[1, 1, 0]]);
    expect(stored.sessions.map((session) => session.sessionId)).toEqual(["session-a"]);
  });

  it("write nothing of a batch that fails half way", async () => {
    const scene = await rollupScene();
    // The funnel rollup, written last, refuses the site "fail": the raw rows and other rollups must go too.
    await t.db.execute(sql`
      create function refuse_fail_site() returns trigger language plpgsql as $$
      begin
        if new.site_code = 'fail' then raise exception 'refused'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create trigger refuse_fail_site before insert on analytics_funnel_daily
      for each row execute function refuse_fail_site()`);
    try {
      const res = await scene.send([
        actionEvent("session_start", "session-a", { siteCode: "fail" }),
        actionEvent("option_chosen", "session-a", { siteCode: "fail", placementCode: "UP", componentCode: "RED" }),
      ]);
      expect(res.status).toBe(500);
      expect(await analyticsOf(t.db, scene.company.id)).toMatchObject({
        events: [],
        sessions: [],
        actions: [],
        options: [],
        funnel: [],
      });
    } finally {
      await t.db.execute(sql`drop trigger refuse_fail_site on analytics_funnel_daily`);
      await t.db.execute(sql`drop function refuse_fail_site()`);
    }
  });
});
