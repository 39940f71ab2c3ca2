import type { Version, VersionList } from "@atelier/domain/product/version.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createApiKey, createProduct, signedIn } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { versionScene } from "./version.fixtures";

const t = useTestApp();

describe("GET product/{id}/version", () => {
  it("lists the product's versions by code, for every role", async () => {
    const scene = await versionScene(t.db);
    for (const user of [scene.admin, scene.configurator, scene.orderManager, scene.viewer]) {
      const res = await (await signedIn(t.app, user)).get(`product/${scene.product.id}/version`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        versions: [
          {
            versionId: scene.v1.id,
            productId: scene.product.id,
            etag: scene.v1.etag,
            code: 1,
            name: "Launch",
            description: "",
            active: true,
            parentVersionId: null,
            created: scene.v1.createdAt.toISOString(),
            lastUpdated: scene.v1.updatedAt.toISOString(),
          },
          expect.objectContaining({ versionId: scene.v2.id, code: 2, name: "Spring", active: false }),
        ],
      });
    }
  });

  it("answers an empty list for a product without versions", async () => {
    const scene = await versionScene(t.db);
    const bare = await createProduct(t.db, scene.company);
    const res = await (await signedIn(t.app, scene.admin)).get(`product/${bare.id}/version`);
    expect(res).toMatchObject({ status: 200, body: { versions: [] } satisfies VersionList });
  });

  it("answers 404 for another company's product and for an unknown id", async () => {
    const scene = await versionScene(t.db);
    const client = await signedIn(t.app, scene.admin);
    for (const id of [scene.otherProduct.id, "no-such-product"]) {
      const res = await client.get(`product/${id}/version`);
      expect(res).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    }
  });

  it("needs a session or an API key", async () => {
    const scene = await versionScene(t.db);
    expect((await apiClient(t.app).get(`product/${scene.product.id}/version`)).status).toBe(401);
    const key = await createApiKey(t.db, scene.company, ["None"]);
    const asKey = apiClient(t.app, { authorization: key.authorization });
    expect((await asKey.get(`product/${scene.product.id}/version`)).status).toBe(200);
  });
});

describe("GET product/{id}/version/{versionId}", () => {
  it("reads a version with its content and its product's name, style code and status", async () => {
    const scene = await versionScene(t.db);
    const res = await (await signedIn(t.app, scene.viewer)).get(`product/${scene.product.id}/version/${scene.v2.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      versionId: scene.v2.id,
      productId: scene.product.id,
      etag: scene.v2.etag,
      code: 2,
      name: "Spring",
      description: "",
      active: false,
      parentVersionId: null,
      created: scene.v2.createdAt.toISOString(),
      lastUpdated: scene.v2.updatedAt.toISOString(),
      imageRootUrl: "",
      imageCacheId: "",
      customAttributesJson: [],
      priceJson: [],
      componentGroups: [],
      imageViews: [],
      noSiblingRules: false,
      combineOnlyWhen: false,
      rulesJson: [],
      initialConfigurationsJson: [],
      componentStatusesJson: {},
      imageMappingSource: null,
      imageMappingFile: null,
      imageMappingFileMimeType: null,
      product: { name: "Court Sneaker", styleCode: "SNK-1", productStatus: "Development" },
    } satisfies Version);
  });

  it("answers the same version with expand=componentgroups, and 400 for another expand", async () => {
    const scene = await versionScene(t.db);
    const client = await signedIn(t.app, scene.admin);
    const path = `product/${scene.product.id}/version/${scene.v1.id}`;
    const expanded = await client.get(`${path}?expand=componentgroups`);
    expect(expanded.status).toBe(200);
    expect(expanded.body).toEqual((await client.get(path)).body);
    const bad = await client.get(`${path}?expand=placements`);
    expect(bad).toMatchObject({
      status: 400,
      body: { message: MESSAGES.validationFailed, modelState: { expand: ["Expand must be componentgroups."] } },
    });
  });

  it("answers 404 for another company's ids, another product's version and unknown ids", async () => {
    const scene = await versionScene(t.db);
    const client = await signedIn(t.app, scene.admin);
    for (const path of [
      `product/${scene.otherProduct.id}/version/${scene.otherVersion.id}`,
      `product/${scene.product.id}/version/${scene.otherVersion.id}`,
      `product/${scene.otherProduct.id}/version/${scene.v1.id}`,
      `product/${scene.product.id}/version/${scene.siblingVersion.id}`,
      `product/${scene.sibling.id}/version/${scene.v1.id}`,
      `product/${scene.product.id}/version/unknown`,
    ]) {
      const res = await client.get(path);
      expect(res).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    }
  });
});
