import type { InventoryType } from "@atelier/domain/catalogue/component-option-definition.schema";
import type { AssistantType, PlacementUsage } from "@atelier/domain/catalogue/component-placement.schema";
import type { DimensionAggregate } from "@atelier/domain/catalogue/dimension.schema";
import { attribute } from "./demo-version-parts";

/** The 3D model the demo's model components show (written by scripts/make-demo-model.mjs). */
export const DEMO_SNEAKER_MODEL = "/demo-media/models/sneaker.glb";

export interface DemoOption {
  code: string;
  name: string;
  /** Custom attributes by name, e.g. a color's hex. */
  attributes?: Record<string, string | number>;
  tags?: string[];
  /** Asset names or URLs, e.g. a 3D model. */
  assets?: string[];
}

/** An option definition with its options (matched by name, options by code). */
export interface DemoDefinition {
  name: string;
  description: string;
  inventoryType: InventoryType;
  tags: string[];
  /** Attributes its new options inherit, with their default values. */
  attributes: Record<string, string | number>;
  options: DemoOption[];
}

/** A component type over definitions named; its part code joins their option codes with '-'. */
export interface DemoType {
  name: string;
  description: string;
  definitions: string[];
  tags: string[];
}

export interface DemoPlacement {
  name: string;
  code: string;
  description: string;
  usage: PlacementUsage;
  assistantType: AssistantType;
  tags: string[];
  /** Types named, each with the code prefix of its components; an optional type lets the placement stay empty. */
  types: { type: string; codePrefix: string; optional?: boolean }[];
}

/** A colour, tagged with its own name (as rules name it: 'red IN LACES') and any others given. */
const color = (code: string, name: string, hex: string, tags: string[] = []): DemoOption => ({
  code,
  name,
  attributes: { hex },
  tags: [code.toLowerCase(), ...tags],
});

/** A lettering, tagged 'monogram' so one rule can speak of any of them. */
const font = (code: string, name: string, family: string, maxLetters: number): DemoOption => ({
  code,
  name,
  attributes: { family, "max-letters": maxLetters },
  tags: ["monogram"],
});

const shoeSize = (us: number, eu: number): DemoOption => ({
  code: `US-${us}`,
  name: `US ${us}`,
  attributes: { eu, fit: "shoe" },
  tags: ["footwear"],
  assets: [DEMO_SNEAKER_MODEL],
});

/** Demo Outfitters' option definitions: what its customizable goods are made of and chosen by. */
export const DEMO_DEFINITIONS: DemoDefinition[] = [
  {
    name: "Material",
    description: "What a part is made of.",
    inventoryType: "Option",
    tags: ["footwear", "leather"],
    attributes: { care: "" },
    options: [
      { code: "LEATHER", name: "Full-grain leather", attributes: { care: "Wipe clean" }, tags: ["leather"] },
      { code: "SUEDE", name: "Suede", attributes: { care: "Brush only" }, tags: ["leather", "suede"] },
      { code: "CANVAS", name: "Cotton canvas", attributes: { care: "Hand wash" }, tags: ["summer-2026", "canvas"] },
      { code: "MESH", name: "Engineered mesh", attributes: { care: "Hand wash" }, tags: ["footwear", "mesh"] },
      { code: "NUBUCK", name: "Nubuck", attributes: { care: "Brush only" }, tags: ["leather", "nubuck"] },
    ],
  },
  {
    name: "Color",
    description: "A colour of a material or a thread; hex is its screen colour.",
    inventoryType: "None",
    tags: ["footwear", "apparel"],
    attributes: { hex: "#000000" },
    options: [
      color("WHITE", "White", "#F4F4EF"),
      color("BLACK", "Black", "#222222"),
      color("NAVY", "Navy", "#1F2A44"),
      color("RED", "Red", "#C62828"),
      color("SAGE", "Sage", "#9CAF88", ["summer-2026", "pastel"]),
      color("SAND", "Sand", "#D8C3A5", ["summer-2026", "pastel"]),
      color("GREY", "Grey", "#8A8D91"),
      color("ORANGE", "Orange", "#F57C00"),
      color("LIME", "Lime", "#A4C639", ["summer-2026"]),
      color("SKY", "Sky blue", "#6FA8DC", ["summer-2026"]),
    ],
  },
  {
    name: "Font",
    description: "The lettering of a monogram or a printed name.",
    inventoryType: "None",
    tags: ["monogram"],
    attributes: { family: "serif", "max-letters": 3 },
    options: [
      font("SERIF", "Serif", "Georgia, serif", 3),
      font("SCRIPT", "Script", "'Brush Script MT', cursive", 3),
      font("BLOCK", "Block", "'Arial Black', sans-serif", 2),
      font("TYPEWRITER", "Typewriter", "'Courier New', monospace", 3),
    ],
  },
  {
    name: "Size",
    description: "Shoe sizes (each with its 3D model) and apparel sizes.",
    inventoryType: "External",
    tags: ["footwear", "apparel"],
    attributes: { eu: "", fit: "" },
    options: [
      shoeSize(7, 40),
      shoeSize(8, 41),
      shoeSize(9, 42),
      shoeSize(10, 43),
      shoeSize(11, 44),
      shoeSize(12, 45),
      { code: "S", name: "Small", attributes: { eu: "S", fit: "apparel" }, tags: ["apparel"] },
      { code: "M", name: "Medium", attributes: { eu: "M", fit: "apparel" }, tags: ["apparel"] },
      { code: "L", name: "Large", attributes: { eu: "L", fit: "apparel" }, tags: ["apparel"] },
      { code: "XL", name: "Extra large", attributes: { eu: "XL", fit: "apparel" }, tags: ["apparel"] },
    ],
  },
];

export const DEMO_TYPES: DemoType[] = [
  {
    name: "Material + Color",
    description: "A coloured material, e.g. red leather.",
    definitions: ["Material", "Color"],
    tags: ["footwear"],
  },
  { name: "Color", description: "A colour on its own, e.g. of laces or a thread.", definitions: ["Color"], tags: [] },
  { name: "Font", description: "The lettering of a monogram.", definitions: ["Font"], tags: ["monogram"] },
  { name: "Size", description: "A size, with its 3D model for shoes.", definitions: ["Size"], tags: [] },
];

export const DEMO_PLACEMENTS: DemoPlacement[] = [
  {
    name: "Upper",
    code: "UPPER",
    description: "The body of a shoe above the sole.",
    usage: "Standard",
    assistantType: "MaterialColor",
    tags: ["footwear"],
    types: [{ type: "Material + Color", codePrefix: "UPPER-" }],
  },
  {
    name: "Laces",
    code: "LACES",
    description: "The laces of a shoe.",
    usage: "Standard",
    assistantType: "Color",
    tags: ["footwear"],
    types: [{ type: "Color", codePrefix: "LACES-" }],
  },
  {
    name: "Monogram",
    code: "MONOGRAM",
    description: "Up to three initials on the heel tab.",
    usage: "Standard",
    assistantType: "CustomText",
    tags: ["monogram"],
    types: [{ type: "Font", codePrefix: "MONO-", optional: true }],
  },
  {
    name: "Sneaker Model",
    code: "SNEAKER-MODEL",
    description: "The 3D model of the sneaker, per size.",
    usage: "Model",
    assistantType: "None",
    tags: ["footwear"],
    types: [{ type: "Size", codePrefix: "MODEL-" }],
  },
];

export const DEMO_SITES = [
  { name: "US Store", code: "us-store", tags: ["north-america"], externalInventory: false },
  { name: "EU Store", code: "eu-store", tags: ["europe"], externalInventory: true },
];

export const DEMO_DIMENSIONS: {
  name: string;
  code: string;
  unit: string;
  description: string;
  aggregate: DimensionAggregate;
  tags: string[];
}[] = [
  {
    name: "Shipping weight",
    code: "SHIP-WEIGHT",
    unit: "g",
    description: "Weight in the box, as carriers charge it.",
    aggregate: "Sum",
    tags: ["footwear"],
  },
  {
    name: "Box length",
    code: "BOX-LENGTH",
    unit: "cm",
    description: "The longest side of the shipping box.",
    aggregate: "Max",
    tags: [],
  },
  {
    name: "Heel height",
    code: "HEEL-HEIGHT",
    unit: "mm",
    description: "From the floor to the top of the heel.",
    aggregate: "Max",
    tags: ["footwear"],
  },
];

/** Attributes as the editor stores them. */
export const attributesOf = (values: Record<string, string | number> = {}) =>
  Object.entries(values).map(([name, value]) => attribute(name, value));
