import { Writable } from "node:stream";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { and, eq } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../../test/factories";
import { apiClient } from "../../test/http";
import { useTestApp } from "../../test/test-app";
import { requireActor } from "../auth/auth-hooks";
import { auditEntries } from "../db/schema/audit-entries";
import type { AppDeps } from "../deps";
import { installAuditEnforcement, WRITE_WITHOUT_AUDIT } from "./audit-hooks";
import { recordAudit } from "./audit-recorder";
import { auditsRecordedInScope } from "./audit-scope";

const BASE = "/api/v1/audit-test";

/** Records one entry for the caller, in a transaction, as a service does. */
async function recordOne(deps: AppDeps, actor: Parameters<typeof recordAudit>[1], resourceId: string) {
  await deps.db.transaction(async (tx) => {
    await recordAudit(tx, actor, deps.clock(), {
      resourceType: "test",
      resourceId,
      resourcePath: `test/${resourceId}`,
      resourceLabel: resourceId,
      action: "create",
      after: { name: resourceId },
    });
  });
}

const t = useTestApp({
  extraRoutes: (app, deps) => {
    app.post(`${BASE}/silent`, { config: { auth: "member" } }, async () => ({ ok: true }));
    app.post(`${BASE}/opted-out`, { config: { auth: "member", audit: "none" } }, async () => ({ ok: true }));
    app.put(`${BASE}/recorded/:id`, { config: { auth: "member" } }, async (request) => {
      await recordOne(deps, requireActor(request), (request.params as { id: string }).id);
      return { recorded: auditsRecordedInScope() };
    });
    // The scope is kept through timers and reply.send() called by the handler itself.
    app.delete(`${BASE}/later/:id`, { config: { auth: "member" } }, async (request, reply) => {
      await new Promise((done) => setTimeout(done, 5));
      await new Promise((done) => setImmediate(done));
      await recordOne(deps, requireActor(request), (request.params as { id: string }).id);
      return reply.status(204).send();
    });
    app.post(`${BASE}/silent-sent`, { config: { auth: "member" } }, async (_request, reply) =>
      reply.status(201).send({ ok: true }),
    );
    app.post(`${BASE}/refused`, { config: { auth: "member" } }, async (_request, reply) =>
      reply.status(409).send({ message: "no" }),
    );
    app.post(`${BASE}/rolled-back/:id`, { config: { auth: "member" } }, async (request) => {
      await deps.db.transaction(async (tx) => {
        const id = (request.params as { id: string }).id;
        await recordAudit(tx, requireActor(request), deps.clock(), {
          resourceType: "test",
          resourceId: id,
          resourcePath: `test/${id}`,
          resourceLabel: id,
          action: "create",
          after: { name: id },
        });
        throw new Error("a failure after the write");
      });
    });
  },
});

const entriesOf = (companyId: string, resourceId: string) =>
  t.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.companyId, companyId), eq(auditEntries.resourceId, resourceId)));

describe("the audit enforcement (strict, as in tests and development)", () => {
  it("answers 500 for a successful write that recorded nothing, however the handler answers", async () => {
    const { client } = await signedInAdmin(t);
    for (const path of ["silent", "silent-sent"]) {
      const res = await client.post(`audit-test/${path}`);
      expect(res.status, path).toBe(500);
      expect(res.body).toEqual({ message: MESSAGES.unexpectedError });
    }
  });

  it("lets a write that recorded pass, the scope kept through awaits, timers and reply.send()", async () => {
    const { client, company } = await signedInAdmin(t);
    const put = await client.put("audit-test/recorded/r1");
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ recorded: 1 });
    expect((await client.delete("audit-test/later/r2")).status).toBe(204);
    expect(await entriesOf(company.id, "r1")).toHaveLength(1);
    expect(await entriesOf(company.id, "r2")).toHaveLength(1);
  });

  it("leaves alone routes that opt out, refusals, and calls without a caller", async () => {
    const { client } = await signedInAdmin(t);
    expect((await client.post("audit-test/opted-out")).status).toBe(200);
    expect((await client.post("audit-test/refused")).status).toBe(409);
    expect((await apiClient(t.app).post("audit-test/silent")).status).toBe(401);
  });

  it("keeps no entry of a write whose transaction failed after recording", async () => {
    const { client, company } = await signedInAdmin(t);
    expect((await client.post("audit-test/rolled-back/r3")).status).toBe(500);
    expect(await entriesOf(company.id, "r3")).toEqual([]);
  });

  it("counts each request on its own, even when they run at the same time", async () => {
    const { client } = await signedInAdmin(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        n % 2 === 0 ? client.put(`audit-test/recorded/c${n}`) : client.post("audit-test/silent"),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 500, 200, 500, 200, 500]);
    expect(answers.filter((res) => res.status === 200).map((res) => res.body)).toEqual([
      { recorded: 1 },
      { recorded: 1 },
      { recorded: 1 },
    ]);
  });
});

describe("the audit enforcement (not strict, as in production)", () => {
  it("answers the write and logs the error", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: "error", stream } });
    app.decorateRequest("actor", null);
    app.addHook("onRequest", async (request) => {
      request.actor = { kind: "apiKey", apiKeyId: "k", name: "Key", companyId: "c", roles: ["Administrator"] };
    });
    installAuditEnforcement(app, { strict: false });
    app.post("/api/v1/silent", async () => ({ ok: true }));
    const res = await app.inject({ method: "POST", url: "/api/v1/silent" });
    expect(res.statusCode).toBe(200);
    expect(lines.join("")).toContain(WRITE_WITHOUT_AUDIT);
    await app.close();
  });
});
