import {
  COPY_CODE_SUFFIX,
  ComponentOption,
  ComponentOptionFields,
  OptionAsset,
  OptionJoint,
  OptionVariable,
} from "@atelier/domain/catalogue/component-option.schema";
import { ComponentOptionDefinition } from "@atelier/domain/catalogue/component-option-definition.schema";
import { Dimension } from "@atelier/domain/catalogue/dimension.schema";
import { describe, expect, it } from "vitest";
import {
  basedOn,
  copyValues,
  errorMessages,
  newAsset,
  newDimensionValue,
  newJoint,
  newOptionValues,
  newVariable,
  optionValues,
  otherCodesText,
  parseOtherCodes,
} from "./option-form-values";

const definition = ComponentOptionDefinition.parse({
  componentOptionDefinitionId: "d1",
  etag: "e",
  name: "Color",
  customAttributesJson: [{ id: "a1", name: "hex", value: "#f00" }],
  created: "2025-01-01T00:00:00.000Z",
  lastUpdated: "2025-01-01T00:00:00.000Z",
});

const stored = ComponentOption.parse({
  componentOptionId: "o1",
  etag: "e1",
  componentOptionDefinitionId: "d1",
  code: "RED",
  otherCodes: ["R", "ROUGE"],
  name: "Red",
  placeholder: true,
  notes: "A note",
  created: "2025-01-01T00:00:00.000Z",
  lastUpdated: "2025-01-02T00:00:00.000Z",
});

describe("newOptionValues", () => {
  it("starts from the schema's defaults with an empty code, based on 'Any'", () => {
    const values = newOptionValues(null);
    expect(values).toMatchObject({ code: "", componentOptionDefinitionId: null, customAttributesJson: [], notes: "" });
    expect(Object.keys(values).sort()).toEqual(Object.keys(ComponentOptionFields.shape).sort());
  });

  it("based on a definition, holds a copy of the definition's custom attributes", () => {
    const values = newOptionValues(definition);
    expect(values.componentOptionDefinitionId).toBe("d1");
    expect(values.customAttributesJson).toEqual(definition.customAttributesJson);
    expect(values.customAttributesJson).not.toBe(definition.customAttributesJson);
  });
});

describe("basedOn", () => {
  it("replaces the attributes with the picked definition's, and 'Any' clears them", () => {
    const picked = basedOn(
      { ...newOptionValues(null), customAttributesJson: [{ id: "x", name: "y", value: 1 }] },
      definition,
    );
    expect(picked.customAttributesJson).toEqual([{ id: "a1", name: "hex", value: "#f00" }]);
    expect(basedOn(picked, null)).toMatchObject({ componentOptionDefinitionId: null, customAttributesJson: [] });
  });
});

describe("optionValues and copyValues", () => {
  it("keeps exactly the fields the editor writes", () => {
    const values = optionValues(stored);
    expect(Object.keys(values).sort()).toEqual(Object.keys(ComponentOptionFields.shape).sort());
    expect(values).toMatchObject({ code: "RED", otherCodes: ["R", "ROUGE"], placeholder: true, notes: "A note" });
  });

  it("copies every field with the code suffixed ' Copy', leaving the original untouched", () => {
    const values = optionValues(stored);
    const copy = copyValues(values);
    expect(copy.code).toBe(`RED${COPY_CODE_SUFFIX}`);
    expect(copy).toMatchObject({ componentOptionDefinitionId: "d1", name: "Red", otherCodes: ["R", "ROUGE"] });
    expect(copy.otherCodes).not.toBe(values.otherCodes);
    expect(values.code).toBe("RED");
  });

  it("leaves the copy's code for the user to change: a code holds no spaces", () => {
    const result = ComponentOptionFields.safeParse(copyValues(optionValues(stored)));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["code"]);
  });
});

describe("other codes", () => {
  it.each([
    ["", []],
    ["A", ["A"]],
    [" A , B ", ["A", "B"]],
    ["A,, ,B,", ["A", "B"]],
    [" , ", []],
  ])("reads %j as %j", (text, codes) => {
    expect(parseOtherCodes(text)).toEqual(codes);
  });

  it("shows the codes comma-separated, and reads them back the same", () => {
    expect(otherCodesText(["A", "B"])).toBe("A, B");
    expect(parseOtherCodes(otherCodesText(["A", "B"]))).toEqual(["A", "B"]);
  });
});

describe("new rows", () => {
  it("starts a measure from the dimension's code, name and unit, its value to fill in", () => {
    const width = Dimension.parse({
      dimensionId: "w",
      etag: "e",
      name: "Width",
      code: "W",
      unit: "cm",
      created: "2025-01-01T00:00:00.000Z",
      lastUpdated: "2025-01-01T00:00:00.000Z",
    });
    const value = newDimensionValue(width);
    expect(value).toMatchObject({ code: "W", name: "Width", unit: "cm" });
    expect(value.value).toBeNaN();
  });

  it("starts joints and assets with ids of their own and the first types", () => {
    const [first, second] = [newJoint(), newJoint()];
    expect(first).toMatchObject({ code: "", socketType: "Socket", jointType: "Rigid" });
    expect(first.id).not.toBe(second.id);
    expect(OptionJoint.safeParse({ ...first, code: "J1" }).success).toBe(true);
    expect(OptionAsset.safeParse({ ...newAsset(), asset: "leather.png" })).toMatchObject({
      success: true,
      data: { frame: null, type: "Asset" },
    });
  });

  it("places a new variable after the others", () => {
    expect(newVariable([]).order).toBe(0);
    const variables = [
      { code: "A", order: 3 },
      { code: "B", order: 1 },
    ];
    const next = newVariable(variables);
    expect(next.order).toBe(4);
    expect(OptionVariable.safeParse({ ...next, code: "C" }).success).toBe(true);
  });
});

describe("errorMessages", () => {
  it("collects the messages of a list's rows once each, without reading the fields' elements", () => {
    const ref = { message: "not a message", self: {} };
    const error = [
      { value: { type: "invalid_type", message: "Value must be a number.", ref } },
      undefined,
      { value: { message: "Value must be a number." }, currencyCode: { message: "Currency is required." } },
    ];
    expect(errorMessages(error)).toEqual(["Value must be a number.", "Currency is required."]);
    expect(errorMessages(undefined)).toEqual([]);
  });
});
