import type { ComponentOption } from "@atelier/domain/catalogue/component-option.schema";
import type { EngineState } from "@atelier/domain/customer/evaluation.schema";
import { describe, expect, it } from "vitest";
import { createSite, optionUpdate } from "../../../../test/catalogue-factories";
import { createApiKey, signedIn, signedInAdmin } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { addStorefrontKey } from "../../account/storefront-key/storefront-key.fixtures";
import { blueprintOf, blueprintScene, componentsIn, publishProduct } from "./blueprint.fixtures";
import { STOREFRONT_BLUEPRINT_CACHE_CONTROL } from "./blueprint.routes";

const t = useTestApp();

async function changeOption(
  scene: Awaited<ReturnType<typeof blueprintScene>>,
  optionId: string,
  values: Parameters<typeof optionUpdate>[1],
) {
  const path = `componentoption/${optionId}`;
  const option = (await scene.client.get(path)).body as ComponentOption;
  const res = await scene.client.put(path, optionUpdate(option, values));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const reasonsByOption = (components: ReturnType<typeof componentsIn>) =>
  Object.fromEntries(
    components.map((component) => [component.code, [component.options[0]?.code, component.unavailable]]),
  );

describe("who reads a blueprint", () => {
  it("is 404 to another company and 401 without sign-in; any member or API key of the company reads", async () => {
    const scene = await blueprintScene(t);
    const other = await signedInAdmin(t);
    expect((await other.client.get(scene.path)).status).toBe(404);
    expect((await scene.client.get(`blueprint/${scene.otherProduct.styleCode}/1`)).status).toBe(404);
    expect((await apiClient(t.app).get(scene.path)).status).toBe(401);
    const key = await createApiKey(t.db, scene.company, ["None"]);
    expect((await apiClient(t.app, { authorization: key.authorization }).get(scene.path)).status).toBe(200);
  });

  it("lets a storefront key read the active version of a Production product only", async () => {
    const scene = await blueprintScene(t);
    const { asStorefront } = await addStorefrontKey(t, await signedIn(t.app, scene.admin), scene.company.id, {
      name: "Shop",
    });
    expect((await asStorefront.get("blueprint/SNK-1/_")).status).toBe(404);
    await publishProduct(t, scene);
    const read = await asStorefront.get("blueprint/SNK-1/_");
    expect(read.status).toBe(200);
    expect(read.response.headers["cache-control"]).toBe(STOREFRONT_BLUEPRINT_CACHE_CONTROL);
    expect((await asStorefront.get("blueprint/SNK-1/1")).status).toBe(200);
    expect((await asStorefront.get(scene.path)).status).toBe(404);
    expect((await asStorefront.post(`${scene.path}/evaluate`, {})).status).toBe(404);
    expect((await asStorefront.post("blueprint/SNK-1/_/evaluate", {})).status).toBe(200);
  });

  it("is 404 to a storefront when the product is not sold on its site", async () => {
    const scene = await blueprintScene(t);
    const { asStorefront } = await addStorefrontKey(t, await signedIn(t.app, scene.admin), scene.company.id, {
      name: "Shop",
    });
    await publishProduct(t, scene, { sites: ["US"] });
    expect((await asStorefront.get("blueprint/SNK-1/_?site=US")).status).toBe(200);
    expect((await asStorefront.get("blueprint/SNK-1/_?site=EU")).status).toBe(404);
    const staff = await blueprintOf(scene.client, "blueprint/SNK-1/_?site=EU");
    expect(staff.product.unavailable).toBe("inactive");
  });
});

describe("availability for a site and a date", () => {
  it("marks components whose options are not yet active, until the preview date passes their start", async () => {
    const scene = await blueprintScene(t);
    const start = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    await changeOption(scene, scene.options.lea.id, { activeFrom: start });
    const now = componentsIn(await blueprintOf(scene.client, scene.path));
    expect(Object.values(reasonsByOption(now))).toEqual(
      expect.arrayContaining([
        ["LEA", "notYetActive"],
        ["CAN", null],
      ]),
    );
    const later = new Date(Date.parse(start) + 60_000).toISOString();
    const previewed = await blueprintOf(scene.client, `${scene.path}?previewDate=${encodeURIComponent(later)}`);
    expect(componentsIn(previewed).every((component) => component.unavailable === null)).toBe(true);
    expect(previewed.date).toBe(new Date(Math.floor(Date.parse(later) / 60_000) * 60_000).toISOString());
  });

  it("applies per-site overrides: out of stock on one site only", async () => {
    const scene = await blueprintScene(t);
    await createSite(t.db, scene.company, { code: "EU" });
    await changeOption(scene, scene.options.can.id, {
      inactivePerSite: [{ siteCode: "EU", inactive: false, activeFrom: null, inventory: 0 }],
    });
    const eu = await blueprintOf(scene.client, `${scene.path}?site=EU&locale=de-DE`);
    expect(eu).toMatchObject({ site: "EU", locale: "de-DE" });
    expect(Object.values(reasonsByOption(componentsIn(eu)))).toContainEqual(["CAN", "outOfStock"]);
    const us = await blueprintOf(scene.client, `${scene.path}?site=US`);
    expect(componentsIn(us).every((component) => component.unavailable === null)).toBe(true);
  });
});

describe("POST blueprint evaluate", () => {
  it("answers the engine's state: a component blocked with the rule's description", async () => {
    const scene = await blueprintScene(t);
    await createSite(t.db, scene.company, { code: "EU" });
    await changeOption(scene, scene.options.can.id, { tags: ["canvas"] });
    await scene.putVersion(() => ({
      rulesJson: [
        {
          id: "r1",
          type: "Coded",
          description: "Canvas is sold out",
          inactive: false,
          source: [],
          target: [],
          except: [],
          code: "IF ALWAYS THEN BLOCK(canvas) END",
        },
      ],
    }));
    const res = await scene.client.post(`${scene.path}/evaluate`, { selections: {}, initial: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const state = res.body as EngineState;
    const upper = state.placements.find((placement) => placement.code === "UP");
    expect(upper?.blocked.length).toBe(2);
    expect(upper?.blocked[0]?.blockedBy[0]?.description).toBe("Canvas is sold out");
  });

  it("refuses bad input with 400", async () => {
    const scene = await blueprintScene(t);
    expect((await scene.client.post(`${scene.path}/evaluate`, { selections: { UP: 5 } })).status).toBe(400);
    expect((await scene.client.post(`${scene.path}/evaluate`, { values: { text: { deep: 1 } } })).status).toBe(400);
    expect((await scene.client.get("blueprint/SNK-1/abc")).status).toBe(400);
    expect((await scene.client.get(`${scene.path}?previewDate=tomorrow`)).status).toBe(400);
  });
});
