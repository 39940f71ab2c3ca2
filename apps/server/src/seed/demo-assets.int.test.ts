import type { AssetList } from "@atelier/domain/asset/asset.schema";
import { describe, expect, it } from "vitest";
import { signIn } from "../../test/factories";
import { apiClient } from "../../test/http";
import { TEST_HASH_COST, useTestApp } from "../../test/test-app";
import { Passwords } from "../auth/passwords";
import { assetRowsUnder } from "../modules/asset/asset/asset.service";
import { DEMO_ASSET_IMAGES, DEMO_ASSET_MODELS, ensureDemoAssets } from "./demo-assets";
import { DEMO, seedDemo } from "./demo-seed";
import { findCompanyByName } from "./seed.repo";

const t = useTestApp();

describe("the demo's asset library", () => {
  it("holds the component images and the model once, and restores a missing object", async () => {
    await seedDemo(t.db, new Passwords(TEST_HASH_COST));
    const deps = { db: t.db, storage: t.storage, clock: () => new Date(), log: t.app.log };
    const demo = { company: DEMO.company, adminEmail: DEMO.admin.email };
    const written = await ensureDemoAssets(deps, demo);
    expect(written).toBeGreaterThan(100);
    expect(await ensureDemoAssets(deps, demo)).toBe(0);

    const cookie = await signIn(t.app, DEMO.admin.email, DEMO.password);
    const admin = apiClient(t.app, { cookie });
    const read = (path: string) => t.app.inject({ method: "GET", url: `/api/v1/${path}`, headers: { cookie } });
    const models = (await admin.get(`asset?prefix=${DEMO_ASSET_MODELS}`)).body as AssetList;
    expect(models.assets.map((asset) => [asset.name, asset.contentType])).toEqual([
      [`${DEMO_ASSET_MODELS}sneaker.glb`, "model/gltf-binary"],
    ]);
    const laces = (await admin.get(`asset?prefix=${DEMO_ASSET_IMAGES}LACES-RED_front`)).body as AssetList;
    expect(laces.assets).toMatchObject([
      { name: `${DEMO_ASSET_IMAGES}LACES-RED_front_00.svg`, contentType: "image/svg+xml" },
    ]);
    const preview = await read(`asset/data/${DEMO_ASSET_IMAGES}LACES-RED_front_00.svg?width=200`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toBe("image/webp");

    const company = await findCompanyByName(t.db, DEMO.company);
    const [first] = await assetRowsUnder(deps, company?.id ?? "", DEMO_ASSET_IMAGES);
    await t.storage.delete(first?.storageKey ?? "");
    expect(await ensureDemoAssets(deps, demo)).toBe(1);
    expect((await read(`asset/data/${first?.name}`)).statusCode).toBe(200);
  });
});
