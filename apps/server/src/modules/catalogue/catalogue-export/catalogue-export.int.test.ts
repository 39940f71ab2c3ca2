import { CATALOGUE_EXPORT_FORMAT, CatalogueExportDocument } from "@atelier/domain/catalogue/catalogue-export.schema";
import type { ComponentPlacement } from "@atelier/domain/catalogue/component-placement.schema";
import type { ComponentType } from "@atelier/domain/catalogue/component-type.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import {
  componentPlacementInput,
  componentTypeInput,
  createDimension,
  createOptionDefinition,
  createSite,
} from "../../../../test/catalogue-factories";
import { createCompanyWithEveryRole, signedIn, signedInAdmin } from "../../../../test/factories";
import type { ApiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";

const t = useTestApp();
const PATH = "catalogue/export";

const exported = async (client: ApiClient, body: unknown = {}) => {
  const res = await client.post(PATH, body);
  expect(res.status).toBe(200);
  return CatalogueExportDocument.parse(res.body);
};

describe("POST catalogue/export", () => {
  it("exports every live item of the company as GET answers it, each list ordered by its code or name", async () => {
    const { company, client } = await signedInAdmin(t);
    await createSite(t.db, company, { code: "us", name: "A shop" });
    await createSite(t.db, company, { code: "eu", name: "B shop" });
    await createDimension(t.db, company, { code: "WEIGHT" });
    const color = await createOptionDefinition(t.db, company, { name: "Color" });
    const retired = await createOptionDefinition(t.db, company, { name: "Retired" });
    const retiredEtag = (await client.get(`componentoptiondefinition/${retired.id}`)).body as { etag: string };
    await client.delete(`componentoptiondefinition/${retired.id}?etag=${retiredEtag.etag}`);
    const type = (
      await client.post(
        "componenttype",
        componentTypeInput({
          name: "Upper",
          componentOptionDefinitions: [{ componentOptionDefinitionId: color.id }],
          partCodeFormat: [{ id: "seq-1", type: "code", targetId: color.id }],
        }),
      )
    ).body as ComponentType;
    const placement = (
      await client.post(
        "componentplacement",
        componentPlacementInput({ code: "TOE", componentTypes: [{ componentTypeId: type.componentTypeId }] }),
      )
    ).body as ComponentPlacement;

    const before = Date.now();
    const document = await exported(client);
    expect(document).toMatchObject({ format: CATALOGUE_EXPORT_FORMAT, formatVersion: 1 });
    expect(Date.parse(document.exportedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(document.sites.map((site) => site.code)).toEqual(["eu", "us"]);
    expect(document.dimensions.map((dimension) => dimension.code)).toEqual(["WEIGHT"]);
    expect(document.componentOptionDefinitions).toEqual([
      (await client.get(`componentoptiondefinition/${color.id}`)).body,
    ]);
    expect(document.componentTypes).toEqual([(await client.get(`componenttype/${type.componentTypeId}`)).body]);
    expect(document.componentPlacements).toEqual([
      (await client.get(`componentplacement/${placement.componentPlacementId}`)).body,
    ]);
  });

  it("fills only the lists asked for, and writes the others empty", async () => {
    const { company, client } = await signedInAdmin(t);
    await createSite(t.db, company, { code: "eu" });
    await createOptionDefinition(t.db, company, { name: "Color" });
    const document = await exported(client, { lists: ["componentOptionDefinitions"] });
    expect(document.sites).toEqual([]);
    expect(document.componentOptionDefinitions.map((definition) => definition.name)).toEqual(["Color"]);
  });

  it("holds nothing of another company", async () => {
    const { client } = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    await createSite(t.db, other.company, { code: "theirs" });
    await createOptionDefinition(t.db, other.company, { name: "Theirs" });
    const document = await exported(client);
    expect(document).toMatchObject({
      sites: [],
      dimensions: [],
      componentOptionDefinitions: [],
      componentTypes: [],
      componentPlacements: [],
    });
  });

  it("answers 400 for a list it does not know, no list, or a body that is not an object", async () => {
    const { client } = await signedInAdmin(t);
    for (const body of [{ lists: ["colours"] }, { lists: [] }, { lists: "sites" }, ["sites"]]) {
      expect((await client.post(PATH, body)).status).toBe(400);
    }
  });

  it("is for editors: None and Manage Orders get 403", async () => {
    const { viewer, orderManager, configurator } = await createCompanyWithEveryRole(t.db);
    for (const user of [viewer, orderManager]) {
      expect(await (await signedIn(t.app, user)).post(PATH, {})).toMatchObject({
        status: 403,
        body: { message: MESSAGES.forbidden },
      });
    }
    expect((await (await signedIn(t.app, configurator)).post(PATH, {})).status).toBe(200);
  });
});
