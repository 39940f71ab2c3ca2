import type { ProductStatus, ProductType } from "@atelier/domain/product/product-list.schema";

/** A version of a demo product; `daysAgo` is when it was made, counted back from the seed run. */
export interface DemoVersion {
  name: string;
  description: string;
  daysAgo: number;
  active?: boolean;
}

/** A demo product; its versions get codes 1..n in the order listed. */
export interface DemoProduct {
  name: string;
  styleCode: string;
  description: string;
  tags: string[];
  status: ProductStatus;
  type?: ProductType;
  mixinOnly?: boolean;
  createdDaysAgo: number;
  updatedDaysAgo: number;
  /** Last changed by the demo administrator (otherwise by nobody known). */
  byAdmin: boolean;
  /** Its images are the demo images (demo-images.ts). */
  demoImages?: boolean;
  versions: DemoVersion[];
}

/** Demo Outfitters' catalogue: customizable goods, as a shop selling them would list them. */
export const DEMO_CATALOGUE: DemoProduct[] = [
  {
    name: "Classic Court Sneaker",
    styleCode: "SNK-CC-100",
    description: "Low-top leather sneaker with a choice of upper colours, laces and a printed heel tab.",
    tags: ["footwear", "leather", "bestseller"],
    status: "Production",
    type: "ThreeD",
    createdDaysAgo: 62,
    updatedDaysAgo: 1,
    byAdmin: true,
    demoImages: true,
    versions: [
      { name: "Launch", description: "First collection of colours.", daysAgo: 60 },
      { name: "Spring refresh", description: "New pastel uppers and gum soles.", daysAgo: 20, active: true },
      { name: "Summer drop", description: "Mesh panels and bright laces, in review.", daysAgo: 1 },
    ],
  },
  {
    name: "Trail Runner + Laces Pack",
    styleCode: "SNK-TR-210",
    description: "Trail running shoe sold with a pack of three reflective lace colours.",
    tags: ["footwear", "summer-2026"],
    status: "Production",
    type: "ThreeD",
    createdDaysAgo: 45,
    updatedDaysAgo: 3,
    byAdmin: true,
    demoImages: true,
    versions: [
      { name: "Launch", description: "Grey and orange colourways.", daysAgo: 44 },
      { name: "Summer colours", description: "Adds lime and sky blue.", daysAgo: 3, active: true },
    ],
  },
  {
    name: "Everyday Backpack",
    styleCode: "BAG-EB-300",
    description: "20-litre backpack with a padded laptop sleeve and an embroidered front patch.",
    tags: ["bags", "bestseller"],
    status: "Production",
    createdDaysAgo: 58,
    updatedDaysAgo: 5,
    byAdmin: false,
    versions: [
      { name: "Launch", description: "Navy, black and olive.", daysAgo: 57 },
      { name: "Patch update", description: "Larger embroidery area on the front patch.", daysAgo: 30, active: true },
    ],
  },
  {
    name: "Bifold Leather Wallet",
    styleCode: "LTH-BW-410",
    description: "Full-grain leather bifold with a debossed monogram on the front.",
    tags: ["leather", "accessories", "bestseller"],
    status: "Production",
    createdDaysAgo: 50,
    updatedDaysAgo: 2,
    byAdmin: true,
    versions: [{ name: "Launch", description: "Tan and black leather.", daysAgo: 49, active: true }],
  },
  {
    name: "Card Holder",
    styleCode: "LTH-CH-420",
    description: "Slim leather card holder with four slots and an optional foil stamp.",
    tags: ["leather", "accessories"],
    status: "Production",
    createdDaysAgo: 40,
    updatedDaysAgo: 12,
    byAdmin: false,
    versions: [
      { name: "Launch", description: "Three leather colours.", daysAgo: 39 },
      { name: "Foil stamping", description: "Gold and silver foil added.", daysAgo: 12, active: true },
    ],
  },
  {
    name: "Snapback Cap",
    styleCode: "CAP-SB-500",
    description: "Six-panel snapback with a front embroidery and a contrast under-visor.",
    tags: ["apparel", "accessories", "summer-2026"],
    status: "Production",
    createdDaysAgo: 35,
    updatedDaysAgo: 4,
    byAdmin: true,
    versions: [
      { name: "Launch", description: "Solid colours.", daysAgo: 34 },
      { name: "Two-tone", description: "Contrast crown and visor.", daysAgo: 15, active: true },
    ],
  },
  {
    name: "Heavyweight Hoodie",
    styleCode: "APP-HH-610",
    description: "Brushed-fleece hoodie with chest and sleeve print areas.",
    tags: ["apparel", "bestseller"],
    status: "Production",
    createdDaysAgo: 55,
    updatedDaysAgo: 8,
    byAdmin: false,
    versions: [
      { name: "Launch", description: "Six colours, chest print.", daysAgo: 54 },
      { name: "Sleeve prints", description: "Adds a print area on each sleeve.", daysAgo: 28 },
      { name: "Autumn colours", description: "Rust, forest and oatmeal.", daysAgo: 8, active: true },
    ],
  },
  {
    name: "Organic Cotton Tee",
    styleCode: "APP-OT-620",
    description: "Crew-neck tee in organic cotton with front and back prints.",
    tags: ["apparel", "summer-2026"],
    status: "Development",
    createdDaysAgo: 9,
    updatedDaysAgo: 0,
    byAdmin: true,
    versions: [{ name: "First draft", description: "Colours and print areas being set up.", daysAgo: 9 }],
  },
  {
    name: "Phone Case + Screen Guard",
    styleCode: "ACC-PC-710",
    description: "Impact-resistant phone case with a full-wrap print, sold with a glass screen guard.",
    tags: ["accessories", "tech"],
    status: "Production",
    createdDaysAgo: 48,
    updatedDaysAgo: 6,
    byAdmin: false,
    versions: [
      { name: "Launch", description: "Current phone models.", daysAgo: 47 },
      { name: "New models", description: "Adds this year's phone models.", daysAgo: 18 },
      { name: "Matte finish", description: "Matte coating option.", daysAgo: 10, active: true },
      { name: "Clear edition", description: "Transparent case with a partial print, in review.", daysAgo: 6 },
    ],
  },
  {
    name: "Watch Strap",
    styleCode: "ACC-WS-720",
    description: "Quick-release strap in leather or silicone with an engraved keeper.",
    tags: ["accessories", "leather", "tech"],
    status: "Production",
    createdDaysAgo: 30,
    updatedDaysAgo: 14,
    byAdmin: false,
    versions: [{ name: "Launch", description: "20 mm and 22 mm widths.", daysAgo: 29, active: true }],
  },
  {
    name: "Canvas Tote Bag",
    styleCode: "BAG-CT-320",
    description: "Heavy canvas tote with a large front print area and an inner pocket.",
    tags: ["bags", "summer-2026"],
    status: "Production",
    createdDaysAgo: 26,
    updatedDaysAgo: 11,
    byAdmin: true,
    versions: [
      { name: "Launch", description: "Natural and black canvas.", daysAgo: 25 },
      { name: "Spring refresh", description: "Sage and sand canvas.", daysAgo: 11, active: true },
    ],
  },
  {
    name: "Weekender Duffel",
    styleCode: "BAG-WD-330",
    description: "Waxed canvas duffel with leather handles and a name tag.",
    tags: ["bags", "leather"],
    status: "Development",
    type: "ThreeD",
    createdDaysAgo: 7,
    updatedDaysAgo: 2,
    byAdmin: false,
    versions: [
      { name: "First draft", description: "Shape and materials.", daysAgo: 7 },
      { name: "Handles", description: "Leather handle options.", daysAgo: 2 },
    ],
  },
  {
    name: "Monogram Mixin",
    styleCode: "MIX-MONO-01",
    description: "Up to three initials in a choice of fonts and thread colours, used inside other products.",
    tags: ["monogram", "leather"],
    status: "Production",
    mixinOnly: true,
    createdDaysAgo: 64,
    updatedDaysAgo: 21,
    byAdmin: true,
    versions: [
      { name: "Launch", description: "Serif and script fonts.", daysAgo: 63 },
      { name: "More fonts", description: "Adds a block font.", daysAgo: 21, active: true },
    ],
  },
  {
    name: "Laptop Sleeve",
    styleCode: "BAG-LS-340",
    description: "Felt laptop sleeve with a leather tab; retired from the range.",
    tags: ["bags", "tech"],
    status: "Archived",
    createdDaysAgo: 90,
    updatedDaysAgo: 33,
    byAdmin: false,
    versions: [{ name: "Launch", description: "13 and 15 inch sizes.", daysAgo: 89 }],
  },
];

/** The staging workspace's own products, where changes are tried first. */
export const STAGING_CATALOGUE: DemoProduct[] = [
  {
    name: "Classic Court Sneaker",
    styleCode: "SNK-CC-100",
    description: "Staging copy of the court sneaker, for trying new colours.",
    tags: ["footwear", "leather"],
    status: "Development",
    createdDaysAgo: 20,
    updatedDaysAgo: 2,
    byAdmin: true,
    versions: [{ name: "Summer drop trial", description: "Mesh panels.", daysAgo: 2 }],
  },
  {
    name: "Beanie",
    styleCode: "CAP-BN-510",
    description: "Ribbed beanie with a woven label, being prepared for the winter range.",
    tags: ["apparel", "accessories"],
    status: "Development",
    createdDaysAgo: 6,
    updatedDaysAgo: 1,
    byAdmin: false,
    versions: [{ name: "First draft", description: "Yarn colours.", daysAgo: 6 }],
  },
];
