import { Readable } from "node:stream";
import type { Usage, UsageKind } from "@atelier/domain/account/usage.schema";
import { USAGE_TRAILING_DAYS, utcDayKey } from "@atelier/domain/account/usage-series";
import { describe, expect, it } from "vitest";
import {
  createApiKey,
  createCompanyWithEveryRole,
  productInput,
  signedIn,
  signedInAdmin,
  signIn,
} from "../../../../test/factories";
import { type ApiClient, apiClient, type CallResult, get } from "../../../../test/http";
import { countStatements } from "../../../../test/statements";
import { useTestApp } from "../../../../test/test-app";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { addUsage, usageDays } from "../../../usage/usage.repo";

const STREAMED = ["first part, ", "second part"];
let deps: AppDeps | undefined;
const t = useTestApp({
  extraRoutes: (app, appDeps) => {
    deps = appDeps;
    app.get("/api/v1/usage-test/moderate", { config: { auth: "canEdit", usage: "moderation" } }, async () => ({
      moderated: true,
    }));
    app.get("/api/v1/usage-test/stream", { config: { auth: "member" } }, async (_request, reply) =>
      reply.type("text/plain").send(Readable.from(STREAMED)),
    );
    app.get("/api/v1/usage-test/whoami", { config: { auth: "member" } }, async (request) => ({
      companyId: requireActor(request).companyId,
    }));
  },
});

const recorder = () => {
  if (!deps) throw new Error("the app is not built yet");
  return deps.usage;
};
/** The bytes of an answer's body, as sent. */
const bytesOf = (...results: CallResult[]) => results.reduce((sum, res) => sum + res.response.rawPayload.byteLength, 0);

async function usage(client: ApiClient, kind: UsageKind): Promise<{ usage: Usage; res: CallResult }> {
  const res = await client.get(`analytics/${kind}`);
  expect(res.status).toBe(200);
  return { usage: res.body as Usage, res };
}

/** Today's figure of one kind, and the answer that told it (which counts once it is sent). */
async function today(client: ApiClient, kind: UsageKind) {
  const { usage: figures, res } = await usage(client, kind);
  const day = figures.thisMonth.days.at(-1);
  expect(day?.date).toBe(utcDayKey(new Date()));
  expect(figures.trailing.days.at(-1)).toEqual(day);
  return { total: day?.total ?? 0, res };
}

describe("GET analytics/bandwidth", () => {
  it("counts the body bytes of the company's answers, by session and by API key, the call itself after it", async () => {
    const { company, admin } = await signedInAdmin(t);
    const cookie = await signIn(t.app, admin.email);
    const client = apiClient(t.app, { cookie });
    const key = apiClient(t.app, {
      authorization: (await createApiKey(t.db, company, ["Administrator"])).authorization,
    });
    const answers = [
      await client.get("account"),
      await client.post("product", productInput()),
      await client.get("product"),
      await client.get("product/no-such-product"),
      await key.get("product"),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 201, 200, 404, 200]);
    const streamed = await t.app.inject({ method: "GET", url: "/api/v1/usage-test/stream", headers: { cookie } });
    expect(streamed.body).toBe(STREAMED.join(""));

    const first = await today(client, "bandwidth");
    expect(first.total).toBe(bytesOf(...answers) + streamed.rawPayload.byteLength);
    expect(first.total).toBeGreaterThan(1000);
    const second = await today(client, "bandwidth");
    expect(second.total).toBe(first.total + bytesOf(first.res));
  });

  it("keeps each company's figure to its own calls", async () => {
    const a = await signedInAdmin(t);
    const b = await signedInAdmin(t);
    const ofA = [await a.client.get("product"), await a.client.get("account")];
    const ofB = await b.client.get("account");
    expect((await today(a.client, "bandwidth")).total).toBe(bytesOf(...ofA));
    expect((await today(b.client, "bandwidth")).total).toBe(bytesOf(ofB));
  });

  it("does not count public answers, even to a signed-in user", async () => {
    const { admin } = await signedInAdmin(t);
    const cookie = await signIn(t.app, admin.email);
    for (const [url, status] of [
      ["/api/health", 200],
      ["/api/docs/json", 200],
      ["/products", 404],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url, headers: { cookie } });
      expect(res.statusCode, url).toBe(status);
      expect(res.rawPayload.byteLength).toBeGreaterThan(0);
    }
    expect((await today(apiClient(t.app, { cookie }), "bandwidth")).total).toBe(0);
  });

  it("counts in memory: a counted call sends no statement beyond its own", async () => {
    const { client } = await signedInAdmin(t);
    await client.get("usage-test/whoami");
    expect(await countStatements(t.db, () => client.get("usage-test/whoami"))).toBe(0);
  });

  it("answers this month and the trailing 30 days, every day present, leaving out the days outside", async () => {
    t.advanceClock(Date.parse("2028-02-29T12:00:00Z") - Date.now());
    const { company, client } = await signedInAdmin(t);
    await addUsage(t.db, company.id, [
      { kind: "bandwidth", day: "2028-01-30", amount: 1 },
      { kind: "bandwidth", day: "2028-01-31", amount: 10 },
      { kind: "bandwidth", day: "2028-02-01", amount: 100 },
      { kind: "bandwidth", day: "2028-02-29", amount: 1000 },
      { kind: "bandwidth", day: "2028-03-01", amount: 10_000 },
      { kind: "moderation", day: "2028-02-29", amount: 7 },
    ]);
    const { usage: figures } = await usage(client, "bandwidth");
    expect(figures.thisMonth.total).toBe(1100);
    expect(figures.thisMonth.days).toHaveLength(29);
    expect(figures.thisMonth.days.slice(0, 2)).toEqual([
      { date: "2028-02-01", total: 100 },
      { date: "2028-02-02", total: 0 },
    ]);
    expect(figures.thisMonth.days.at(-1)).toEqual({ date: "2028-02-29", total: 1000 });
    expect(figures.trailing.total).toBe(1110);
    expect(figures.trailing.days).toHaveLength(USAGE_TRAILING_DAYS);
    expect(figures.trailing.days[0]).toEqual({ date: "2028-01-31", total: 10 });
    expect(figures.trailing.days.filter((day) => day.total === 0)).toHaveLength(USAGE_TRAILING_DAYS - 3);
    expect((await usage(client, "moderation")).usage.thisMonth.total).toBe(7);
  });

  it("stores held counts on flush, adding to the stored day once", async () => {
    const { company, client } = await signedInAdmin(t);
    const day = utcDayKey(new Date());
    await addUsage(t.db, company.id, [{ kind: "bandwidth", day, amount: 5000 }]);
    const calls = [await client.get("account"), await client.get("product")];
    await recorder().flush();
    const stored = await usageDays(t.db, company.id, "bandwidth", { start: day, end: day });
    expect(stored).toEqual([{ date: day, total: 5000 + bytesOf(...calls) }]);

    const before = await today(client, "bandwidth");
    expect(before.total).toBe(5000 + bytesOf(...calls));
    await recorder().flush();
    await recorder().flush();
    expect(await usageDays(t.db, company.id, "bandwidth", { start: day, end: day })).toEqual([
      { date: day, total: before.total + bytesOf(before.res) },
    ]);
    expect((await today(client, "bandwidth")).total).toBe(before.total + bytesOf(before.res));
  });

  it("answers 401 signed out, on both calls", async () => {
    for (const kind of ["bandwidth", "moderation"]) expect((await get(t.app, `analytics/${kind}`)).status).toBe(401);
  });

  it("lets a user of role None read the company's usage", async () => {
    const { viewer, admin } = await createCompanyWithEveryRole(t.db);
    const asViewer = await signedIn(t.app, viewer);
    const asAdmin = await signedIn(t.app, admin);
    const adminCall = await asAdmin.get("account");
    const { total } = await today(asViewer, "bandwidth");
    expect(total).toBe(bytesOf(adminCall));
    expect((await usage(asViewer, "moderation")).usage.thisMonth.total).toBe(0);
  });
});

describe("GET analytics/moderation", () => {
  it("counts one call per successful answer of a route marked usage moderation", async () => {
    const { admin, viewer } = await createCompanyWithEveryRole(t.db);
    const asAdmin = await signedIn(t.app, admin);
    const asViewer = await signedIn(t.app, viewer);
    expect((await asAdmin.get("usage-test/moderate")).status).toBe(200);
    expect((await asAdmin.get("usage-test/moderate")).status).toBe(200);
    expect((await asViewer.get("usage-test/moderate")).status).toBe(403);
    await asAdmin.get("usage-test/whoami");

    const { usage: figures } = await usage(asAdmin, "moderation");
    expect(figures.thisMonth.total).toBe(2);
    expect(figures.trailing.total).toBe(2);
    expect(figures.thisMonth.days.at(-1)).toEqual({ date: utcDayKey(new Date()), total: 2 });
  });
});
