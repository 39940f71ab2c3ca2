import type { Component } from "@atelier/domain/product/component.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../../../test/factories";
import { call } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { findProductRow } from "../product/product.service";
import { componentScene } from "./component.fixtures";

const t = useTestApp();
const asComponent = (body: unknown) => body as Component;

async function updating() {
  const scene = await componentScene(t.db);
  const component = scene.byCode("UP-red-leather");
  const client = await signedIn(t.app, scene.configurator);
  return { ...scene, component, client, path: `${scene.base}/${component.id}` };
}

describe("PUT product/{id}/version/{versionId}/component/{componentId}", () => {
  it("saves 'unavailable' with a new etag and marks the product changed by the caller", async () => {
    const { client, path, component, company, product, configurator } = await updating();
    t.advanceClock(60_000);
    const res = await client.put(path, { unavailable: true, etag: component.etag });
    expect(res.status).toBe(200);
    const saved = asComponent(res.body);
    expect(saved).toMatchObject({ componentId: component.id, unavailable: true, placement: { code: "UPPER" } });
    expect(saved.etag).not.toBe(component.etag);
    expect(saved.lastUpdated > component.updatedAt.toISOString()).toBe(true);
    expect(asComponent((await client.get(path)).body)).toEqual(saved);
    const touched = await findProductRow(t.db, company.id, product.id);
    expect(touched?.updatedBy).toBe(configurator.id);
    expect(touched && touched.updatedAt > product.updatedAt).toBe(true);

    const back = await client.put(path, { unavailable: false, etag: saved.etag });
    expect(asComponent(back.body)).toMatchObject({ unavailable: false });
  });

  it("writes nothing when the flag is unchanged, and answers expanded like a read", async () => {
    const { client, path, component, product } = await updating();
    const res = await client.put(`${path}?expand=version,products`, { unavailable: false, etag: component.etag });
    expect(res.status).toBe(200);
    expect(asComponent(res.body)).toMatchObject({
      etag: component.etag,
      version: { code: "2", product: { productId: product.id } },
      products: { imageNameFormat: [] },
    });
  });

  it("answers 412 for a stale etag and keeps the flag", async () => {
    const { client, path, component } = await updating();
    const first = asComponent((await client.put(path, { unavailable: true, etag: component.etag })).body);
    const stale = await client.put(path, { unavailable: false, etag: component.etag });
    expect(stale).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
    expect(asComponent((await client.get(path)).body)).toMatchObject({ unavailable: true, etag: first.etag });
  });

  it.each([
    [{ unavailable: true }, "etag", "Etag is required."],
    [{ unavailable: true, etag: "" }, "etag", "Etag is required."],
  ])("answers 400 for %j", async (body, field, message) => {
    const { client, path } = await updating();
    const res = await client.put(path, body);
    expect(res).toMatchObject({
      status: 400,
      body: { message: MESSAGES.validationFailed, modelState: { [field]: [message] } },
    });
  });

  it("answers 400 without the flag, and for an unknown expand", async () => {
    const { client, path, component } = await updating();
    const res = await client.put(path, { etag: component.etag });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { modelState: object }).modelState)).toEqual(["unavailable"]);
    expect((await client.put(`${path}?expand=all`, { unavailable: true, etag: component.etag })).status).toBe(400);
  });

  it("answers 403 for role None, 404 for another company's ids, 401 signed out", async () => {
    const scene = await updating();
    const body = { unavailable: true, etag: scene.component.etag };
    const viewer = await signedIn(t.app, scene.viewer);
    expect(await viewer.put(scene.path, body)).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
    const other = scene.otherComponent;
    for (const path of [
      `product/${scene.otherProduct.id}/version/${scene.otherVersion.id}/component/${other?.id}`,
      `${scene.base}/${other?.id}`,
      `product/${scene.sibling.id}/version/${scene.v2.id}/component/${scene.component.id}`,
    ]) {
      expect(await scene.client.put(path, { unavailable: true, etag: other?.etag })).toMatchObject({ status: 404 });
    }
    expect((await call(t.app, "PUT", scene.path, body)).status).toBe(401);
    expect(asComponent((await scene.client.get(scene.path)).body).unavailable).toBe(false);
  });
});
