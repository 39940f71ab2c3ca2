import type { Component } from "@atelier/domain/product/component.schema";
import type { VersionUpdateInput } from "@atelier/domain/product/version.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../../../test/factories";
import { get } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { componentScene } from "./component.fixtures";
import { COMPONENT_MESSAGES } from "./component-messages";

const t = useTestApp();
const asComponent = (body: unknown) => body as Component;
const MAPPING = Buffer.from("from,to,x,y,sx,sy\nfront-UP-red-leather.svg,front-red.svg,1,2,,0.5\n").toString("base64");

/** The scene with v2 given a root URL, two views and an image mapping, and the product an image name format. */
async function viewing() {
  const scene = await componentScene(t.db);
  const client = await signedIn(t.app, scene.admin);
  const versionPath = `product/${scene.product.id}/version/${scene.v2.id}`;
  const version = (await client.get(versionPath)).body as { etag: string };
  const input: VersionUpdateInput = {
    etag: version.etag,
    imageRootUrl: "/demo-media/images/",
    imageViews: [
      { temporaryId: "v1", name: "Front", code: "front", viewType: "Single" },
      { temporaryId: "v2", name: "Spin", code: "spin", viewType: "Range", frameLow: 0, frameHigh: 2 },
    ],
    imageMappingSource: MAPPING,
    imageMappingFile: "mapping.csv",
    imageMappingFileMimeType: "text/csv",
  };
  expect((await client.put(versionPath, input)).status).toBe(200);
  const product = (await client.get(`product/${scene.product.id}`)).body as Record<string, unknown>;
  const { productId: _id, created: _c, lastUpdated: _l, lastUpdatedBy: _b, parentProductName: _p, ...fields } = product;
  const format = [{ type: "view" }, { type: "static", text: "-" }, { type: "code" }, { type: "static", text: ".svg" }];
  const saved = await client.put(`product/${scene.product.id}`, {
    ...fields,
    imageRootUrl: "/images/",
    imageNameFormat: format,
  });
  expect(saved.status).toBe(200);
  return { ...scene, client };
}

describe("GET product/{id}/version/{versionId}/component/{componentId}", () => {
  it("answers the component with its placement, to every role; nothing else without expand", async () => {
    const scene = await componentScene(t.db);
    const component = scene.byCode("UP-red-leather");
    const viewer = await signedIn(t.app, scene.viewer);
    const res = await viewer.get(`${scene.base}/${component.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      componentId: component.id,
      code: "UP-red-leather",
      placementIndependentCode: "up-red-leather",
      usage: "Standard",
      unavailable: false,
      componentPlacementId: scene.upper.id,
      componentPackageId: scene.pack.id,
      componentGeneratorId: scene.rule.id,
      productId: scene.product.id,
      versionId: scene.v2.id,
      componentOptionIds: [scene.leather.id, scene.red.id],
      placement: { name: "UPPER placement", code: "UPPER" },
      etag: component.etag,
      created: component.createdAt.toISOString(),
      lastUpdated: component.updatedAt.toISOString(),
    });
  });

  it("adds the version, its views, mapping and product, the product's image settings and the options with expand", async () => {
    const scene = await viewing();
    const component = scene.byCode("UP-red-leather");
    const res = await scene.client.get(`${scene.base}/${component.id}?expand=version, imageviews,PRODUCTS,options`);
    expect(res.status).toBe(200);
    const body = asComponent(res.body);
    expect(body.version).toEqual({
      versionId: scene.v2.id,
      code: "2",
      imageRootUrl: "/demo-media/images/",
      imageViews: [
        expect.objectContaining({ name: "Front", code: "front", viewType: "Single", imageViewId: expect.any(String) }),
        expect.objectContaining({ name: "Spin", viewType: "Range", frameLow: 0, frameHigh: 2 }),
      ],
      imageMapping: [{ from: "front-UP-red-leather.svg", to: "front-red.svg", x: 1, y: 2, sx: null, sy: 0.5 }],
      product: { productId: scene.product.id, name: "Court Sneaker", styleCode: "SNK-1" },
    });
    expect(body.products).toEqual({
      imageRootUrl: "/images/",
      imageNameFormat: [
        { type: "view" },
        { type: "static", text: "-" },
        { type: "code" },
        { type: "static", text: ".svg" },
      ],
    });
    expect(body.componentOptions).toEqual([
      {
        componentOptionId: scene.leather.id,
        componentOptionDefinitionId: null,
        code: scene.leather.code,
        name: "Leather",
        assetsJson: [],
      },
      {
        componentOptionId: scene.red.id,
        componentOptionDefinitionId: scene.color.id,
        code: scene.red.code,
        name: "Red",
        assetsJson: [{ id: "a1", frame: null, asset: "red-swatch", type: "Asset" }],
      },
    ]);
  });

  it("leaves the views empty unless expand names imageviews, and answers only what expand names", async () => {
    const scene = await viewing();
    const component = scene.byCode("UP-red-leather");
    const body = asComponent((await scene.client.get(`${scene.base}/${component.id}?expand=version`)).body);
    expect(body.version).toMatchObject({ code: "2", imageViews: [], imageMapping: [expect.anything()] });
    expect(body).not.toHaveProperty("products");
    expect(body).not.toHaveProperty("componentOptions");
    const products = asComponent((await scene.client.get(`${scene.base}/${component.id}?expand=products`)).body);
    expect(products).not.toHaveProperty("version");
    expect(products.products?.imageRootUrl).toBe("/images/");
  });

  it("answers an empty mapping for a version whose mapping file cannot be read", async () => {
    const scene = await componentScene(t.db);
    const client = await signedIn(t.app, scene.admin);
    const versionPath = `product/${scene.product.id}/version/${scene.v2.id}`;
    const version = (await client.get(versionPath)).body as { etag: string };
    const bad = Buffer.from("view,component,image\nfront,red,front.png\n").toString("base64");
    await client.put(versionPath, { etag: version.etag, imageMappingSource: bad, imageMappingFile: "m.csv" });
    const res = await client.get(`${scene.base}/${scene.byCode("UP-extra").id}?expand=version`);
    expect(asComponent(res.body).version?.imageMapping).toEqual([]);
  });

  it("answers 400 for an unknown expand", async () => {
    const scene = await componentScene(t.db);
    const client = await signedIn(t.app, scene.admin);
    const res = await client.get(`${scene.base}/${scene.byCode("UP-extra").id}?expand=version,everything`);
    expect(res).toMatchObject({
      status: 400,
      body: { message: COMPONENT_MESSAGES.unknownExpand, modelState: { expand: [COMPONENT_MESSAGES.unknownExpand] } },
    });
  });

  it("answers 404 for another company's ids, another version's component and an unknown id; 401 signed out", async () => {
    const scene = await componentScene(t.db);
    const client = await signedIn(t.app, scene.admin);
    const mine = scene.byCode("UP-extra").id;
    for (const path of [
      `product/${scene.otherProduct.id}/version/${scene.otherVersion.id}/component/${scene.otherComponent?.id}`,
      `${scene.base}/${scene.otherComponent?.id}`,
      `product/${scene.product.id}/version/${scene.v1.id}/component/${mine}`,
      `product/${scene.sibling.id}/version/${scene.v2.id}/component/${mine}`,
      `${scene.base}/no-such-component`,
    ]) {
      expect(await client.get(path)).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    }
    expect(await get(t.app, `${scene.base}/${mine}`)).toMatchObject({ status: 401 });
  });
});
