import { ACTION_EVENT_BODY_MAX_BYTES, ACTION_EVENTS_MAX } from "@atelier/domain/analytics/action-event.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createApiKey, createCompanyWithEveryRole, signIn } from "../../../../test/factories";
import { apiClient, type CallOptions, call } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { OPENAPI_PATH } from "../../../http/openapi";
import { addStorefrontKey } from "../../account/storefront-key/storefront-key.fixtures";
import { actionEvent, analyticsOf, CHROME_DESKTOP, GOOGLEBOT, IPHONE } from "./event.fixtures";
import { TEXT_PLAIN_NOT_JSON } from "./text-plain-json";

const t = useTestApp();

const SESSION = "session-0001";

/** A company with its admin signed in and a storefront key. */
async function eventScene() {
  const roles = await createCompanyWithEveryRole(t.db);
  const adminCookie = await signIn(t.app, roles.admin.email);
  const shop = await addStorefrontKey(t, apiClient(t.app, { cookie: adminCookie }), roles.company.id, {
    name: "Shop",
    allowedOrigins: ["https://shop.example"],
  });
  const key = shop.created.key;
  const send = (events: unknown, options: CallOptions = {}) =>
    call(t.app, "POST", "event", events === undefined ? undefined : { events }, {
      authorization: `Bearer ${key}`,
      ...options,
      headers: { "user-agent": CHROME_DESKTOP, ...options.headers },
    });
  return { ...roles, adminCookie, key, storefrontKeyId: shop.created.storefrontKeyId, send };
}

/** Sends `body` as text/plain, as navigator.sendBeacon does, with the key in the query. */
const beacon = (key: string, body: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/event?key=${encodeURIComponent(key)}`,
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": IPHONE, ...headers },
    payload: body,
  });

describe("POST event", () => {
  it("stores a storefront's batch with the browser of the request, and answers 202 with the counts", async () => {
    const scene = await eventScene();
    const res = await scene.send([
      actionEvent("session_start", SESSION, { at: "2026-11-26T10:00:00Z", locale: "en-US", versionCode: 2 }),
      actionEvent("option_chosen", SESSION, { placementCode: "UP", componentCode: "RED" }),
      actionEvent("text_entered", SESSION, { value: "ADA" }),
      actionEvent("custom", SESSION, { name: "wishlist" }),
    ]);
    expect(res).toMatchObject({ status: 202, body: { received: 4, stored: 4 } });
    const stored = await analyticsOf(t.db, scene.company.id);
    expect(stored.events).toHaveLength(4);
    const today = new Date().toISOString().slice(0, 10);
    expect(stored.events[0]).toMatchObject({
      sessionId: SESSION,
      type: "session_start",
      name: "",
      day: today,
      siteCode: "us",
      styleCode: "SNK-1",
      locale: "en-US",
      versionCode: 2,
      browserFamily: "Chrome",
      browserVersion: "131.0.6778.85",
      deviceClass: "desktop",
      storefrontKeyId: scene.storefrontKeyId,
      userId: null,
    });
    expect(stored.events[0]?.occurredAt?.toISOString()).toBe("2026-11-26T10:00:00.000Z");
    expect(stored.events.find((event) => event.type === "text_entered")?.value).toBe("ADA");
    expect(stored.events.find((event) => event.type === "custom")?.name).toBe("wishlist");
  });

  it("takes a text/plain JSON body with the key in the query (navigator.sendBeacon)", async () => {
    const scene = await eventScene();
    const res = await beacon(scene.key, JSON.stringify({ events: [actionEvent("view_changed", SESSION)] }));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ received: 1, stored: 1 });
    const [event] = (await analyticsOf(t.db, scene.company.id)).events;
    expect(event).toMatchObject({ type: "view_changed", deviceClass: "mobile", browserFamily: "Safari" });
    const notJson = await beacon(scene.key, "{events:");
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: TEXT_PLAIN_NOT_JSON });
  });

  it("answers 400 naming each bad event, and stores nothing of the batch", async () => {
    const scene = await eventScene();
    const good = actionEvent("session_start", SESSION);
    const cases: [unknown, string][] = [
      [[good, { ...good, type: "clicked" }], "events.1.type"],
      [[good, good, actionEvent("custom", SESSION)], "events.2.name"],
      [[actionEvent("session_start", SESSION, { name: "x" })], "events.0.name"],
      [[actionEvent("option_chosen", SESSION, { placementCode: "UP" })], "events.0.componentCode"],
      [[{ ...good, sessionId: "short" }], "events.0.sessionId"],
      [[{ ...good, at: "yesterday" }], "events.0.at"],
      [[{ ...good, versionCode: 2 ** 40 }], "events.0.versionCode"],
      [[{ ...good, extra: 1 }], "events.0"],
      [[actionEvent("text_entered", SESSION, { value: "x".repeat(201) })], "events.0.value"],
      [[], "events"],
      [Array.from({ length: ACTION_EVENTS_MAX + 1 }, () => good), "events"],
    ];
    for (const [events, field] of cases) {
      const res = await scene.send(events);
      expect(res.status, field).toBe(400);
      expect(res.body, field).toMatchObject({ message: MESSAGES.validationFailed });
      expect(Object.keys((res.body as { modelState: object }).modelState), field).toContain(field);
    }
    expect((await scene.send(undefined)).status).toBe(400);
    expect(await analyticsOf(t.db, scene.company.id)).toMatchObject({ events: [], sessions: [], actions: [] });
  });

  it("answers 413 for a body over the limit, as JSON and as text/plain", async () => {
    const scene = await eventScene();
    const padding = "x".repeat(ACTION_EVENT_BODY_MAX_BYTES);
    const body = JSON.stringify({ events: [actionEvent("session_start", SESSION)], padding });
    const json = await t.app.inject({
      method: "POST",
      url: "/api/v1/event",
      headers: { authorization: `Bearer ${scene.key}`, "content-type": "application/json" },
      payload: body,
    });
    expect(json.statusCode).toBe(413);
    expect(json.json()).toHaveProperty("message");
    expect((await beacon(scene.key, body)).statusCode).toBe(413);
    expect((await analyticsOf(t.db, scene.company.id)).events).toEqual([]);
  });

  it("receives a bot's batch and stores nothing of it", async () => {
    const scene = await eventScene();
    const res = await scene.send([actionEvent("session_start", SESSION), actionEvent("shared", SESSION)], {
      headers: { "user-agent": GOOGLEBOT },
    });
    expect(res).toMatchObject({ status: 202, body: { received: 2, stored: 0 } });
    expect(await analyticsOf(t.db, scene.company.id)).toMatchObject({
      events: [],
      sessions: [],
      actions: [],
      funnel: [],
    });
  });

  it("answers 401 without a caller, and stores a key's or a user's events in their own company", async () => {
    const scene = await eventScene();
    const other = await eventScene();
    const events = { events: [actionEvent("session_start", SESSION)] };
    expect((await call(t.app, "POST", "event", events)).status).toBe(401);
    expect((await call(t.app, "POST", "event", events, { authorization: "Bearer pk_unknown" })).status).toBe(401);
    expect((await beacon("pk_unknown", JSON.stringify(events))).statusCode).toBe(401);
    // An API key never comes in a URL: in the query it is no caller at all.
    const apiKey = await createApiKey(t.db, scene.company, ["None"]);
    const token = apiKey.authorization.replace(/^Bearer /, "");
    expect((await beacon(token, JSON.stringify(events))).statusCode).toBe(401);

    // The other company's key writes to the other company, whatever the events say.
    expect((await other.send([actionEvent("session_start", "other-session")])).status).toBe(202);
    // A viewer (a preview in the Studio) and an API key of the company may send too.
    const headers = { "user-agent": CHROME_DESKTOP };
    const viewerCookie = await signIn(t.app, scene.viewer.email);
    const asViewer = await call(t.app, "POST", "event", events, { cookie: viewerCookie, headers });
    expect(asViewer).toMatchObject({ status: 202, body: { received: 1, stored: 1 } });
    const asApiKey = await call(t.app, "POST", "event", events, { authorization: apiKey.authorization, headers });
    expect(asApiKey).toMatchObject({ status: 202, body: { received: 1, stored: 1 } });
    const mine = await analyticsOf(t.db, scene.company.id);
    expect(mine.events.map((event) => event.userId)).toEqual([scene.viewer.id, null]);
    expect(mine.events.map((event) => event.storefrontKeyId)).toEqual([null, null]);
    const theirs = await analyticsOf(t.db, other.company.id);
    expect(theirs.events.map((event) => [event.sessionId, event.storefrontKeyId])).toEqual([
      ["other-session", other.storefrontKeyId],
    ]);
  });

  it("refuses a storefront page the key does not allow, and answers the CORS headers to one it does", async () => {
    const scene = await eventScene();
    const body = JSON.stringify({ events: [actionEvent("session_start", SESSION)] });
    const refused = await beacon(scene.key, body, { origin: "https://evil.example" });
    expect(refused.statusCode).toBe(403);
    const allowed = await beacon(scene.key, body, { origin: "https://shop.example" });
    expect(allowed.statusCode).toBe(202);
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://shop.example");
    expect((await analyticsOf(t.db, scene.company.id)).events).toHaveLength(1);
  });

  it("lists the call in the OpenAPI document under the event tag", async () => {
    const res = await t.app.inject({ method: "GET", url: `${OPENAPI_PATH}/json` });
    expect(res.statusCode).toBe(200);
    const document = res.json() as { paths: Record<string, { post?: { tags?: string[] } }> };
    expect(document.paths["/api/v1/event"]?.post?.tags).toEqual(["event"]);
  });
});
