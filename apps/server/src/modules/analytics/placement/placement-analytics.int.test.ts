import { PLACEMENT_ANALYTICS_TOP, type PlacementAnalytics } from "@atelier/domain/product/component.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createCompanyWithEveryRole, signedIn } from "../../../../test/factories";
import { get } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import type { Db } from "../../../db/client";
import { componentUsageDaily } from "../../../db/schema/components";
import { createPlacementRow } from "../../product/component/component.fixtures";
import { ANALYTICS_PERIOD_MESSAGES } from "../analytics-period";
import { PLACEMENT_ANALYTICS_MESSAGES } from "./placement-analytics-messages";

const t = useTestApp();
const codesOf = (body: unknown) => (body as PlacementAnalytics).components;

/** A day's counts of a placement's components, as recipes will record them. */
async function recordUsage(
  db: Db,
  companyId: string,
  placementId: string,
  day: string,
  counts: Record<string, number>,
) {
  await db
    .insert(componentUsageDaily)
    .values(
      Object.entries(counts).map(([componentCode, count]) => ({ companyId, placementId, componentCode, day, count })),
    );
}

const period = (start: string, end: string) => {
  const [sy, sm, sd] = start.split("-");
  const [ey, em, ed] = end.split("-");
  return `startyear=${sy}&startmonth=${sm}&startday=${sd}&endyear=${ey}&endmonth=${em}&endday=${ed}`;
};

async function usage() {
  const roles = await createCompanyWithEveryRole(t.db);
  const upper = await createPlacementRow(t.db, roles.company.id, "UPPER");
  const laces = await createPlacementRow(t.db, roles.company.id, "LACES");
  await recordUsage(t.db, roles.company.id, upper.id, "2026-03-31", { red: 50, blue: 1 });
  await recordUsage(t.db, roles.company.id, upper.id, "2026-04-01", { red: 2, blue: 3, green: 4 });
  await recordUsage(t.db, roles.company.id, upper.id, "2026-04-15", { red: 2, white: 1, black: 5 });
  await recordUsage(t.db, roles.company.id, upper.id, "2026-04-30", { blue: 1, Aqua: 4 });
  await recordUsage(t.db, roles.company.id, upper.id, "2026-05-01", { white: 99 });
  await recordUsage(t.db, roles.company.id, laces.id, "2026-04-15", { red: 500 });
  const other = await createCompanyWithEveryRole(t.db);
  const otherPlacement = await createPlacementRow(t.db, other.company.id, "UPPER");
  await recordUsage(t.db, other.company.id, upper.id, "2026-04-15", { red: 700 });
  const client = await signedIn(t.app, roles.viewer);
  const path = (query: string) => `analytics/components?placement=${upper.id}&${query}`;
  return { ...roles, upper, otherPlacement, client, path };
}

describe("GET analytics/components", () => {
  it("answers the placement's components by their summed counts over the days, both included, most used first", async () => {
    const { client, path } = await usage();
    const res = await client.get(path(`sort=-1&mode=0&${period("2026-04-01", "2026-04-30")}`));
    expect(res.status).toBe(200);
    expect(codesOf(res.body)).toEqual([
      { code: "black", count: 5 },
      { code: "Aqua", count: 4 },
      { code: "blue", count: 4 },
      { code: "green", count: 4 },
      { code: "red", count: 4 },
      { code: "white", count: 1 },
    ]);
  });

  it("puts the least used first with sort=1, and takes sort -1 and mode 0 by default", async () => {
    const { client, path } = await usage();
    const least = codesOf((await client.get(path(`sort=1&${period("2026-04-15", "2026-04-15")}`))).body);
    expect(least).toEqual([
      { code: "white", count: 1 },
      { code: "red", count: 2 },
      { code: "black", count: 5 },
    ]);
    const most = codesOf((await client.get(path(period("2026-04-15", "2026-04-15")))).body);
    expect(most.map((item) => item.code)).toEqual(["black", "red", "white"]);
    expect(codesOf((await client.get(path(period("2020-01-01", "2020-12-31")))).body)).toEqual([]);
  });

  it(`answers the top ${PLACEMENT_ANALYTICS_TOP} only`, async () => {
    const { client, company, upper } = await usage();
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, n) => [`c${String(n).padStart(2, "0")}`, 100 + n]));
    await recordUsage(t.db, company.id, upper.id, "2026-06-01", many);
    const res = await client.get(`analytics/components?placement=${upper.id}&${period("2026-06-01", "2026-06-01")}`);
    const top = codesOf(res.body);
    expect(top).toHaveLength(PLACEMENT_ANALYTICS_TOP);
    expect(top[0]).toEqual({ code: "c29", count: 129 });
    expect(top.at(-1)).toEqual({ code: "c10", count: 110 });
  });

  it.each([
    ["start after end", `${period("2026-04-02", "2026-04-01")}`, ANALYTICS_PERIOD_MESSAGES.startAfterEnd, undefined],
    [
      "a start not on the calendar",
      `${period("2026-02-29", "2026-03-01")}`,
      ANALYTICS_PERIOD_MESSAGES.invalidStart,
      "startday",
    ],
    [
      "an end not on the calendar",
      `${period("2026-04-01", "2026-04-31")}`,
      ANALYTICS_PERIOD_MESSAGES.invalidEnd,
      "endday",
    ],
    ["sort 0", `sort=0&${period("2026-04-01", "2026-04-02")}`, PLACEMENT_ANALYTICS_MESSAGES.sort, "sort"],
    ["mode 1", `mode=1&${period("2026-04-01", "2026-04-02")}`, PLACEMENT_ANALYTICS_MESSAGES.mode, "mode"],
  ])("answers 400 for %s", async (_case, query, message, field) => {
    const { client, path } = await usage();
    const res = await client.get(path(query));
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect((res.body as { modelState?: object }).modelState).toEqual(field ? { [field]: [message] } : undefined);
  });

  it.each([
    ["no placement", `placement=&${period("2026-04-01", "2026-04-02")}`, "placement", "Placement is required."],
    ["a month past 12", `placement=p&${period("2026-13-01", "2026-04-02")}`, "startmonth", undefined],
    ["no end year", "placement=p&startyear=2026&startmonth=1&startday=1&endmonth=1&endday=2", "endyear", undefined],
    ["a day that is not a number", `placement=p&${period("2026-04-xx", "2026-04-02")}`, "startday", undefined],
  ])("answers 400 for %s", async (_case, query, field, message) => {
    const { client } = await usage();
    const res = await client.get(`analytics/components?${query}`);
    expect(res).toMatchObject({ status: 400, body: { message: MESSAGES.validationFailed } });
    const modelState = (res.body as { modelState: Record<string, string[]> }).modelState;
    expect(Object.keys(modelState)).toEqual([field]);
    if (message) expect(modelState[field]).toEqual([message]);
  });

  it("answers 404 for another company's placement and an unknown one, 401 signed out", async () => {
    const { client, otherPlacement, upper } = await usage();
    for (const placement of [otherPlacement.id, "no-such-placement"]) {
      const res = await client.get(`analytics/components?placement=${placement}&${period("2026-04-01", "2026-04-30")}`);
      expect(res).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    }
    const signedOut = await get(
      t.app,
      `analytics/components?placement=${upper.id}&${period("2026-04-01", "2026-04-30")}`,
    );
    expect(signedOut.status).toBe(401);
  });
});
