import type { PromptReportResult } from "@atelier/domain/analytics/prompt-query.schema";
import { PROMPT_MAX_LENGTH } from "@atelier/domain/analytics/prompt-query.schema";
import { beforeAll, describe, expect, it } from "vitest";
import { createPlacement, createSite } from "../../../../test/catalogue-factories";
import { createCompanyWithEveryRole, createProduct, signedIn } from "../../../../test/factories";
import { type ApiClient, apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { addStorefrontKey } from "../../account/storefront-key/storefront-key.fixtures";
import { insertEventFacts, insertRecipeFacts } from "./prompt.fixtures";

const t = useTestApp();

/** A UTC day `days` from today, as YYYY-MM-DD. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** The 10th of last month. */
const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10)).toISOString().slice(0, 10);
};

let asViewer: ApiClient;
let asOtherViewer: ApiClient;

beforeAll(async () => {
  const roles = await createCompanyWithEveryRole(t.db);
  const companyId = roles.company.id;
  asViewer = await signedIn(t.app, roles.viewer);
  const company = { id: companyId };
  await createSite(t.db, company, { code: "US", name: "United States" });
  await createSite(t.db, company, { code: "EU", name: "Europe" });
  await createProduct(t.db, company, {
    name: "Runner",
    styleCode: "SNK-1",
    tags: ["summer"],
    productStatus: "Production",
  });
  await createProduct(t.db, company, { name: "Court", styleCode: "SNK-2", productStatus: "Archived" });
  await createPlacement(t.db, company, { code: "UPPER", name: "Upper" });
  const day = lastMonth();
  await insertRecipeFacts(t.db, companyId, [
    { day, styleCode: "SNK-1", siteCode: "US", values: { "MONOGRAM OF BODY": "ANNA" } },
    { day, styleCode: "SNK-1", siteCode: "US", values: { "MONOGRAM OF BODY": "ANNA", COLOR_NAME: "sky" } },
    {
      day,
      styleCode: "SNK-2",
      siteCode: "US",
      deviceClass: "mobile",
      browserFamily: "Safari",
      selections: [{ placementCode: "UPPER", componentCode: "red" }],
    },
    { day, styleCode: "SNK-2", siteCode: "EU", values: { "MONOGRAM OF HEEL": "BEN" } },
  ]);
  await insertEventFacts(t.db, companyId, [
    { day: dayFromToday(0), sessionId: "s-aaaaaaaa", type: "session_start", deviceClass: "mobile" },
    { day: dayFromToday(0), sessionId: "s-bbbbbbbb", type: "session_start", deviceClass: "desktop" },
    { day: dayFromToday(-7), sessionId: "s-cccccccc", type: "session_start", deviceClass: "mobile" },
    { day: dayFromToday(-7), sessionId: "s-dddddddd", type: "session_start", deviceClass: "mobile" },
  ]);
  const other = await createCompanyWithEveryRole(t.db);
  asOtherViewer = await signedIn(t.app, other.viewer);
  await createSite(t.db, { id: other.company.id }, { code: "US", name: "United States" });
  await insertRecipeFacts(t.db, other.company.id, [{ day, styleCode: "SNK-1", siteCode: "US" }]);
});

const ask = (client: ApiClient, prompt: string, hive = "recipe", refinements: string[] = []) =>
  client.post("analytics/prompt", { hive, prompt, refinements });

/** The answer's rows, after checking it is a 200 without error. */
async function rowsOf(prompt: string, hive = "recipe", refinements: string[] = []) {
  const res = await ask(asViewer, prompt, hive, refinements);
  expect(res.status).toBe(200);
  const body = res.body as PromptReportResult;
  expect(body.errorMessage, prompt).toBeNull();
  return body.result;
}

describe("POST analytics/prompt", () => {
  it("answers a question about saved recipes with rows, explained and the range", async () => {
    const res = await ask(asViewer, "top 5 products by saved recipes last month on the US site");
    expect(res.status).toBe(200);
    const body = res.body as PromptReportResult;
    expect(body).toMatchObject({ error: false, errorMessage: null, endInclusive: true });
    expect(body.prompt).toBe("top 5 products by saved recipes last month on the US site");
    expect(body.explained).not.toBe("");
    expect(body.start?.slice(0, 7)).toBe(lastMonth().slice(0, 7));
    expect(body.result).toEqual([
      { product: "SNK-1", value: 2 },
      { product: "SNK-2", value: 1 },
    ]);
  });

  it("counts only the company's own rows", async () => {
    expect(await rowsOf("saved recipes last month")).toEqual([{ value: 4 }]);
    const theirs = (await ask(asOtherViewer, "saved recipes on the US site last month")).body as PromptReportResult;
    expect(theirs.result).toEqual([{ value: 1 }]);
  });

  it.each<[string, PromptReportResult["result"]]>([
    [
      "saved recipes by site last month",
      [
        { site: "US", value: 3 },
        { site: "EU", value: 1 },
      ],
    ],
    [
      "mobile vs desktop last month",
      [
        { device: "desktop", value: 3 },
        { device: "mobile", value: 1 },
      ],
    ],
    [
      "recipes by browser last month",
      [
        { browser: "Chrome", value: 3 },
        { browser: "Safari", value: 1 },
      ],
    ],
    ["saved recipes by month last month", [{ month: lastMonth().slice(0, 7), value: 4 }]],
    ["saved recipes by placement last month", [{ placement: "UPPER", value: 1 }]],
    [
      "which personal texts were saved most last month",
      [
        { personalization: "ANNA", value: 2 },
        { personalization: "BEN", value: 1 },
        { personalization: "sky", value: 1 },
      ],
    ],
    [
      "monogram texts saved most last month",
      [
        { personalization: "ANNA", value: 2 },
        { personalization: "BEN", value: 1 },
      ],
    ],
    ["saved recipes tagged summer last month", [{ value: 2 }]],
    ["saved recipes excluding the US site last month", [{ value: 1 }]],
    ["how many products were saved last month", [{ value: 2 }]],
    ["top 1 products by saved recipes last month", [{ product: "SNK-1", value: 2 }]],
  ])("reads '%s'", async (prompt, expected) => {
    expect(await rowsOf(prompt)).toEqual(expected);
  });

  it("re-runs with refinements: by product, then without archived products", async () => {
    expect(await rowsOf("saved recipes last month", "recipe", ["by product"])).toEqual([
      { product: "SNK-1", value: 2 },
      { product: "SNK-2", value: 2 },
    ]);
    expect(await rowsOf("saved recipes last month", "recipe", ["by product", "exclude archived products"])).toEqual([
      { product: "SNK-1", value: 2 },
    ]);
  });

  it("compares mobile sessions this week with last week", async () => {
    const rows = await rowsOf("how many mobile sessions this week compared with last week", "actionevent");
    expect(rows).toEqual([{ value: 1, previous: 2 }]);
    expect(await rowsOf("sessions by device this week", "actionevent")).toEqual([
      { device: "desktop", value: 1 },
      { device: "mobile", value: 1 },
    ]);
  });

  it("answers a question it cannot read with error true and a message naming the words", async () => {
    const res = await ask(asViewer, "zorblat the flimflam");
    expect(res.status).toBe(200);
    const body = res.body as PromptReportResult;
    expect(body).toMatchObject({ error: true, explained: "", result: [], start: null, end: null });
    expect(body.errorMessage).toContain("zorblat");
  });

  it("refuses bad bodies with 400", async () => {
    const bodies = [
      { hive: "recipe", prompt: "   " },
      { hive: "orders", prompt: "sessions this week" },
      { hive: "recipe", prompt: "x".repeat(PROMPT_MAX_LENGTH + 1) },
      { hive: "recipe" },
      { hive: "recipe", prompt: "sessions", refinements: "only mobile" },
    ];
    for (const body of bodies) {
      const res = await asViewer.post("analytics/prompt", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("refuses a storefront key (403) and a caller without a session (401)", async () => {
    const roles = await createCompanyWithEveryRole(t.db);
    const shop = await addStorefrontKey(t, await signedIn(t.app, roles.admin), roles.company.id, { name: "Shop" });
    expect((await ask(shop.asStorefront, "sessions this week", "actionevent")).status).toBe(403);
    expect((await ask(apiClient(t.app), "sessions this week", "actionevent")).status).toBe(401);
  });
});
