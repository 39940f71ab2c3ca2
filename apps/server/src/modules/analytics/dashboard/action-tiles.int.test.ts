import { type ActionTopOptions, TOP_OPTIONS_CAP } from "@atelier/domain/analytics/analytics.schema";
import { describe, expect, it } from "vitest";
import { get } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { ANALYTICS_PERIOD_MESSAGES } from "../analytics-period";
import {
  analyticsScene,
  periodQuery,
  recordActionDays,
  recordFunnelDays,
  recordOptionDays,
} from "./analytics.fixtures";

const t = useTestApp();
const APRIL = periodQuery("2026-04-01", "2026-04-30");
const TILES = ["actionsessions", "actionfunnel", "actiontopoptions", "actionevents"];

/** April's action rollups of a company (and rows outside April and of another company). */
async function actionsScene() {
  const scene = await analyticsScene(t);
  await recordFunnelDays(t.db, scene.companyId, [
    { day: "2026-03-31", siteCode: "US", sessions: 100, savedRecipe: 50, addedToCart: 10 },
    { day: "2026-04-01", siteCode: "US", sessions: 10, savedRecipe: 4, addedToCart: 1 },
    { day: "2026-04-01", siteCode: "US", styleCode: "B", deviceClass: "mobile", sessions: 5, savedRecipe: 1 },
    { day: "2026-04-02", siteCode: "EU", sessions: 0, savedRecipe: 2, addedToCart: 2 },
    { day: "2026-04-20", siteCode: "EU", deviceClass: "tablet", sessions: 3 },
  ]);
  await recordActionDays(t.db, scene.companyId, [
    { day: "2026-04-01", type: "session_start", count: 15 },
    { day: "2026-04-01", type: "option_chosen", count: 40, siteCode: "US" },
    { day: "2026-04-02", type: "option_chosen", count: 2, deviceClass: "mobile" },
    { day: "2026-04-02", type: "custom", name: "zoom", count: 7 },
    { day: "2026-05-01", type: "custom", name: "later", count: 70 },
  ]);
  await recordOptionDays(t.db, scene.companyId, [
    { day: "2026-04-01", placementCode: "UPPER", componentCode: "red", count: 3, siteCode: "US" },
    { day: "2026-04-02", placementCode: "UPPER", componentCode: "red", count: 2 },
    { day: "2026-04-02", placementCode: "LACES", componentCode: "red", count: 5 },
    { day: "2026-04-03", placementCode: "UPPER", componentCode: "blue", count: 1 },
  ]);
  await recordFunnelDays(t.db, scene.otherCompanyId, [{ day: "2026-04-01", sessions: 90 }]);
  await recordActionDays(t.db, scene.otherCompanyId, [{ day: "2026-04-01", type: "session_start", count: 90 }]);
  await recordOptionDays(t.db, scene.otherCompanyId, [
    { day: "2026-04-01", placementCode: "UPPER", componentCode: "red", count: 90 },
  ]);
  return scene;
}

describe("GET analytics/actionsessions", () => {
  it("answers sessions started per day, days without any left out, the total and the sites", async () => {
    const { asViewer } = await actionsScene();
    const res = await asViewer.get(`analytics/actionsessions?${APRIL}`);
    expect(res).toMatchObject({ status: 200 });
    expect(res.body).toEqual({
      total: 18,
      intervals: [
        { year: 2026, month: 4, day: 1, count: 15 },
        { year: 2026, month: 4, day: 20, count: 3 },
      ],
      siteCodes: ["US", "EU"],
    });
    const eu = await asViewer.get(`analytics/actionsessions?${APRIL}&site=EU`);
    expect(eu.body).toEqual({ total: 3, intervals: [{ year: 2026, month: 4, day: 20, count: 3 }], siteCodes: ["EU"] });
  });
});

describe("GET analytics/actionfunnel", () => {
  it("answers sessions, saved recipes and carts of the period", async () => {
    const { asViewer } = await actionsScene();
    expect((await asViewer.get(`analytics/actionfunnel?${APRIL}`)).body).toEqual({
      steps: [
        { step: "session", count: 18 },
        { step: "recipe", count: 7 },
        { step: "cart", count: 3 },
      ],
    });
    expect((await asViewer.get(`analytics/actionfunnel?${APRIL}&site=US`)).body).toEqual({
      steps: [
        { step: "session", count: 15 },
        { step: "recipe", count: 5 },
        { step: "cart", count: 1 },
      ],
    });
  });
});

describe("GET analytics/actiontopoptions", () => {
  it(`answers the components chosen most by placement, at most ${TOP_OPTIONS_CAP}`, async () => {
    const scene = await actionsScene();
    expect((await scene.asViewer.get(`analytics/actiontopoptions?${APRIL}`)).body).toEqual({
      options: [
        { placementCode: "LACES", componentCode: "red", count: 5 },
        { placementCode: "UPPER", componentCode: "red", count: 5 },
        { placementCode: "UPPER", componentCode: "blue", count: 1 },
      ],
    });
    await recordOptionDays(
      t.db,
      scene.companyId,
      Array.from({ length: 11 }, (_, n) => ({
        day: "2026-06-01",
        placementCode: "SOLE",
        componentCode: `c${n}`,
        count: n + 1,
      })),
    );
    const june = await scene.asViewer.get(`analytics/actiontopoptions?${periodQuery("2026-06-01", "2026-06-01")}`);
    const options = (june.body as ActionTopOptions).options;
    expect(options).toHaveLength(TOP_OPTIONS_CAP);
    expect(options[0]).toEqual({ placementCode: "SOLE", componentCode: "c10", count: 11 });
  });
});

describe("GET analytics/actionevents", () => {
  it("answers events per type (custom ones by name) and sessions per device class", async () => {
    const { asViewer } = await actionsScene();
    expect((await asViewer.get(`analytics/actionevents?${APRIL}`)).body).toEqual({
      events: [
        { type: "option_chosen", name: "", count: 42 },
        { type: "session_start", name: "", count: 15 },
        { type: "custom", name: "zoom", count: 7 },
      ],
      devices: [
        { deviceClass: "desktop", count: 10 },
        { deviceClass: "mobile", count: 5 },
        { deviceClass: "tablet", count: 3 },
      ],
    });
  });
});

describe("the Actions Analytics tiles", () => {
  it.each(TILES)("%s answers empty lists and zeros when nothing happened", async (tile) => {
    const { asViewer } = await actionsScene();
    const res = await asViewer.get(`analytics/${tile}?${periodQuery("2020-01-01", "2020-12-31")}`);
    const empty: Record<string, unknown> = {
      actionsessions: { total: 0, intervals: [], siteCodes: [] },
      actionfunnel: {
        steps: [
          { step: "session", count: 0 },
          { step: "recipe", count: 0 },
          { step: "cart", count: 0 },
        ],
      },
      actiontopoptions: { options: [] },
      actionevents: { events: [], devices: [] },
    };
    expect(res).toMatchObject({ status: 200, body: empty[tile] });
  });

  it.each(TILES)("%s answers 400 for a bad period", async (tile) => {
    const { asViewer } = await actionsScene();
    const cases: [string, string, string | undefined][] = [
      [periodQuery("2026-04-02", "2026-04-01"), ANALYTICS_PERIOD_MESSAGES.startAfterEnd, undefined],
      [periodQuery("2026-02-30", "2026-03-01"), ANALYTICS_PERIOD_MESSAGES.invalidStart, "startday"],
      [periodQuery("2026-04-01", "2026-06-31"), ANALYTICS_PERIOD_MESSAGES.invalidEnd, "endday"],
      [periodQuery("2025-01-01", "2026-01-02"), ANALYTICS_PERIOD_MESSAGES.tooLong, undefined],
    ];
    for (const [query, message, field] of cases) {
      const res = await asViewer.get(`analytics/${tile}?${query}`);
      expect(res).toMatchObject({ status: 400, body: { message } });
      expect((res.body as { modelState?: object }).modelState).toEqual(field ? { [field]: [message] } : undefined);
    }
    const site = await asViewer.get(`analytics/${tile}?${APRIL}&site=${"x".repeat(101)}`);
    expect(Object.keys((site.body as { modelState: object }).modelState)).toEqual(["site"]);
  });

  it.each(TILES)("%s answers 401 signed out and 403 to a storefront key", async (tile) => {
    const scene = await actionsScene();
    expect((await scene.asAdmin.get(`analytics/${tile}?${APRIL}`)).status).toBe(200);
    expect((await get(t.app, `analytics/${tile}?${APRIL}`)).status).toBe(401);
    expect((await scene.asStorefront.get(`analytics/${tile}?${APRIL}`)).status).toBe(403);
  });
});
