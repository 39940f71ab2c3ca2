import { fieldMessages } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createDimension, dimensionInput } from "../../../../test/catalogue-factories";
import { signedInAdmin } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { codeCases, describeCatalogueRoutes, requiredTextCases } from "../catalogue-entity/catalogue-entity.suite";
import { DIMENSION_MESSAGES } from "./dimension.service";

const t = useTestApp();

describe("POST dimension", () => {
  it("adds a dimension with the defaults, trimmed", async () => {
    const { client } = await signedInAdmin(t);
    const res = await client.post("dimension", { name: " Weight ", code: " W ", unit: " g " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Weight",
      code: "W",
      unit: "g",
      description: "",
      aggregate: "Sum",
      tags: [],
      customAttributesJson: [],
    });
    const dimension = res.body as { dimensionId: string };
    expect((await client.get(`dimension/${dimension.dimensionId}`)).body).toEqual(res.body);
  });

  it("stores every field and answers it back", async () => {
    const { client } = await signedInAdmin(t);
    const input = dimensionInput({
      description: "Shipping weight",
      aggregate: "Max",
      tags: ["shipping"],
      customAttributesJson: [{ id: "a1", name: "precision", value: 2 }],
    });
    expect(await client.post("dimension", input)).toMatchObject({ status: 201, body: input });
  });

  it("answers 400 on aggregate for a value other than Sum, Min and Max", async () => {
    const { client } = await signedInAdmin(t);
    const res = await client.post("dimension", dimensionInput({ aggregate: "Average" as "Sum" }));
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { modelState: object }).modelState)).toEqual(["aggregate"]);
  });
});

describeCatalogueRoutes(t, {
  path: "dimension",
  plural: "dimensions",
  idKey: "dimensionId",
  unique: { field: "code", taken: DIMENSION_MESSAGES.codeTaken },
  input: dimensionInput,
  insert: createDimension,
  invalid: [
    ...requiredTextCases("name", "Name", 256),
    ...codeCases("code", "Code"),
    ...requiredTextCases("unit", "Unit", 50),
    [
      "description over 2000",
      { description: "d".repeat(2001) },
      "description",
      fieldMessages.maxLength("Description", 2000),
    ],
    ["an empty tag", { tags: [""] }, "tags.0", "A tag cannot be empty."],
  ],
  changes: { name: "Height", unit: "cm", description: "Standing height", aggregate: "Min", tags: ["size"] },
});
