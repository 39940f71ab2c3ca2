import { describe, expect, it } from "vitest";
import { createApiKey } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { blueprintOf, blueprintScene, componentsIn, getBlueprint } from "./blueprint.fixtures";
import { STAFF_BLUEPRINT_CACHE_CONTROL } from "./blueprint.routes";

const t = useTestApp();

describe("GET blueprint", () => {
  it("answers the compiled version: groups, placements, components with options, views, prices", async () => {
    const scene = await blueprintScene(t);
    const blueprint = await blueprintOf(scene.client, scene.path);
    expect(blueprint.product).toMatchObject({ styleCode: "SNK-1", name: "Court Sneaker", unavailable: null });
    expect(blueprint.version).toMatchObject({ code: 2, active: false });
    expect(blueprint.production).toBe(false);
    expect(blueprint.priceJson).toEqual([{ id: "p1", currencyCode: "USD", value: 100, breakpoint: null }]);
    const [group] = blueprint.groups;
    expect(group?.name).toBe("Body");
    const [placement] = group?.placements ?? [];
    expect(placement).toMatchObject({ code: "UP", name: "Upper", optional: false });
    expect(placement?.fields).toEqual([
      expect.objectContaining({ attribute: "personalization-text", kind: "string", maxLength: 12, defaultValue: null }),
    ]);
    const components = componentsIn(blueprint);
    expect(components).toHaveLength(4);
    expect(components.map((component) => component.code)).toEqual([...components.map((c) => c.code)].sort());
    const [first] = components;
    expect(first?.options.map((option) => option.definitionName)).toEqual(["Material", "Color"]);
    expect(first?.unavailable).toBeNull();
    expect(Object.keys(first?.images ?? {})).toEqual(["front"]);
    expect(blueprint.views.map((view) => view.code)).toEqual(["front"]);
    expect(blueprint.views[0]?.placementCodes).toEqual(["UP"]);
  });

  it("answers the active version for _, and 404 for a version or product that does not exist", async () => {
    const scene = await blueprintScene(t);
    expect((await blueprintOf(scene.client, "blueprint/SNK-1/_")).version.code).toBe(1);
    expect((await scene.client.get("blueprint/SNK-1/9")).status).toBe(404);
    expect((await scene.client.get("blueprint/NOPE/_")).status).toBe(404);
  });

  it("answers 304 to the ETag while nothing changed, with private no-cache for staff", async () => {
    const scene = await blueprintScene(t);
    const first = await scene.client.get(scene.path);
    const etag = String(first.response.headers.etag);
    expect(first.response.headers["cache-control"]).toBe(STAFF_BLUEPRINT_CACHE_CONTROL);
    const key = await createApiKey(t.db, scene.company, ["None"]);
    const again = await getBlueprint(t, scene.path, {
      authorization: key.authorization,
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
  });
});
