import type { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import { ASSETS_CACHE_INVALIDATED, CACHE_CLEARED } from "@atelier/domain/settings/cache.schema";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApiKey, createCompanyWithEveryRole, signedIn } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { auditEntries } from "../../../db/schema/audit-entries";
import { addStorefrontKey } from "../../account/storefront-key/storefront-key.fixtures";
import { blueprintOf, blueprintScene } from "../../customer/blueprint/blueprint.fixtures";

const t = useTestApp();
const FLUSHES = [
  ["cache/blueprints", CACHE_CLEARED],
  ["cache/assets", ASSETS_CACHE_INVALIDATED],
  ["cache/assets/fast", ASSETS_CACHE_INVALIDATED],
] as const;

describe("the cache flushes", () => {
  it.each(FLUSHES)(
    "POST %s answers its message to admins and editors, and records an audit entry",
    async (path, message) => {
      const roles = await createCompanyWithEveryRole(t.db);
      for (const user of [roles.admin, roles.configurator, roles.atelier]) {
        const res = await (await signedIn(t.app, user)).post(path);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ message });
      }
      const key = await createApiKey(t.db, roles.company, ["Manage Configuration"]);
      expect((await apiClient(t.app, { authorization: key.authorization }).post(path)).status).toBe(200);
      const entries = await t.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.companyId, roles.company.id), eq(auditEntries.resourceType, "cache")));
      expect(entries).toHaveLength(4);
      expect(entries[0]?.action).toBe("update");
    },
  );

  it.each(FLUSHES)("POST %s is refused to other roles, storefront keys and callers not signed in", async (path) => {
    const roles = await createCompanyWithEveryRole(t.db);
    for (const user of [roles.orderManager, roles.viewer]) {
      expect((await (await signedIn(t.app, user)).post(path)).status).toBe(403);
    }
    const key = await createApiKey(t.db, roles.company, ["None"]);
    expect((await apiClient(t.app, { authorization: key.authorization }).post(path)).status).toBe(403);
    const { asStorefront } = await addStorefrontKey(t, await signedIn(t.app, roles.admin), roles.company.id, {
      name: "Shop",
    });
    expect((await asStorefront.post(path)).status).toBe(403);
    expect((await apiClient(t.app).post(path)).status).toBe(401);
  });

  it("'Rebuild cached blueprints' compiles the blueprints again on the next read", async () => {
    const scene = await blueprintScene(t);
    const before = await blueprintOf(scene.client, scene.path);
    t.advanceClock(60_000);
    expect((await blueprintOf(scene.client, scene.path)).compiled).toBe(before.compiled);
    expect((await scene.client.post("cache/blueprints")).status).toBe(200);
    const after = await blueprintOf(scene.client, scene.path);
    expect(Date.parse(after.compiled)).toBeGreaterThan(Date.parse(before.compiled));
  });

  it.each(["cache/assets", "cache/assets/fast"])(
    "POST %s raises the assets revision blueprints carry",
    async (path) => {
      const scene = await blueprintScene(t);
      const before: Blueprint = await blueprintOf(scene.client, scene.path);
      expect((await scene.client.post(path)).status).toBe(200);
      expect((await blueprintOf(scene.client, scene.path)).assetsRevision).toBe(before.assetsRevision + 1);
    },
  );

  it("touches only the caller's company", async () => {
    const scene = await blueprintScene(t);
    const before = await blueprintOf(scene.client, scene.path);
    const other = await createCompanyWithEveryRole(t.db);
    expect((await (await signedIn(t.app, other.admin)).post("cache/assets")).status).toBe(200);
    expect((await blueprintOf(scene.client, scene.path)).assetsRevision).toBe(before.assetsRevision);
  });
});
