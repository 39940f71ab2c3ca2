import { describe, expect, it } from "vitest";
import {
  addComponentPlacement,
  addComponentType,
  createComponentOption,
  createOptionDefinition,
} from "../../../../test/catalogue-factories";
import { signedInAdmin } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";

const t = useTestApp();

describe("GET componentplacement/{id}/options", () => {
  it("answers each live definition of the placement's live types once, optional only when every type using it is", async () => {
    const { company, client } = await signedInAdmin(t);
    const [material, color, size, gone] = await Promise.all(
      ["Material", "Color", "Size", "Gone"].map((name) => createOptionDefinition(t.db, company, { name })),
    );
    if (!material || !color || !size || !gone) throw new Error("definitions missing");
    const refs = (...ids: string[]) => ids.map((componentOptionDefinitionId) => ({ componentOptionDefinitionId }));
    const upper = await addComponentType(client, { componentOptionDefinitions: refs(material.id, color.id, gone.id) });
    const trim = await addComponentType(client, { componentOptionDefinitions: refs(color.id, size.id) });
    const retired = await addComponentType(client, { componentOptionDefinitions: refs(material.id) });
    const placement = await addComponentPlacement(client, {
      componentTypes: [
        { componentTypeId: upper.componentTypeId },
        { componentTypeId: trim.componentTypeId, optional: true },
        { componentTypeId: retired.componentTypeId, optional: true },
      ],
    });
    await client.delete(`componenttype/${retired.componentTypeId}?etag=${retired.etag}`);
    await client.delete(`componentoptiondefinition/${gone.id}?etag=${gone.etag}`);
    const option = (definitionId: string, code: string, values: { explicitOrder?: number; archived?: boolean } = {}) =>
      createComponentOption(t.db, company, {
        componentOptionDefinitionId: definitionId,
        code,
        name: `${code} name`,
        ...values,
      });
    const leather = await option(material.id, "LEATHER", { explicitOrder: 2 });
    const canvas = await option(material.id, "CANVAS", { explicitOrder: 1 });
    await option(material.id, "SUEDE", { archived: true });
    const red = await option(color.id, "RED");
    await option(gone.id, "GONE-1");

    const res = await client.get(`componentplacement/${placement.componentPlacementId}/options`);
    expect(res.status).toBe(200);
    const entry = (row: { id: string; code: string }) => ({
      componentOptionId: row.id,
      code: row.code,
      name: `${row.code} name`,
    });
    expect(res.body).toEqual({
      componentPlacementId: placement.componentPlacementId,
      definitions: [
        {
          componentOptionDefinitionId: material.id,
          name: "Material",
          optional: false,
          componentOptions: [entry(canvas), entry(leather)],
        },
        { componentOptionDefinitionId: color.id, name: "Color", optional: false, componentOptions: [entry(red)] },
        { componentOptionDefinitionId: size.id, name: "Size", optional: true, componentOptions: [] },
      ],
    });
  });

  it("answers no definitions for a placement without types", async () => {
    const { client } = await signedInAdmin(t);
    const placement = await addComponentPlacement(client);
    const res = await client.get(`componentplacement/${placement.componentPlacementId}/options`);
    expect(res.body).toEqual({ componentPlacementId: placement.componentPlacementId, definitions: [] });
  });
});
