import type { Blueprint, BlueprintComponent } from "@atelier/domain/customer/blueprint.schema";
import { type Version, VersionFields, type VersionUpdateInput } from "@atelier/domain/product/version.schema";
import { eq } from "drizzle-orm";
import { expect, vi } from "vitest";
import type { ApiClient, CallOptions } from "../../../../test/http";
import { call } from "../../../../test/http";
import type { TestApp } from "../../../../test/test-app";
import { products } from "../../../db/schema/products";
import { ruleScene, savedOf } from "../../product/component-rule/component-rule.fixtures";

/** The fields a version update sends: the version as read, without what the server fills in. */
function updateOf(version: Version): VersionUpdateInput {
  const fields = Object.fromEntries(
    Object.keys(VersionFields.shape).map((key) => [key, version[key as keyof Version]]),
  ) as VersionUpdateInput;
  return { ...fields, etag: version.etag };
}

/**
 * A version ready to configure (see ruleScene): version 2 of SNK-1 with a group 'Body' holding the placement
 * Upper (UP) and its four generated components (LEA, CAN x RED, BLU), a Front view, a base price of 100 USD
 * and a personalization text on the placement. `putVersion` changes the version through the API.
 */
export async function blueprintScene(t: Pick<TestApp, "app" | "db">) {
  const scene = await ruleScene(t);
  const generated = savedOf(await scene.client.post(scene.path, scene.input()), 201);
  const versionPath = `product/${scene.product.id}/version/${scene.v2.id}`;
  const putVersion = async (change: (version: Version) => Partial<VersionUpdateInput>) => {
    const read = await scene.client.get(versionPath);
    expect(read.status).toBe(200);
    const version = read.body as Version;
    const res = await scene.client.put(versionPath, { ...updateOf(version), ...change(version) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Version;
  };
  await putVersion(() => ({
    componentGroups: [
      {
        name: "Body",
        code: "BODY",
        explicitOrder: null,
        customAttributesJson: [],
        componentPlacements: [
          {
            componentPlacementId: scene.placement.componentPlacementId,
            componentPlacement: null,
            hidden: false,
            locked: false,
            synchronizationKey: "",
            quantityMultiplier: null,
            customAttributesJson: [
              { id: "a1", name: "personalization-text", value: "" },
              { id: "a2", name: "personalization-limit", value: 12 },
            ],
          },
        ],
      },
    ],
    imageViews: [{ name: "Front", code: "front", viewType: "Single" }],
    priceJson: [{ id: "p1", currencyCode: "USD", value: 100, breakpoint: null }],
  }));
  const path = `blueprint/${scene.product.styleCode}/2`;
  const generator = { id: generated.componentGeneratorId, etag: generated.generators[0]?.etag ?? "" };
  return { ...scene, rulePath: scene.path, generator, versionPath, putVersion, path };
}

/** GET blueprint as `as`; the answer's status, body and headers. */
export function getBlueprint(t: Pick<TestApp, "app">, path: string, as: CallOptions = {}) {
  return call(t.app, "GET", path, undefined, as);
}

/** Every component of the blueprint, in order. */
export const componentsIn = (blueprint: Blueprint): BlueprintComponent[] =>
  blueprint.groups.flatMap((group) => group.placements.flatMap((placement) => placement.components));

/** A client's read of a blueprint that must answer 200. */
export async function blueprintOf(client: ApiClient, path: string): Promise<Blueprint> {
  const res = await client.get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Blueprint;
}

/**
 * Writes the product's status (and settings) straight to the database, as another process would, and waits
 * for the revision's notification to reach this one (immediate on PGlite, a moment later on PostgreSQL).
 */
export async function publishProduct(
  t: Pick<TestApp, "db">,
  scene: Pick<Awaited<ReturnType<typeof blueprintScene>>, "client" | "product">,
  settings: object = {},
): Promise<void> {
  const [row] = await t.db.select().from(products).where(eq(products.id, scene.product.id));
  await t.db
    .update(products)
    .set({ productStatus: "Production", settings: { ...row?.settings, ...settings } })
    .where(eq(products.id, scene.product.id));
  await vi.waitFor(async () =>
    expect((await blueprintOf(scene.client, "blueprint/SNK-1/_")).product.productStatus).toBe("Production"),
  );
}
