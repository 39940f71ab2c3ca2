import { describe, expect, it } from "vitest";
import type { PartCodeSequence } from "../catalogue/component-type.schema";
import type { GenerationDefinition, GenerationOption, GenerationType } from "./component-generation";
import { attributeText, compileCodes } from "./component-generation-part-code";

const red: GenerationOption = {
  componentOptionId: "red",
  code: "RED",
  customAttributesJson: [
    { id: "a1", name: "hex", value: "f00" },
    { id: "a2", name: "number", value: 7 },
    { id: "a3", name: "empty", value: null },
    { id: "a4", name: "long", value: "abcdef" },
  ],
};
const leather: GenerationOption = { componentOptionId: "leather", code: "LEA", customAttributesJson: [] };
const combined: GenerationDefinition[] = [
  { componentOptionDefinitionId: "material", optional: false, options: [leather] },
  { componentOptionDefinitionId: "color", optional: false, options: [red] },
];
const type = (partCodeFormat: PartCodeSequence[], values: Partial<GenerationType> = {}): GenerationType => ({
  codePrefix: "",
  codeSuffix: "",
  definitionIds: ["material", "color"],
  partCodeFormat,
  ...values,
});
/** The code and placement-independent code of the one combination of `combined`. */
function codesOf(types: GenerationType[]) {
  const codes = compileCodes({ code: "UPPER", name: "Upper", usage: "Standard", types }, combined);
  return [codes.code([0, 0]), codes.placementIndependentCode([0, 0])];
}
const attribute = (
  name: string,
  width: number | "auto",
  fill = "0",
): Extract<PartCodeSequence, { type: "attribute" }> => ({
  id: "s",
  type: "attribute",
  targetId: "color",
  name,
  width,
  fill,
});

describe("attributeText", () => {
  it.each<[string, number | "auto", string, string]>([
    ["hex", "auto", "0", "f00"],
    ["hex", 5, "0", "00f00"],
    ["hex", 5, "_", "__f00"],
    ["hex", 0, "0", "f00"],
    ["long", 3, "0", "abcdef"],
    ["number", 3, "0", "007"],
    ["empty", 2, "-", "--"],
    ["missing", "auto", "0", ""],
    ["missing", 2, "x", "xx"],
    ["HEX", "auto", "0", ""],
  ])("%s at width %s filled with %j is %j", (name, width, fill, expected) => {
    expect(attributeText(red, attribute(name, width, fill))).toBe(expected);
  });

  it("reads the first attribute of the name and nothing of other shapes", () => {
    const option: GenerationOption = {
      ...red,
      customAttributesJson: [
        { id: "x", name: "hex", value: { nested: true } },
        { id: "y", name: "hex", value: "0f0" },
      ],
    };
    expect(attributeText(option, attribute("hex", "auto"))).toBe("");
  });
});

describe("compileCodes", () => {
  it("writes each kind of sequence", () => {
    expect(
      codesOf([
        type([
          { id: "1", type: "placement-code" },
          { id: "2", type: "static", text: "/" },
          { id: "3", type: "code", targetId: "material" },
          { id: "4", type: "static", text: "." },
          { id: "5", type: "hidden", targetId: "color" },
          attribute("hex", 4),
          { id: "7", type: "static", text: "@" },
          { id: "8", type: "placement-name" },
        ]),
      ]),
    ).toEqual(["UPPER/LEA.0f00@Upper", "/LEA.0f00@"]);
  });

  it("writes the chosen codes joined by '-' for a type without a format", () => {
    expect(codesOf([type([])])).toEqual(["LEA-RED", "LEA-RED"]);
    expect(codesOf([type([], { definitionIds: ["color", "material"] })])).toEqual(["RED-LEA", "RED-LEA"]);
  });

  it("writes nothing for a sequence whose definition has no option chosen", () => {
    expect(
      codesOf([
        type([
          { id: "1", type: "code", targetId: "size" },
          { id: "2", type: "static", text: "x" },
        ]),
      ]),
    ).toEqual(["x", "x"]);
  });

  it("joins the types with their prefixes and suffixes, leaving out types whose definitions are not all chosen", () => {
    expect(
      codesOf([
        type([{ id: "1", type: "code", targetId: "material" }], { codePrefix: "M", codeSuffix: "|" }),
        type([], { codePrefix: "S", definitionIds: ["size"] }),
        type([{ id: "2", type: "code", targetId: "color" }], { codePrefix: "C", definitionIds: ["color"] }),
      ]),
    ).toEqual(["MLEA|CRED", "LEARED"]);
  });
});
