import { fieldMessages } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createOptionDefinition, optionDefinitionInput } from "../../../../test/catalogue-factories";
import { signedInAdmin } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { describeCatalogueRoutes, requiredTextCases } from "../catalogue-entity/catalogue-entity.suite";
import { COMPONENT_OPTION_DEFINITION_MESSAGES } from "./component-option-definition.service";

const t = useTestApp();

describe("POST componentoptiondefinition", () => {
  it("adds a definition with the defaults, trimmed", async () => {
    const { client } = await signedInAdmin(t);
    const res = await client.post("componentoptiondefinition", { name: " Color ", description: " Paint " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Color",
      description: "Paint",
      inventoryType: "None",
      tags: [],
      customAttributesJson: [],
    });
    const definition = res.body as { componentOptionDefinitionId: string };
    expect((await client.get(`componentoptiondefinition/${definition.componentOptionDefinitionId}`)).body).toEqual(
      res.body,
    );
  });

  it("stores every field and answers it back", async () => {
    const { client } = await signedInAdmin(t);
    const input = optionDefinitionInput({
      description: "Fabric of the upper",
      inventoryType: "External",
      tags: ["shoes"],
      customAttributesJson: [{ id: "a1", name: "swatch", value: "" }],
    });
    expect(await client.post("componentoptiondefinition", input)).toMatchObject({ status: 201, body: input });
  });

  it("answers 400 on inventoryType for a value other than None, External and Option", async () => {
    const { client } = await signedInAdmin(t);
    const res = await client.post(
      "componentoptiondefinition",
      optionDefinitionInput({ inventoryType: "Stock" as "None" }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { modelState: object }).modelState)).toEqual(["inventoryType"]);
  });
});

describeCatalogueRoutes(t, {
  path: "componentoptiondefinition",
  plural: "componentOptionDefinitions",
  idKey: "componentOptionDefinitionId",
  unique: { field: "name", taken: COMPONENT_OPTION_DEFINITION_MESSAGES.nameTaken },
  input: optionDefinitionInput,
  insert: createOptionDefinition,
  invalid: [
    ...requiredTextCases("name", "Name", 256),
    [
      "description over 2000",
      { description: "d".repeat(2001) },
      "description",
      fieldMessages.maxLength("Description", 2000),
    ],
    ["an empty tag", { tags: [" "] }, "tags.0", "A tag cannot be empty."],
  ],
  changes: { description: "Changed", inventoryType: "Option", tags: ["changed"], customAttributesJson: [{ id: "c" }] },
});
