import {
  type SavedRecipes,
  type SavedRecipesBySite,
  TOP_BROWSERS_CAP,
  TOP_PERSONALIZATIONS_CAP,
  TOP_PRODUCTS_CAP,
  type TopBrowsers,
  type TopPersonalizations,
  type TopProducts,
} from "@atelier/domain/analytics/analytics.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createApiKey } from "../../../../test/factories";
import { get } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { ANALYTICS_PERIOD_MESSAGES } from "../analytics-period";
import { analyticsScene, periodQuery, recordPersonalizationDays, recordRecipeDays } from "./analytics.fixtures";

const t = useTestApp();
const APRIL = periodQuery("2026-04-01", "2026-04-30");
const TILES = ["topproducts", "topbrowsers", "toppersonalizations", "savedrecipes", "savedrecipesbyprimarysite"];

/** April's saved recipes of a company (and a few outside April and of another company). */
async function recipesScene() {
  const scene = await analyticsScene(t);
  await recordRecipeDays(t.db, scene.companyId, [
    { day: "2026-03-31", siteCode: "US", styleCode: "A", count: 100 },
    { day: "2026-04-01", siteCode: "US", styleCode: "A", count: 3 },
    { day: "2026-04-01", siteCode: "EU", styleCode: "A", count: 1 },
    { day: "2026-04-01", siteCode: "EU", styleCode: "B", count: 2, deviceClass: "mobile", browserFamily: "Safari" },
    { day: "2026-04-15", siteCode: "EU", styleCode: "B", count: 4, browserVersion: "121.0" },
    { day: "2026-04-15", siteCode: "EU", styleCode: "C", count: 1, deviceClass: "tablet", browserFamily: "Safari" },
    { day: "2026-04-30", siteCode: "UK", styleCode: "B", count: 2, browserFamily: "Firefox", browserVersion: "125" },
    { day: "2026-05-01", siteCode: "US", styleCode: "C", count: 50 },
  ]);
  await recordRecipeDays(t.db, scene.otherCompanyId, [
    { day: "2026-04-02", siteCode: "US", styleCode: "A", count: 70 },
  ]);
  return scene;
}

describe("GET analytics/topproducts", () => {
  it("answers the products saved most in the period, each split by site, and the sites most first", async () => {
    const { asViewer } = await recipesScene();
    const res = await asViewer.get(`analytics/topproducts?${APRIL}`);
    expect(res.status).toBe(200);
    expect(res.body as TopProducts).toEqual({
      products: [
        {
          styleCodes: ["B"],
          count: 8,
          byPrimarySite: [
            { siteCode: "EU", count: 6 },
            { siteCode: "UK", count: 2 },
          ],
        },
        {
          styleCodes: ["A"],
          count: 4,
          byPrimarySite: [
            { siteCode: "US", count: 3 },
            { siteCode: "EU", count: 1 },
          ],
        },
        { styleCodes: ["C"], count: 1, byPrimarySite: [{ siteCode: "EU", count: 1 }] },
      ],
      primarySiteCodes: ["EU", "US", "UK"],
    });
  });

  it("narrows to one site", async () => {
    const { asViewer } = await recipesScene();
    const res = await asViewer.get(`analytics/topproducts?${APRIL}&site=US`);
    expect(res.body).toEqual({
      products: [{ styleCodes: ["A"], count: 3, byPrimarySite: [{ siteCode: "US", count: 3 }] }],
      primarySiteCodes: ["US"],
    });
  });

  it(`answers the top ${TOP_PRODUCTS_CAP} only, ties by style code`, async () => {
    const scene = await analyticsScene(t);
    await recordRecipeDays(
      t.db,
      scene.companyId,
      Array.from({ length: 11 }, (_, n) => ({
        day: "2026-06-01",
        styleCode: `P${String(n).padStart(2, "0")}`,
        count: n === 3 ? 1 : 5,
      })),
    );
    const products = (
      (await scene.asViewer.get(`analytics/topproducts?${periodQuery("2026-06-01", "2026-06-01")}`)).body as TopProducts
    ).products;
    expect(products).toHaveLength(TOP_PRODUCTS_CAP);
    expect(products.map((product) => product.styleCodes[0])).not.toContain("P03");
    expect(products[0]?.styleCodes).toEqual(["P00"]);
  });
});

describe("GET analytics/topbrowsers", () => {
  it("answers browsers by family and major version, desktop then mobile (tablets are mobile)", async () => {
    const { asViewer } = await recipesScene();
    const res = await asViewer.get(`analytics/topbrowsers?${APRIL}`);
    expect(res.status).toBe(200);
    expect((res.body as TopBrowsers).browsers).toEqual([
      { browserFamily: "Chrome", browserVersion: "120", browserMobile: false, count: 4 },
      { browserFamily: "Chrome", browserVersion: "121", browserMobile: false, count: 4 },
      { browserFamily: "Firefox", browserVersion: "125", browserMobile: false, count: 2 },
      { browserFamily: "Safari", browserVersion: "120", browserMobile: true, count: 3 },
    ]);
    expect((res.body as TopBrowsers).devices).toEqual({ mobile: 3, desktop: 10 });
  });

  it(`answers at most ${TOP_BROWSERS_CAP} of each kind`, async () => {
    const scene = await analyticsScene(t);
    const versions = Array.from({ length: 12 }, (_, n) => String(100 + n));
    await recordRecipeDays(t.db, scene.companyId, [
      ...versions.map((version) => ({ day: "2026-06-01", browserVersion: `${version}.1`, count: Number(version) })),
      ...versions.map((version) => ({ day: "2026-06-01", browserVersion: version, deviceClass: "mobile", count: 1 })),
    ]);
    const browsers = (
      (await scene.asViewer.get(`analytics/topbrowsers?${periodQuery("2026-06-01", "2026-06-01")}`)).body as TopBrowsers
    ).browsers;
    expect(browsers.filter((browser) => !browser.browserMobile)).toHaveLength(TOP_BROWSERS_CAP);
    expect(browsers.filter((browser) => browser.browserMobile)).toHaveLength(TOP_BROWSERS_CAP);
    expect(browsers[0]).toEqual({ browserFamily: "Chrome", browserVersion: "111", browserMobile: false, count: 111 });
    // The donut counts every browser, not only the top ones.
    const devices = (
      (await scene.asViewer.get(`analytics/topbrowsers?${periodQuery("2026-06-01", "2026-06-01")}`)).body as TopBrowsers
    ).devices;
    expect(devices).toEqual({ mobile: 12, desktop: versions.reduce((sum, version) => sum + Number(version), 0) });
  });
});

describe("GET analytics/toppersonalizations", () => {
  it(`answers the personal values saved most, at most ${TOP_PERSONALIZATIONS_CAP}`, async () => {
    const scene = await analyticsScene(t);
    await recordPersonalizationDays(t.db, scene.companyId, [
      { day: "2026-04-01", name: "MONOGRAM", value: "AB", count: 2 },
      { day: "2026-04-02", name: "MONOGRAM", value: "AB", count: 3, siteCode: "EU" },
      { day: "2026-04-02", name: "MONOGRAM", value: "=CMD()", count: 4 },
      { day: "2026-05-02", name: "MONOGRAM", value: "ZZ", count: 40 },
      ...Array.from({ length: 120 }, (_, n) => ({ day: "2026-06-01", name: "N", value: `v${n}`, count: 1 })),
    ]);
    await recordPersonalizationDays(t.db, scene.otherCompanyId, [
      { day: "2026-04-01", name: "X", value: "Y", count: 9 },
    ]);
    const res = await scene.asViewer.get(`analytics/toppersonalizations?${APRIL}`);
    expect((res.body as TopPersonalizations).personalizations).toEqual([
      { name: "MONOGRAM", value: "AB", count: 5 },
      { name: "MONOGRAM", value: "=CMD()", count: 4 },
    ]);
    const june = await scene.asViewer.get(`analytics/toppersonalizations?${periodQuery("2026-06-01", "2026-06-01")}`);
    expect((june.body as TopPersonalizations).personalizations).toHaveLength(TOP_PERSONALIZATIONS_CAP);
  });
});

describe("GET analytics/savedrecipes and savedrecipesbyprimarysite", () => {
  it("answers saved recipes per day, days without any left out, with the total and the sites", async () => {
    const { asViewer } = await recipesScene();
    const res = await asViewer.get(`analytics/savedrecipes?${APRIL}`);
    expect(res.body as SavedRecipes).toEqual({
      total: 13,
      intervals: [
        { year: 2026, month: 4, day: 1, count: 6 },
        { year: 2026, month: 4, day: 15, count: 5 },
        { year: 2026, month: 4, day: 30, count: 2 },
      ],
      siteCodes: ["EU", "US", "UK"],
    });
  });

  it("splits each day by site, and narrows to one site", async () => {
    const { asViewer } = await recipesScene();
    const res = await asViewer.get(`analytics/savedrecipesbyprimarysite?${APRIL}`);
    expect(res.body as SavedRecipesBySite).toEqual({
      total: 13,
      intervals: [
        { year: 2026, month: 4, day: 1, count: { EU: 3, US: 3 } },
        { year: 2026, month: 4, day: 15, count: { EU: 5 } },
        { year: 2026, month: 4, day: 30, count: { UK: 2 } },
      ],
      siteCodes: ["EU", "US", "UK"],
    });
    const uk = await asViewer.get(`analytics/savedrecipesbyprimarysite?${APRIL}&site=UK`);
    expect(uk.body).toEqual({
      total: 2,
      intervals: [{ year: 2026, month: 4, day: 30, count: { UK: 2 } }],
      siteCodes: ["UK"],
    });
  });
});

describe("the Recipe Analytics tiles", () => {
  it.each(TILES)("%s answers empty lists and a total of 0 when nothing was saved", async (tile) => {
    const { asViewer } = await recipesScene();
    const res = await asViewer.get(`analytics/${tile}?${periodQuery("2020-01-01", "2020-12-31")}`);
    expect(res.status).toBe(200);
    const empty: Record<string, unknown> = {
      topproducts: { products: [], primarySiteCodes: [] },
      topbrowsers: { browsers: [], devices: { mobile: 0, desktop: 0 } },
      toppersonalizations: { personalizations: [] },
      savedrecipes: { total: 0, intervals: [], siteCodes: [] },
      savedrecipesbyprimarysite: { total: 0, intervals: [], siteCodes: [] },
    };
    expect(res.body).toEqual(empty[tile]);
  });

  it.each(TILES)("%s answers 400 for a bad period", async (tile) => {
    const { asViewer } = await recipesScene();
    const cases: [string, string, string | undefined][] = [
      [periodQuery("2026-04-02", "2026-04-01"), ANALYTICS_PERIOD_MESSAGES.startAfterEnd, undefined],
      [periodQuery("2026-02-29", "2026-03-01"), ANALYTICS_PERIOD_MESSAGES.invalidStart, "startday"],
      [periodQuery("2026-04-01", "2026-04-31"), ANALYTICS_PERIOD_MESSAGES.invalidEnd, "endday"],
      [periodQuery("2026-01-01", "2027-01-02"), ANALYTICS_PERIOD_MESSAGES.tooLong, undefined],
    ];
    for (const [query, message, field] of cases) {
      const res = await asViewer.get(`analytics/${tile}?${query}`);
      expect(res).toMatchObject({ status: 400, body: { message } });
      expect((res.body as { modelState?: object }).modelState).toEqual(field ? { [field]: [message] } : undefined);
    }
    const missing = await asViewer.get(`analytics/${tile}?startyear=2026&startmonth=1&startday=1&endmonth=1&endday=2`);
    expect(missing).toMatchObject({ status: 400, body: { message: MESSAGES.validationFailed } });
    expect(Object.keys((missing.body as { modelState: object }).modelState)).toEqual(["endyear"]);
    const month = await asViewer.get(`analytics/${tile}?${periodQuery("2026-13-01", "2026-04-02")}`);
    expect(Object.keys((month.body as { modelState: object }).modelState)).toEqual(["startmonth"]);
  });

  it.each(TILES)(
    "%s takes any member and API keys, answers 401 signed out and 403 to a storefront key",
    async (tile) => {
      const scene = await recipesScene();
      const key = await createApiKey(t.db, scene.company, ["None"]);
      expect((await get(t.app, `analytics/${tile}?${APRIL}`, { authorization: key.authorization })).status).toBe(200);
      expect((await scene.asAdmin.get(`analytics/${tile}?${APRIL}`)).status).toBe(200);
      expect((await get(t.app, `analytics/${tile}?${APRIL}`)).status).toBe(401);
      expect((await scene.asStorefront.get(`analytics/${tile}?${APRIL}`)).status).toBe(403);
    },
  );
});
