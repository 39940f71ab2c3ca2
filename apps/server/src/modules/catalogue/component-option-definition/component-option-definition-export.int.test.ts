import {
  COMPONENT_OPTION_DEFINITION_EXPORT_FORMAT,
  ComponentOptionDefinitionExportDocument,
} from "@atelier/domain/catalogue/component-option-definition.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createOptionDefinition } from "../../../../test/catalogue-factories";
import {
  createApiKey,
  createCompany,
  createCompanyWithEveryRole,
  signedIn,
  signedInAdmin,
} from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";

const t = useTestApp();
const PATH = "componentoptiondefinition/export";

describe("POST componentoptiondefinition/export", () => {
  it("exports the named definitions in the order asked, each once, as GET answers them", async () => {
    const { company, client } = await signedInAdmin(t);
    const color = await createOptionDefinition(t.db, company, { name: "Color", inventoryType: "Option" });
    const material = await createOptionDefinition(t.db, company, { name: "Material", tags: ["fabric"] });
    await createOptionDefinition(t.db, company, { name: "Font" });
    const before = Date.now();
    const res = await client.post(PATH, { names: ["Material", "Color", "Material"] });
    expect(res.status).toBe(200);
    const document = ComponentOptionDefinitionExportDocument.parse(res.body);
    expect(document).toMatchObject({ format: COMPONENT_OPTION_DEFINITION_EXPORT_FORMAT, formatVersion: 1 });
    expect(Date.parse(document.exportedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(document.componentOptionDefinitions).toEqual([
      (await client.get(`componentoptiondefinition/${material.id}`)).body,
      (await client.get(`componentoptiondefinition/${color.id}`)).body,
    ]);
  });

  it("answers 404 and exports nothing when a name is unknown, archived or another company's", async () => {
    const { company, client } = await signedInAdmin(t);
    await createOptionDefinition(t.db, company, { name: "Color" });
    const archived = (await client.post("componentoptiondefinition", { name: "Retired" })).body as {
      componentOptionDefinitionId: string;
      etag: string;
    };
    await client.delete(`componentoptiondefinition/${archived.componentOptionDefinitionId}?etag=${archived.etag}`);
    await createOptionDefinition(t.db, await createCompany(t.db), { name: "Theirs" });
    for (const name of ["Nothing like it", "Retired", "Theirs", "color"]) {
      expect(await client.post(PATH, { names: ["Color", name] })).toMatchObject({
        status: 404,
        body: { message: MESSAGES.resourceNotFound },
      });
    }
  });

  it("answers 400 for no names", async () => {
    const { client } = await signedInAdmin(t);
    expect((await client.post(PATH, { names: [] })).status).toBe(400);
    expect((await client.post(PATH, {})).status).toBe(400);
  });

  it("is for editors: None and Manage Orders get 403, an editing API key exports", async () => {
    const { company, viewer, orderManager, configurator } = await createCompanyWithEveryRole(t.db);
    await createOptionDefinition(t.db, company, { name: "Color" });
    for (const user of [viewer, orderManager]) {
      expect(await (await signedIn(t.app, user)).post(PATH, { names: ["Color"] })).toMatchObject({
        status: 403,
        body: { message: MESSAGES.forbidden },
      });
    }
    expect((await (await signedIn(t.app, configurator)).post(PATH, { names: ["Color"] })).status).toBe(200);
    const key = await createApiKey(t.db, company, ["Manage Configuration"]);
    expect((await apiClient(t.app, { authorization: key.authorization }).post(PATH, { names: ["Color"] })).status).toBe(
      200,
    );
  });
});
