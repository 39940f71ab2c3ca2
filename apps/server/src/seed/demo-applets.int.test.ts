import type { AppletList } from "@atelier/domain/settings/applet.schema";
import { describe, expect, it } from "vitest";
import { createCompanyWithEveryRole, signIn } from "../../test/factories";
import { apiClient } from "../../test/http";
import { useTestApp } from "../../test/test-app";
import type { Actor } from "../auth/actor";
import { readServedFile } from "../modules/settings/applet/applet.fixtures";
import { restoreDemoAppletBlobs, seedDemoApplets } from "./demo-applets";

const t = useTestApp();

describe("the demo applets", () => {
  it("are added once, and their files written to blob storage when it lacks them", async () => {
    const { company, admin } = await createCompanyWithEveryRole(t.db);
    const actor: Actor = {
      kind: "user",
      userId: admin.id,
      name: "Seed",
      sessionId: "seed",
      companyId: company.id,
      roles: ["Administrator"],
    };
    await seedDemoApplets(t.db, actor, new Date());
    await seedDemoApplets(t.db, actor, new Date());
    const cookie = await signIn(t.app, admin.email);
    const { applets } = (await apiClient(t.app, { cookie }).get("app")).body as AppletList;
    expect(applets.map((a) => [a.name, a.scope, a.files.map((f) => f.name)])).toEqual([
      ["Model viewer", "Global", ["app.js", "index.html", "style.css"]],
      ["Product model", "Product", ["app.js", "index.html", "style.css"]],
    ]);
    const viewer = applets[0]?.appletId ?? "";
    const page = () => readServedFile(t.app, cookie, viewer, "index.html");
    expect((await page()).statusCode).toBe(404);
    expect(await restoreDemoAppletBlobs(t.db, t.storage, company.id)).toBe(6);
    expect(await restoreDemoAppletBlobs(t.db, t.storage, company.id)).toBe(0);
    const served = await page();
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain("<title>Model viewer</title>");
    const script = await readServedFile(t.app, cookie, viewer, "app.js");
    expect(script.headers["content-type"]).toMatch(/^text\/javascript/);
  });
});
