import type { ComponentPackage, ComponentPackageList } from "@atelier/domain/product/package.schema";
import type { Version, VersionCloneResult } from "@atelier/domain/product/version.schema";
import type { AuditEntry, AuditPage } from "@atelier/domain/shared/audit.schema";
import { describe, expect, it } from "vitest";
import { createApiKey, signedIn } from "../../../../test/factories";
import { type ApiClient, apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { componentScene } from "../component/component.fixtures";
import { ruleScene, savedOf } from "../component-rule/component-rule.fixtures";
import { fullVersionInput, versionScene } from "../version/version.fixtures";

const t = useTestApp();

async function historyOf(client: ApiClient, path: string): Promise<AuditEntry[]> {
  const res = await client.get(`${path}/history?take=100`);
  if (res.status !== 200) throw new Error(`history of ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as AuditPage).entries;
}

/** The company's entries of one type, newest first, as the Activity blade reads them. */
async function activityOf(admin: ApiClient, resourceType: string): Promise<AuditEntry[]> {
  return ((await admin.get(`activity?take=100&resourceType=${resourceType}`)).body as AuditPage).entries;
}

const actions = (entries: readonly AuditEntry[]) => entries.map((entry) => entry.action);

describe("the product area's writes in the audit trail", () => {
  it("records a version's creation, branch, save, activation (and the one deactivated) and removal", async () => {
    const scene = await versionScene(t.db);
    const client = await signedIn(t.app, scene.configurator);
    const admin = await signedIn(t.app, scene.admin);
    const base = `product/${scene.product.id}/version`;
    const added = (await client.post(base, {})).body as Version;
    const branch = (await client.post(base, { parentVersionId: scene.v1.id })).body as Version;
    expect(actions(await historyOf(client, `${base}/${added.versionId}`))).toEqual(["create"]);
    const [branched] = await historyOf(client, `${base}/${branch.versionId}`);
    expect(branched).toMatchObject({
      action: "branch",
      resourceType: "version",
      resourcePath: `${base}/${branch.versionId}`,
      resourceLabel: `SNK-1 v${branch.code} Launch`,
      actor: { kind: "user", userId: scene.configurator.id },
    });
    expect(branched?.changes).toContainEqual({ field: "parentVersionId", before: null, after: scene.v1.id });

    const saved = await client.put(`${base}/${scene.v2.id}`, {
      ...fullVersionInput(scene.v2.etag, scene.placementId),
      active: true,
    });
    expect(saved.status).toBe(200);
    const [activation] = await historyOf(client, `${base}/${scene.v2.id}`);
    expect(activation?.action).toBe("activate");
    expect(activation?.changes).toContainEqual({ field: "active", before: false, after: true });
    expect(activation?.changes).toContainEqual({ field: "name", before: "Spring", after: "Summer drop" });
    const [deactivation] = await historyOf(client, `${base}/${scene.v1.id}`);
    expect(deactivation).toMatchObject({
      action: "deactivate",
      changes: [{ field: "active", before: true, after: false }],
    });

    const removed = await client.delete(`${base}/${added.versionId}?etag=${added.etag}`);
    expect(removed.status).toBe(204);
    expect((await client.get(`${base}/${added.versionId}/history`)).status).toBe(404);
    const [removal] = await activityOf(admin, "version");
    expect(removal).toMatchObject({ action: "delete", resourceId: added.versionId });
    expect(removal?.changes).toContainEqual({ field: "code", before: added.code, after: null });
  });

  it("records a clone as a new product and a new version, by the API key that made it", async () => {
    const scene = await versionScene(t.db);
    const key = await createApiKey(t.db, scene.company, ["Manage Configuration"]);
    const asKey = apiClient(t.app, { authorization: key.authorization });
    const res = await asKey.post(`product/${scene.product.id}/version/${scene.v1.id}/clone`, {});
    expect(res.status).toBe(201);
    const clone = res.body as VersionCloneResult;
    const [product] = await historyOf(asKey, `product/${clone.productId}`);
    const [version] = await historyOf(asKey, `product/${clone.productId}/version/${clone.versionId}`);
    const byKey = { kind: "apiKey", apiKeyId: key.id, userId: null, name: "Test key" };
    expect(product).toMatchObject({ action: "clone", resourceLabel: "Court Sneaker Copy", actor: byKey });
    expect(version).toMatchObject({ action: "clone", resourceLabel: "SNK-1-COPY v1 Launch", actor: byKey });
    expect(await historyOf(asKey, `product/${scene.product.id}`)).toEqual([]);
  });

  it("records each package added, changed and archived, at the package's own path", async () => {
    const scene = await versionScene(t.db);
    const client = await signedIn(t.app, scene.configurator);
    const path = `product/${scene.product.id}/version/${scene.v2.id}/package`;
    const first = (await client.put(path, { componentPackages: [{ temporaryId: "a", name: "Laces" }] }))
      .body as ComponentPackageList;
    const pack = first.componentPackages[0] as ComponentPackage;
    const { componentGeneratorsCount: _count, ...item } = pack;
    await client.put(path, { componentPackages: [{ ...item, name: "Waxed laces" }] });
    const again = (await client.get(path)).body as ComponentPackageList;
    const current = again.componentPackages[0] as ComponentPackage;
    const { componentGeneratorsCount: _again, ...saved } = current;
    // Saving it unchanged records nothing.
    expect((await client.put(path, { componentPackages: [saved] })).status).toBe(200);
    expect((await client.put(path, { componentPackages: [{ ...saved, archived: true }] })).status).toBe(200);
    const entries = await activityOf(await signedIn(t.app, scene.admin), "package");
    expect(actions(entries)).toEqual(["archive", "update", "create"]);
    expect(entries.map((entry) => entry.resourcePath)).toEqual(Array(3).fill(`${path}/${pack.componentPackageId}`));
    expect(entries[1]?.changes).toEqual([{ field: "name", before: "Laces", after: "Waxed laces" }]);
    expect(entries[0]?.changes).toEqual([{ field: "archived", before: false, after: true }]);
    // An archived package is gone from the API, and so is its history.
    expect((await client.get(`${path}/${pack.componentPackageId}/history`)).status).toBe(404);
  });

  it("records a component rule's writes, and one entry per generation with its counts", async () => {
    const scene = await ruleScene(t);
    const { client, path, input, options } = scene;
    const created = savedOf(await client.post(path, input()), 201);
    const id = created.componentGeneratorId;
    const rule = created.generators.find((item) => item.componentGeneratorId === id);
    const changed = await client.put(`${path}/${id}`, {
      ...input({ material: [options.lea.id, options.can.id, options.sue.id], color: [options.red.id] }),
      etag: rule?.etag,
    });
    expect(changed.status).toBe(200);
    const entries = await historyOf(client, `${path}/${id}`);
    expect(actions(entries)).toEqual(["generate", "update", "generate", "create"]);
    expect(entries[3]).toMatchObject({ resourceType: "generator", resourceLabel: "UP" });
    expect(entries[2]?.changes).toEqual([
      { field: "componentsAdded", before: null, after: 4 },
      { field: "componentsChanged", before: null, after: 0 },
      { field: "componentsRemoved", before: null, after: 0 },
    ]);
    expect(entries[0]?.changes).toEqual([
      { field: "componentsAdded", before: null, after: 1 },
      { field: "componentsChanged", before: null, after: 0 },
      { field: "componentsRemoved", before: null, after: 2 },
    ]);
    expect(entries[1]?.changes).toContainEqual({ field: "generated", before: 4, after: 3 });

    const updated = savedOf(changed).generators.find((item) => item.componentGeneratorId === id);
    expect((await client.delete(`${path}/${id}?etag=${updated?.etag}`)).status).toBe(204);
    const [archive] = await activityOf(await signedIn(t.app, scene.admin), "generator");
    expect(archive).toMatchObject({ action: "archive", resourceId: id, resourcePath: `${path}/${id}` });
  });

  it("records a component's availability, and nothing for saving it unchanged", async () => {
    const scene = await componentScene(t.db);
    const client = await signedIn(t.app, scene.configurator);
    const component = scene.byCode("UP-red-leather");
    const path = `${scene.base}/${component.id}`;
    const res = await client.put(path, { unavailable: true, etag: component.etag });
    expect(res.status).toBe(200);
    const { etag } = res.body as { etag: string };
    expect((await client.put(path, { unavailable: true, etag })).status).toBe(200);
    const entries = await historyOf(client, path);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "update",
      resourceType: "component",
      resourceLabel: "UP-red-leather",
      changes: [{ field: "unavailable", before: false, after: true }],
    });
  });

  it("answers 404 for the history of another company's resources, as for their reads", async () => {
    const scene = await componentScene(t.db);
    const stranger = await signedIn(t.app, (await versionScene(t.db)).admin);
    const version = `product/${scene.product.id}/version/${scene.v2.id}`;
    for (const path of [
      `product/${scene.product.id}`,
      version,
      `${version}/package/${scene.pack.id}`,
      `${version}/package/${scene.pack.id}/generator/${scene.rule.id}`,
      `${scene.base}/${scene.byCode("UP-red-leather").id}`,
    ]) {
      expect((await stranger.get(`${path}/history`)).status, path).toBe(404);
      const own = await signedIn(t.app, scene.viewer);
      expect((await own.get(`${path}/history`)).status, path).toBe(200);
    }
  });
});
