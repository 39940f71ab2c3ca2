import type { Optimization, OptimizationList } from "@atelier/domain/asset/optimization.schema";
import type { OptimizationProfileList } from "@atelier/domain/asset/optimization-profile.schema";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../test/factories";
import { TEST_HASH_COST, useTestApp } from "../../test/test-app";
import { Passwords } from "../auth/passwords";
import { DEMO_MODEL_NAME, DEMO_PROFILE, ensureDemoOptimization } from "./demo-optimization";
import { DEMO, seedDemo } from "./demo-seed";

const t = useTestApp();

describe("the demo's 3D optimisation", () => {
  it("gives the demo company the web profile and one finished optimisation of the sneaker, once", async () => {
    await seedDemo(t.db, new Passwords(TEST_HASH_COST));
    const deps = { db: t.db, storage: t.storage, clock: () => new Date(), log: t.app.log };
    const demo = { company: DEMO.company, adminEmail: DEMO.admin.email };
    expect(await ensureDemoOptimization(deps, demo)).toBe(true);
    expect(await ensureDemoOptimization(deps, demo)).toBe(false);
    await seedDemo(t.db, new Passwords(TEST_HASH_COST));

    const admin = await signedIn(t.app, { email: DEMO.admin.email }, DEMO.password);
    const profiles = (await admin.get("dataoptimizationprofile")).body as OptimizationProfileList;
    expect(profiles.items.map((profile) => [profile.name, profile.profileJson])).toEqual([
      [DEMO_PROFILE.name, DEMO_PROFILE.steps],
    ]);
    const list = (await admin.get("dataoptimization")).body as OptimizationList;
    expect(list.items).toHaveLength(1);
    const optimization = (await admin.get(`dataoptimization/${list.items[0]?.dataOptimizationId}`))
      .body as Optimization;
    expect(optimization).toMatchObject({
      name: DEMO_MODEL_NAME,
      status: "Success",
      createdBy: DEMO.admin.fullName,
      optimizationMethod: profiles.items[0]?.dataOptimizationProfileId,
    });
    expect(optimization.validator?.errors).toBe(0);
    expect(optimization.after?.size).toBeLessThan(optimization.before?.size ?? 0);
    const result = await t.app.inject({ method: "GET", url: optimization.resultUrl ?? "", headers: { cookie: "" } });
    expect(result.statusCode).toBe(401);

    // A storage that lacks the files (a prepared database) gets the optimisation made again.
    const key = (await t.storage.list("")).items.find((item) =>
      item.key.includes(`/optimizations/${optimization.dataOptimizationId}/result/`),
    );
    expect(key).toBeDefined();
    await t.storage.delete(key?.key ?? "");
    expect(await ensureDemoOptimization(deps, demo)).toBe(true);
    const again = (await admin.get("dataoptimization")).body as OptimizationList;
    expect(again.items.map((item) => item.status)).toEqual(["Success"]);
  });
});
