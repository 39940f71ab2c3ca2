import type { ComponentPlacement } from "@atelier/domain/catalogue/component-placement.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { invalidCodeMessage } from "@atelier/domain/shared/style-code";
import { describe, expect, it } from "vitest";
import {
  addComponentPlacement,
  addComponentType,
  componentPlacementInput,
  componentPlacementUpdate,
} from "../../../../test/catalogue-factories";
import { createApiKey, createCompanyWithEveryRole, signedIn, signedInAdmin } from "../../../../test/factories";
import { type ApiClient, apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { COMPONENT_PLACEMENT_MESSAGES } from "./component-placement-messages";

const t = useTestApp();
const asPlacement = (body: unknown) => body as ComponentPlacement;

const addType = (client: ApiClient, name: string) => addComponentType(client, { name });
const addPlacement = addComponentPlacement;

/** An admin of a new company with two types, Upper and Sole. */
async function adminWithTypes() {
  const signedInAs = await signedInAdmin(t);
  const upper = await addType(signedInAs.client, "Upper");
  const sole = await addType(signedInAs.client, "Sole");
  return { ...signedInAs, upper, sole };
}

describe("POST componentplacement and GET", () => {
  it("adds a placement with its types named, reads it back and lists the company's placements by name", async () => {
    const { client, upper, sole } = await adminWithTypes();
    const placement = await addPlacement(client, {
      name: " Toe cap ",
      code: "TOE",
      usage: "Joint",
      jointTags: ["heel"],
      componentTypes: [
        { componentTypeId: sole.componentTypeId, codePrefix: "S-", optional: true },
        { componentTypeId: upper.componentTypeId, codeSuffix: "-U" },
      ],
    });
    expect(placement).toMatchObject({
      name: "Toe cap",
      code: "TOE",
      usage: "Joint",
      assistantType: "None",
      jointTags: ["heel"],
      componentTypes: [
        { componentTypeId: sole.componentTypeId, name: "Sole", codePrefix: "S-", codeSuffix: "", optional: true },
        { componentTypeId: upper.componentTypeId, name: "Upper", codePrefix: "", codeSuffix: "-U", optional: false },
      ],
    });
    expect((await client.get(`componentplacement/${placement.componentPlacementId}`)).body).toEqual(placement);
    const heel = await addPlacement(client, { name: "Heel" });
    expect((await client.get("componentplacement")).body).toEqual({ componentPlacements: [heel, placement] });
  });

  it("validates the fields with their messages", async () => {
    const { client } = await adminWithTypes();
    const res = await client.post("componentplacement", { name: " ", code: "A#1", usage: "Floor" });
    expect(res).toMatchObject({
      status: 400,
      body: {
        message: MESSAGES.validationFailed,
        modelState: { name: ["Name is required."], code: [invalidCodeMessage("Code")] },
      },
    });
    expect(res.body).toHaveProperty(["modelState", "usage"]);
    const noCode = await client.post("componentplacement", { name: "No code" });
    expect(noCode).toMatchObject({ status: 400, body: { modelState: { code: ["Code is required."] } } });
  });

  it("refuses types that are missing, archived, another company's or repeated", async () => {
    const { client, upper, sole } = await adminWithTypes();
    const foreign = await addType((await signedInAdmin(t)).client, "Foreign");
    await client.delete(`componenttype/${sole.componentTypeId}?etag=${sole.etag}`);
    const res = await client.post(
      "componentplacement",
      componentPlacementInput({
        componentTypes: [upper, foreign, sole, upper, { componentTypeId: "no-such-type" }].map(
          ({ componentTypeId }) => ({
            componentTypeId,
          }),
        ),
      }),
    );
    const notFound = [COMPONENT_PLACEMENT_MESSAGES.typeNotFound];
    expect(res).toMatchObject({ status: 400, body: { message: MESSAGES.validationFailed } });
    expect((res.body as { modelState: unknown }).modelState).toEqual({
      "componentTypes.1.componentTypeId": notFound,
      "componentTypes.2.componentTypeId": notFound,
      "componentTypes.3.componentTypeId": [COMPONENT_PLACEMENT_MESSAGES.typeTwice],
      "componentTypes.4.componentTypeId": notFound,
    });
    expect((await client.get("componentplacement")).body).toEqual({ componentPlacements: [] });
  });

  it("refuses a code another live placement of the company has with 409, and frees it once archived", async () => {
    const { client } = await adminWithTypes();
    const first = await addPlacement(client, { code: "HEEL" });
    const taken = await client.post("componentplacement", componentPlacementInput({ code: "HEEL" }));
    expect(taken).toMatchObject({
      status: 409,
      body: { modelState: { code: [COMPONENT_PLACEMENT_MESSAGES.codeTaken] } },
    });
    expect(
      (await (await signedInAdmin(t)).client.post("componentplacement", componentPlacementInput({ code: "HEEL" })))
        .status,
    ).toBe(201);
    expect((await client.delete(`componentplacement/${first.componentPlacementId}?etag=${first.etag}`)).status).toBe(
      204,
    );
    expect((await client.post("componentplacement", componentPlacementInput({ code: "HEEL" }))).status).toBe(201);
  });

  it("answers another company's placement exactly like a missing one: 404", async () => {
    const { client } = await adminWithTypes();
    const placement = await addPlacement(client);
    const outsider = (await signedInAdmin(t)).client;
    const foreign = await outsider.get(`componentplacement/${placement.componentPlacementId}`);
    expect(foreign).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    expect((await outsider.get("componentplacement/no-such-placement")).body).toEqual(foreign.body);
    expect((await outsider.get(`componentplacement/${placement.componentPlacementId}/options`)).status).toBe(404);
  });
});

describe("PUT componentplacement/{id}", () => {
  it("writes every field and the types in the new order, with a new etag", async () => {
    const { client, upper, sole } = await adminWithTypes();
    const placement = await addPlacement(client, { componentTypes: [{ componentTypeId: upper.componentTypeId }] });
    const res = await client.put(
      `componentplacement/${placement.componentPlacementId}`,
      componentPlacementUpdate(placement, {
        name: "Renamed",
        assistantType: "Color",
        doNotTrackInventory: true,
        componentTypes: [
          { componentTypeId: sole.componentTypeId, optional: true },
          { componentTypeId: upper.componentTypeId, codePrefix: "U" },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const updated = asPlacement(res.body);
    expect(updated).toMatchObject({
      name: "Renamed",
      assistantType: "Color",
      doNotTrackInventory: true,
      componentTypes: [
        { componentTypeId: sole.componentTypeId, name: "Sole", optional: true },
        { componentTypeId: upper.componentTypeId, name: "Upper", codePrefix: "U", optional: false },
      ],
      created: placement.created,
    });
    expect(updated.etag).not.toBe(placement.etag);
    expect((await client.get(`componentplacement/${placement.componentPlacementId}`)).body).toEqual(updated);
  });

  it("refuses another placement's code with 409 and a repeated type with 400, changing nothing", async () => {
    const { client, upper } = await adminWithTypes();
    const placement = await addPlacement(client);
    const other = await addPlacement(client);
    const path = `componentplacement/${placement.componentPlacementId}`;
    const taken = await client.put(path, componentPlacementUpdate(placement, { code: other.code }));
    expect(taken).toMatchObject({
      status: 409,
      body: { modelState: { code: [COMPONENT_PLACEMENT_MESSAGES.codeTaken] } },
    });
    const twice = [upper, upper].map(({ componentTypeId }) => ({ componentTypeId }));
    const repeated = await client.put(path, componentPlacementUpdate(placement, { componentTypes: twice }));
    expect(repeated).toMatchObject({
      status: 400,
      body: { modelState: { "componentTypes.1.componentTypeId": [COMPONENT_PLACEMENT_MESSAGES.typeTwice] } },
    });
    expect((await client.get(path)).body).toEqual(placement);
  });

  it("answers 412 for a stale etag and 404 for another company's placement, changing nothing", async () => {
    const { client, upper } = await adminWithTypes();
    const placement = await addPlacement(client);
    const path = `componentplacement/${placement.componentPlacementId}`;
    const first = await client.put(path, componentPlacementUpdate(placement, { name: "First" }));
    const stale = await client.put(
      path,
      componentPlacementUpdate(placement, {
        name: "Second",
        componentTypes: [{ componentTypeId: upper.componentTypeId }],
      }),
    );
    expect(stale).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
    const outsider = (await signedInAdmin(t)).client;
    const foreign = await outsider.put(path, componentPlacementUpdate(asPlacement(first.body), { name: "Mine" }));
    expect(foreign).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    expect((await client.get(path)).body).toEqual(first.body);
  });
});

describe("DELETE componentplacement/{id}?etag=", () => {
  it("archives: 204, then the placement leaves the list and gets; stale, missing etag and foreign are refused", async () => {
    const { client } = await adminWithTypes();
    const placement = await addPlacement(client);
    const path = `componentplacement/${placement.componentPlacementId}`;
    const renamed = asPlacement(
      (await client.put(path, componentPlacementUpdate(placement, { name: "Renamed" }))).body,
    );
    expect(await client.delete(`${path}?etag=${placement.etag}`)).toMatchObject({
      status: 412,
      body: { message: MESSAGES.staleEtag },
    });
    expect((await client.delete(`${path}?etag=`)).status).toBe(400);
    expect((await (await signedInAdmin(t)).client.delete(`${path}?etag=${renamed.etag}`)).status).toBe(404);
    expect((await client.get(path)).body).toEqual(renamed);
    expect((await client.delete(`${path}?etag=${renamed.etag}`)).status).toBe(204);
    expect((await client.get(path)).status).toBe(404);
    expect((await client.get(`${path}/options`)).status).toBe(404);
    expect((await client.get("componentplacement")).body).toEqual({ componentPlacements: [] });
  });
});

describe("POST componentplacement/export", () => {
  it("exports the placements by code in the order asked, each once; an unknown or foreign code is a 404", async () => {
    const { client, upper } = await adminWithTypes();
    const toe = await addPlacement(client, {
      code: "TOE",
      componentTypes: [{ componentTypeId: upper.componentTypeId }],
    });
    const heel = await addPlacement(client, { code: "HEEL" });
    await addPlacement((await signedInAdmin(t)).client, { code: "THEIRS" });
    const res = await client.post("componentplacement/export", { codes: ["TOE", "HEEL", "TOE"] });
    expect(res).toMatchObject({ status: 200 });
    expect(res.body).toEqual({
      format: "atelier.componentplacement",
      formatVersion: 1,
      exportedAt: expect.any(String),
      componentPlacements: [toe, heel],
    });
    const foreign = await client.post("componentplacement/export", { codes: ["TOE", "THEIRS"] });
    expect(foreign).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
  });
});

describe("permissions", () => {
  it("lets role None read but not write or export; an API key acts with its roles", async () => {
    const { company, admin, viewer } = await createCompanyWithEveryRole(t.db);
    const placement = await addPlacement(await signedIn(t.app, admin), { code: "SHARED" });
    const path = `componentplacement/${placement.componentPlacementId}`;
    const asViewer = await signedIn(t.app, viewer);
    for (const read of [path, `${path}/options`, "componentplacement"]) {
      expect((await asViewer.get(read)).status).toBe(200);
    }
    expect((await asViewer.post("componentplacement", componentPlacementInput())).status).toBe(403);
    expect((await asViewer.put(path, componentPlacementUpdate(placement))).status).toBe(403);
    expect((await asViewer.delete(`${path}?etag=${placement.etag}`)).status).toBe(403);
    expect((await asViewer.post("componentplacement/export", { codes: ["SHARED"] })).status).toBe(403);
    const reader = apiClient(t.app, { authorization: (await createApiKey(t.db, company, ["None"])).authorization });
    expect((await reader.get(`${path}/options`)).status).toBe(200);
    expect((await reader.put(path, componentPlacementUpdate(placement))).status).toBe(403);
    const editor = apiClient(t.app, {
      authorization: (await createApiKey(t.db, company, ["Manage Configuration"])).authorization,
    });
    expect((await editor.put(path, componentPlacementUpdate(placement, { name: "By key" }))).status).toBe(200);
    expect((await editor.post("componentplacement", componentPlacementInput())).status).toBe(201);
    expect((await apiClient(t.app).get(path)).status).toBe(401);
  });
});
