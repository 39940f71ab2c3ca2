import { OPTIMIZATION_MESSAGES } from "@atelier/domain/asset/optimization.schema";
import {
  type OptimizationProfile,
  type OptimizationProfileList,
  PROFILE_MESSAGES,
} from "@atelier/domain/asset/optimization-profile.schema";
import type { AuditPage } from "@atelier/domain/shared/audit.schema";
import { fieldMessages, MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createCompanyWithEveryRole, signedIn } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { profileInput } from "./data-optimization-profile.fixtures";
import { PROFILE_NAME_TAKEN } from "./data-optimization-profile.service";

const t = useTestApp();

const modelStateOf = (body: unknown) => (body as { modelState: Record<string, string[]> }).modelState;

async function company(optimizeAssets = true) {
  const people = await createCompanyWithEveryRole(t.db, { optimizeAssets });
  return {
    ...people,
    admin: await signedIn(t.app, people.admin),
    configurator: await signedIn(t.app, people.configurator),
    viewer: await signedIn(t.app, people.viewer),
  };
}

describe("dataoptimizationprofile", () => {
  it("adds, lists by name, reads, changes and removes a profile, its writes audited", async () => {
    const { admin } = await company();
    const added = await admin.post("dataoptimizationprofile", profileInput({ name: " Web " }));
    expect(added.status).toBe(201);
    const profile = added.body as OptimizationProfile;
    expect(profile).toMatchObject({ name: "Web", description: "For the web" });
    expect(profile.profileJson.at(-1)).toEqual({ id: "save", type: "SaveAs", as: "Glb" });
    await admin.post("dataoptimizationprofile", profileInput({ name: "Archive" }));
    expect(
      ((await admin.get("dataoptimizationprofile")).body as OptimizationProfileList).items.map((p) => p.name),
    ).toEqual(["Archive", "Web"]);
    expect((await admin.get(`dataoptimizationprofile/${profile.dataOptimizationProfileId}`)).body).toEqual(profile);

    const steps = [
      { id: "simplify", type: "Simplify", ratio: 0.5, error: 0.001 },
      { id: "save", type: "SaveAs", as: "Gltf" },
    ];
    const changed = await admin.put(`dataoptimizationprofile/${profile.dataOptimizationProfileId}`, {
      name: "Web",
      description: "",
      profileJson: steps,
      etag: profile.etag,
    });
    expect(changed.status).toBe(200);
    const after = changed.body as OptimizationProfile;
    expect(after.profileJson).toEqual(steps);
    expect(after.etag).not.toBe(profile.etag);

    const history = await admin.get(`dataoptimizationprofile/${profile.dataOptimizationProfileId}/history`);
    expect((history.body as AuditPage).entries.map((entry) => entry.action)).toEqual(["update", "create"]);

    const stale = await admin.delete(
      `dataoptimizationprofile/${profile.dataOptimizationProfileId}?etag=${profile.etag}`,
    );
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ message: MESSAGES.staleEtag });
    const removed = await admin.delete(
      `dataoptimizationprofile/${profile.dataOptimizationProfileId}?etag=${after.etag}`,
    );
    expect(removed.status).toBe(200);
    expect((await admin.get(`dataoptimizationprofile/${profile.dataOptimizationProfileId}`)).status).toBe(404);
  });

  it.each([
    ["no name", { name: "  " }, "name", fieldMessages.required("Profile name")],
    ["no SaveAs", { profileJson: [{ id: "a", type: "Prune" }] }, "profileJson", PROFILE_MESSAGES.oneSaveAs],
    [
      "two SaveAs",
      {
        profileJson: [
          { id: "a", type: "SaveAs", as: "Glb" },
          { id: "b", type: "SaveAs", as: "Gltf" },
        ],
      },
      "profileJson",
      PROFILE_MESSAGES.oneSaveAs,
    ],
  ])("refuses %s with its message, storing nothing", async (_, values, field, message) => {
    const { admin } = await company();
    const res = await admin.post("dataoptimizationprofile", { ...profileInput(), ...values });
    expect(res.status).toBe(400);
    expect(modelStateOf(res.body)[field]).toEqual([message]);
    expect(((await admin.get("dataoptimizationprofile")).body as OptimizationProfileList).items).toEqual([]);
  });

  it("refuses steps whose numbers are out of range, and unknown step types", async () => {
    const { admin } = await company();
    for (const step of [
      { id: "s", type: "Simplify", ratio: 2, error: 0.01 },
      { id: "t", type: "TextureResize", maxSize: 9000 },
      { id: "w", type: "TextureWebp", quality: 0 },
      { id: "x", type: "Explode" },
    ]) {
      const res = await admin.post(
        "dataoptimizationprofile",
        profileInput({ profileJson: [step, { id: "save", type: "SaveAs", as: "Glb" }] as never }),
      );
      expect(res.status, JSON.stringify(step)).toBe(400);
    }
  });

  it("refuses a name another profile of the company holds", async () => {
    const { admin } = await company();
    await admin.post("dataoptimizationprofile", profileInput({ name: "Web" }));
    const res = await admin.post("dataoptimizationprofile", profileInput({ name: "Web" }));
    expect(res.status).toBe(409);
    expect(modelStateOf(res.body).name).toEqual([PROFILE_NAME_TAKEN]);
  });

  it("lets members read and editors write; role None only reads", async () => {
    const { admin, configurator, viewer } = await company();
    const profile = (await admin.post("dataoptimizationprofile", profileInput())).body as OptimizationProfile;
    expect((await viewer.get("dataoptimizationprofile")).status).toBe(200);
    expect((await viewer.get(`dataoptimizationprofile/${profile.dataOptimizationProfileId}`)).status).toBe(200);
    expect((await viewer.post("dataoptimizationprofile", profileInput())).status).toBe(403);
    const put = { ...profileInput(), etag: profile.etag };
    expect((await viewer.put(`dataoptimizationprofile/${profile.dataOptimizationProfileId}`, put)).status).toBe(403);
    expect(
      (await viewer.delete(`dataoptimizationprofile/${profile.dataOptimizationProfileId}?etag=${profile.etag}`)).status,
    ).toBe(403);
    expect((await configurator.post("dataoptimizationprofile", profileInput())).status).toBe(201);
    expect((await configurator.put(`dataoptimizationprofile/${profile.dataOptimizationProfileId}`, put)).status).toBe(
      200,
    );
  });

  it("refuses a company without 3D optimisation", async () => {
    const { admin } = await company(false);
    const res = await admin.get("dataoptimizationprofile");
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: OPTIMIZATION_MESSAGES.notEnabled });
    expect((await admin.post("dataoptimizationprofile", profileInput())).status).toBe(403);
  });

  it("answers 404 for another company's profile, exactly as for a missing one", async () => {
    const mine = await company();
    const other = await company();
    const profile = (await other.admin.post("dataoptimizationprofile", profileInput())).body as OptimizationProfile;
    const id = profile.dataOptimizationProfileId;
    const missing = await mine.admin.get("dataoptimizationprofile/no-such-profile");
    const foreign = await mine.admin.get(`dataoptimizationprofile/${id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(
      (await mine.admin.put(`dataoptimizationprofile/${id}`, { ...profileInput(), etag: profile.etag })).status,
    ).toBe(404);
    expect((await mine.admin.delete(`dataoptimizationprofile/${id}?etag=${profile.etag}`)).status).toBe(404);
    expect((await mine.admin.get(`dataoptimizationprofile/${id}/history`)).status).toBe(404);
    expect(((await mine.admin.get("dataoptimizationprofile")).body as OptimizationProfileList).items).toEqual([]);
  });
});
