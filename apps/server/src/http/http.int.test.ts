import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MESSAGES, SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { createCompany, createUser, signIn } from "../../test/factories";
import { post } from "../../test/http";
import { useTestApp } from "../../test/test-app";
import { BODY_LIMIT_BYTES } from "../app";
import { installAuth } from "../auth/auth-hooks";
import { systemClock } from "../clock";

const webDist = mkdtempSync(join(tmpdir(), "atelier-web-"));
mkdirSync(join(webDist, "assets"));
writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Atelier</title>");
writeFileSync(join(webDist, "assets", "app-abc123.js"), "console.log(1)");
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const t = useTestApp({
  webDist,
  extraRoutes: (app, deps) => {
    app.get("/api/v1/test/sql-error", { config: { auth: "public" } }, async () => {
      await deps.db.execute(sql`select * from table_that_does_not_exist_secret`);
      return { ok: true };
    });
    app.get("/api/v1/test/unique", { config: { auth: "public" } }, async () => {
      await deps.db.execute(sql`insert into platform_invitations (code) values ('DUP'), ('DUP')`);
      return { ok: true };
    });
    app.get("/api/v1/test/crash", { config: { auth: "public" } }, async () => {
      throw new Error("internal detail that must stay private");
    });
    app.get("/api/v1/test/member-only", { config: { auth: "member" } }, async () => ({ ok: true }));
  },
});

describe("error handler", () => {
  it("never sends SQL or a stack for a database error", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/test/sql-error" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: MESSAGES.unexpectedError });
    expect(res.body).not.toMatch(/select|table_that_does_not_exist|stack/i);
  });

  it("maps a unique violation to 409 without the SQL", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/test/unique" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: SERVER_MESSAGES.alreadyExists });
  });

  it("answers any other failure with the generic 500", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/test/crash" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: MESSAGES.unexpectedError });
  });

  it("answers malformed JSON with 400 in the same shape", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/account/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: SERVER_MESSAGES.invalidRequest });
  });

  it("refuses a body over the limit with 413 in the same shape, and marks answers nosniff", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/account/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ username: "a@b.co", password: "x".repeat(BODY_LIMIT_BYTES) }),
    });
    expect(res.statusCode).toBe(413);
    expect(Object.keys(res.json())).toEqual(["message"]);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect((await t.app.inject({ url: "/api/health" })).headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers unknown API paths with 404 JSON", async () => {
    for (const url of ["/api/v1/nothing-here", "/api/whatever"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.notFound });
    }
    expect((await t.app.inject({ method: "POST", url: "/api/v1/nothing" })).statusCode).toBe(404);
  });
});

describe("route protection", () => {
  it("refuses to register an API route that does not say who may call it", async () => {
    const app = Fastify();
    installAuth(app, { db: t.db, clock: systemClock });
    expect(() => app.get("/api/v1/forgotten", async () => ({ ok: true }))).toThrow(/must declare config.auth/);
    await app.close();
  });

  it("refuses a cross-site write carrying the session cookie", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const cookie = await signIn(t.app, user.email);
    const payload = { currentPassword: "x", password: "whatever-1", confirmPassword: "whatever-1" };
    const cross = await post(t.app, "account/changepassword", payload, {
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(cross).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
    const same = await post(t.app, "account/changepassword", payload, {
      cookie,
      headers: { origin: "http://localhost:80" },
    });
    expect(same.status).toBe(400);
  });

  it("asks for a sign-in on a member route, and lets any member of the company in", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/test/member-only" });
    expect(res.statusCode).toBe(401);
    const company = await createCompany(t.db);
    const viewer = await createUser(t.db, company, { roles: ["None"] });
    const cookie = await signIn(t.app, viewer.email);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/v1/test/member-only", headers: { cookie } })).statusCode,
    ).toBe(200);
  });
});

describe("web app and docs", () => {
  it("serves health and the OpenAPI document", async () => {
    expect((await t.app.inject({ url: "/api/health" })).json()).toEqual({ ok: true });
    const docs = await t.app.inject({ url: "/api/docs/json" });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(["/api/v1/account", "/api/v1/account/login", "/api/v1/account/switchinstance"]),
    );
  });

  it("serves index.html (no-cache) for app routes and hashed assets as immutable", async () => {
    for (const url of ["/", "/login", "/account/resetpassword?userId=1&code=2", "/api/v2/shopify/app/client-1"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<title>Atelier</title>");
    }
    const asset = await t.app.inject({ url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const index = await t.app.inject({ url: "/index.html" });
    expect(index.headers["cache-control"]).toBe("no-cache");
  });
});
