import type { ComponentType } from "@atelier/domain/catalogue/component-type.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import {
  addComponentType,
  componentTypeInput,
  componentTypeUpdate,
  createOptionDefinition,
} from "../../../../test/catalogue-factories";
import { createApiKey, createCompanyWithEveryRole, signedIn, signedInAdmin } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { COMPONENT_TYPE_MESSAGES } from "./component-type-messages";

const t = useTestApp();
const asType = (body: unknown) => body as ComponentType;

/** An admin of a new company with two option definitions, Material and Color. */
async function adminWithDefinitions() {
  const signedInAs = await signedInAdmin(t);
  const material = await createOptionDefinition(t.db, signedInAs.company, { name: "Material" });
  const color = await createOptionDefinition(t.db, signedInAs.company, { name: "Color" });
  return { ...signedInAs, material, color };
}

const addType = addComponentType;

const refs = (...ids: string[]) => ids.map((componentOptionDefinitionId) => ({ componentOptionDefinitionId }));

describe("POST componenttype and GET", () => {
  it("adds a type with its definitions named, reads it back and lists the company's types by name", async () => {
    const { client, material, color } = await adminWithDefinitions();
    const type = await addType(client, {
      name: " Shoe upper ",
      tags: ["shoes"],
      componentOptionDefinitions: refs(material.id, color.id),
      partCodeFormat: [
        { id: "s1", type: "code", targetId: material.id },
        { id: "s2", type: "static", text: "-" },
        { id: "s3", type: "attribute", targetId: color.id, name: "Hex", width: 6, fill: "0" },
        { id: "s4", type: "placement-code" },
      ],
    });
    expect(type).toMatchObject({
      name: "Shoe upper",
      tags: ["shoes"],
      componentOptionDefinitions: [
        { componentOptionDefinitionId: material.id, name: "Material" },
        { componentOptionDefinitionId: color.id, name: "Color" },
      ],
    });
    expect(type.partCodeFormat).toHaveLength(4);
    expect((await client.get(`componenttype/${type.componentTypeId}`)).body).toEqual(type);
    const other = await addType(client, { name: "Lace" });
    const list = await client.get("componenttype");
    expect(list.body).toEqual({ componentTypes: [other, type] });
  });

  it("validates the fields with their messages", async () => {
    const { client, material } = await adminWithDefinitions();
    const res = await client.post("componenttype", {
      name: " ",
      componentOptionDefinitions: refs(material.id),
      partCodeFormat: [
        { id: "a", type: "attribute", targetId: material.id, name: " ", width: -1, fill: "ab" },
        { id: "b", type: "code", targetId: "" },
        { id: "c", type: "attribute", targetId: material.id, name: "x", width: "wide" },
      ],
    });
    expect(res).toMatchObject({
      status: 400,
      body: {
        message: MESSAGES.validationFailed,
        modelState: {
          name: ["Name is required."],
          "partCodeFormat.0.name": ["Attribute name is required."],
          "partCodeFormat.0.width": ["Width must be at least 0."],
          "partCodeFormat.0.fill": ["The fill character is one character."],
          "partCodeFormat.1.targetId": ["Choose a definition."],
        },
      },
    });
    expect(res.body).toHaveProperty(["modelState", "partCodeFormat.2.width"]);
  });

  it("refuses definitions that are missing, archived, another company's or repeated, and targets outside the type", async () => {
    const { client, company, material, color } = await adminWithDefinitions();
    const { company: otherCompany } = await signedInAdmin(t);
    const foreign = await createOptionDefinition(t.db, otherCompany);
    const archived = await createOptionDefinition(t.db, company);
    await client.delete(`componentoptiondefinition/${archived.id}?etag=${archived.etag}`);
    const res = await client.post(
      "componenttype",
      componentTypeInput({
        componentOptionDefinitions: refs(material.id, foreign.id, "no-such-definition", material.id, archived.id),
        partCodeFormat: [
          { id: "a", type: "code", targetId: material.id },
          { id: "b", type: "hidden", targetId: color.id },
          { id: "c", type: "attribute", targetId: "elsewhere", name: "Hex", width: "auto" },
        ],
      }),
    );
    const notFound = [COMPONENT_TYPE_MESSAGES.definitionNotFound];
    expect(res).toMatchObject({
      status: 400,
      body: {
        modelState: {
          "componentOptionDefinitions.1.componentOptionDefinitionId": notFound,
          "componentOptionDefinitions.2.componentOptionDefinitionId": notFound,
          "componentOptionDefinitions.3.componentOptionDefinitionId": [COMPONENT_TYPE_MESSAGES.definitionTwice],
          "componentOptionDefinitions.4.componentOptionDefinitionId": notFound,
          "partCodeFormat.1.targetId": [COMPONENT_TYPE_MESSAGES.targetNotInType],
          "partCodeFormat.2.targetId": [COMPONENT_TYPE_MESSAGES.targetNotInType],
        },
      },
    });
    expect(res.body).not.toHaveProperty(["modelState", "partCodeFormat.0.targetId"]);
    expect((await client.get("componenttype")).body).toEqual({ componentTypes: [] });
  });

  it("refuses a name another live type of the company has with 409, and frees it once archived", async () => {
    const { client } = await adminWithDefinitions();
    const first = await addType(client, { name: "Sole" });
    const taken = await client.post("componenttype", componentTypeInput({ name: "Sole" }));
    expect(taken).toMatchObject({ status: 409, body: { modelState: { name: [COMPONENT_TYPE_MESSAGES.nameTaken] } } });
    const elsewhere = await signedInAdmin(t);
    expect((await elsewhere.client.post("componenttype", componentTypeInput({ name: "Sole" }))).status).toBe(201);
    await client.delete(`componenttype/${first.componentTypeId}?etag=${first.etag}`);
    expect((await client.post("componenttype", componentTypeInput({ name: "Sole" }))).status).toBe(201);
  });

  it("answers another company's type exactly like a missing one: 404", async () => {
    const { client } = await adminWithDefinitions();
    const type = await addType(client);
    const outsider = (await signedInAdmin(t)).client;
    const foreign = await outsider.get(`componenttype/${type.componentTypeId}`);
    expect(foreign).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    expect((await outsider.get("componenttype/no-such-type")).body).toEqual(foreign.body);
    expect((await outsider.get("componenttype")).body).toEqual({ componentTypes: [] });
  });
});

describe("PUT componenttype/{id}", () => {
  it("writes every field and the definitions in the new order, with a new etag", async () => {
    const { client, material, color } = await adminWithDefinitions();
    const type = await addType(client, { componentOptionDefinitions: refs(material.id) });
    const res = await client.put(
      `componenttype/${type.componentTypeId}`,
      componentTypeUpdate(type, {
        name: "Renamed",
        description: "Upper part",
        componentOptionDefinitions: refs(color.id, material.id),
        partCodeFormat: [{ id: "h", type: "hidden", targetId: color.id }],
      }),
    );
    expect(res.status).toBe(200);
    const updated = asType(res.body);
    expect(updated).toMatchObject({
      name: "Renamed",
      description: "Upper part",
      componentOptionDefinitions: [
        { componentOptionDefinitionId: color.id, name: "Color" },
        { componentOptionDefinitionId: material.id, name: "Material" },
      ],
      partCodeFormat: [{ id: "h", type: "hidden", targetId: color.id }],
      created: type.created,
    });
    expect(updated.etag).not.toBe(type.etag);
    expect((await client.get(`componenttype/${type.componentTypeId}`)).body).toEqual(updated);
  });

  it("keeps its own name, refuses another type's with 409, and validates references like POST", async () => {
    const { client, material } = await adminWithDefinitions();
    const type = await addType(client, { name: "Own" });
    await addType(client, { name: "Other" });
    const same = await client.put(`componenttype/${type.componentTypeId}`, componentTypeUpdate(type));
    expect(same.status).toBe(200);
    const fresh = asType(same.body);
    const taken = await client.put(
      `componenttype/${type.componentTypeId}`,
      componentTypeUpdate(fresh, { name: "Other" }),
    );
    expect(taken).toMatchObject({ status: 409, body: { modelState: { name: [COMPONENT_TYPE_MESSAGES.nameTaken] } } });
    const wrong = await client.put(
      `componenttype/${type.componentTypeId}`,
      componentTypeUpdate(fresh, { partCodeFormat: [{ id: "a", type: "code", targetId: material.id }] }),
    );
    expect(wrong).toMatchObject({
      status: 400,
      body: { modelState: { "partCodeFormat.0.targetId": [COMPONENT_TYPE_MESSAGES.targetNotInType] } },
    });
    expect((await client.get(`componenttype/${type.componentTypeId}`)).body).toEqual(fresh);
  });

  it("answers 412 for a stale etag and changes nothing; one of concurrent writers wins", async () => {
    const { client, material } = await adminWithDefinitions();
    const type = await addType(client);
    const first = await client.put(
      `componenttype/${type.componentTypeId}`,
      componentTypeUpdate(type, { name: "First" }),
    );
    const stale = await client.put(
      `componenttype/${type.componentTypeId}`,
      componentTypeUpdate(type, { name: "Second", componentOptionDefinitions: refs(material.id) }),
    );
    expect(stale).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
    expect((await client.get(`componenttype/${type.componentTypeId}`)).body).toEqual(first.body);
    const current = asType(first.body);
    const results = await Promise.all(
      ["A", "B", "C"].map((name) =>
        client.put(`componenttype/${type.componentTypeId}`, componentTypeUpdate(current, { name })),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 412, 412]);
  });

  it("answers 404 for another company's type, changing nothing", async () => {
    const { client } = await adminWithDefinitions();
    const type = await addType(client);
    const outsider = (await signedInAdmin(t)).client;
    const res = await outsider.put(
      `componenttype/${type.componentTypeId}`,
      componentTypeUpdate(type, { name: "Mine" }),
    );
    expect(res).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    expect((await client.get(`componenttype/${type.componentTypeId}`)).body).toEqual(type);
  });
});

describe("DELETE componenttype/{id}?etag=", () => {
  it("archives: 204, then the type leaves the list and gets; a stale or missing etag is refused", async () => {
    const { client } = await adminWithDefinitions();
    const type = await addType(client);
    const renamed = asType(
      (await client.put(`componenttype/${type.componentTypeId}`, componentTypeUpdate(type, { name: "Renamed" }))).body,
    );
    const stale = await client.delete(`componenttype/${type.componentTypeId}?etag=${type.etag}`);
    expect(stale).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
    const noEtag = await client.delete(`componenttype/${type.componentTypeId}?etag=`);
    expect(noEtag).toMatchObject({ status: 400, body: { modelState: { etag: ["Etag is required."] } } });
    const outsider = (await signedInAdmin(t)).client;
    expect((await outsider.delete(`componenttype/${type.componentTypeId}?etag=${renamed.etag}`)).status).toBe(404);
    expect((await client.get(`componenttype/${type.componentTypeId}`)).body).toEqual(renamed);
    const res = await client.delete(`componenttype/${type.componentTypeId}?etag=${renamed.etag}`);
    expect(res.status).toBe(204);
    expect((await client.get(`componenttype/${type.componentTypeId}`)).status).toBe(404);
    expect((await client.get("componenttype")).body).toEqual({ componentTypes: [] });
  });
});

describe("POST componenttype/export", () => {
  it("exports the named types in the order asked, each once", async () => {
    const { client, material } = await adminWithDefinitions();
    const sole = await addType(client, { name: "Sole", componentOptionDefinitions: refs(material.id) });
    const lace = await addType(client, { name: "Lace" });
    const res = await client.post("componenttype/export", { names: ["Sole", "Lace", "Sole"] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      format: "atelier.componenttype",
      formatVersion: 1,
      exportedAt: expect.any(String),
      componentTypes: [sole, lace],
    });
  });

  it("answers 404 for a name no live type of the company has, another company's included", async () => {
    const { client } = await adminWithDefinitions();
    await addType(client, { name: "Mine" });
    const other = await signedInAdmin(t);
    await addType(other.client, { name: "Theirs" });
    const res = await client.post("componenttype/export", { names: ["Mine", "Theirs"] });
    expect(res).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    expect((await client.post("componenttype/export", { names: [] })).status).toBe(400);
  });
});

describe("permissions", () => {
  it("lets role None read but not write or export; an API key acts with its roles", async () => {
    const { company, admin, viewer } = await createCompanyWithEveryRole(t.db);
    const type = await addType(await signedIn(t.app, admin), { name: "Shared" });
    const asViewer = await signedIn(t.app, viewer);
    expect((await asViewer.get(`componenttype/${type.componentTypeId}`)).status).toBe(200);
    expect((await asViewer.get("componenttype")).status).toBe(200);
    expect((await asViewer.post("componenttype", componentTypeInput())).status).toBe(403);
    expect((await asViewer.put(`componenttype/${type.componentTypeId}`, componentTypeUpdate(type))).status).toBe(403);
    expect((await asViewer.delete(`componenttype/${type.componentTypeId}?etag=${type.etag}`)).status).toBe(403);
    expect((await asViewer.post("componenttype/export", { names: ["Shared"] })).status).toBe(403);
    const reader = apiClient(t.app, { authorization: (await createApiKey(t.db, company, ["None"])).authorization });
    expect((await reader.get(`componenttype/${type.componentTypeId}`)).status).toBe(200);
    expect((await reader.post("componenttype", componentTypeInput())).status).toBe(403);
    const editor = apiClient(t.app, {
      authorization: (await createApiKey(t.db, company, ["Manage Configuration"])).authorization,
    });
    expect((await editor.post("componenttype", componentTypeInput({ name: "By key" }))).status).toBe(201);
    expect((await editor.delete(`componenttype/${type.componentTypeId}?etag=${type.etag}`)).status).toBe(204);
    expect((await apiClient(t.app).get("componenttype")).status).toBe(401);
  });
});
