import { describe, expect, it } from "vitest";
import { post } from "../../test/http";
import { TEST_HASH_COST, useTestApp } from "../../test/test-app";
import { Passwords } from "../auth/passwords";
import { DEMO, seedDemo, seedDemoIfEmpty } from "./demo-seed";
import { countCompanies } from "./seed.repo";

const t = useTestApp();
const passwords = new Passwords(TEST_HASH_COST);

describe("demo seed", () => {
  it("creates the demo workspace once; running it again changes nothing", async () => {
    expect(await seedDemoIfEmpty(t.db, passwords)).toBe(true);
    expect(await seedDemoIfEmpty(t.db, passwords)).toBe(false);
    await seedDemo(t.db, passwords);
    expect(await countCompanies(t.db)).toBe(2);

    const admin = await post(t.app, "account/login", { username: DEMO.admin.email, password: DEMO.password });
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({
      fullName: DEMO.admin.fullName,
      userRoles: ["Administrator"],
      instanceTitle: "Demo Outfitters",
      company: { manageAssets: true, optimizeAssets: true, hasAdvancedModeration: true, hasImageModeration: true },
      instances: [
        { title: "Demo Outfitters", instanceType: "Production" },
        { title: "Demo Outfitters Staging", instanceType: "Staging" },
      ],
    });

    const viewer = await post(t.app, "account/login", { username: DEMO.viewer.email, password: DEMO.password });
    expect(viewer.body).toMatchObject({
      userRoles: ["None"],
      permissions: { admin: false, canEdit: false, orders: false },
      instances: [{ title: "Demo Outfitters" }],
    });
  });

  it("lets anyone register a company with DEMO-INVITE, any number of times", async () => {
    for (const name of ["First Studio", "Second Studio"]) {
      const res = await post(t.app, "account/register", {
        invitationCode: DEMO.invitationCode,
        fullName: "Sam Starter",
        username: `${name.replace(" ", ".").toLowerCase()}@example.test`,
        company: name,
        password: "starter-pass",
        confirmPassword: "starter-pass",
      });
      expect(res.status).toBe(200);
    }
  });
});
