import type { VersionFields } from "@atelier/domain/product/version.schema";
import type { z } from "zod";
import { DEMO_IMAGE_ROOT, demoImageViews } from "./demo-images";
import { attribute, codedRule, type DemoPackage, group, price, rule, variant, view } from "./demo-version-parts";

/** What a demo version holds besides its name and description: the editor's fields and its packages. */
export interface DemoVersionContent {
  content: Omit<z.input<typeof VersionFields>, "name" | "description">;
  packages?: DemoPackage[];
}

const SNEAKER_GUM_SOLE = `# Gum soles come only with pastel uppers
IF TAGGED(pastel IN upper) THEN
    ALLOW(gum IN sole)
ELSE
    BLOCK(gum IN sole)
END`;

const BACKPACK_PATCH = `# European shops open on the black patch; everyone else on the default one
IF ANY OF ISSITE(eu-store) ISLOCALE(de-DE) THEN
    SELECT(black-patch IN front-patch)
ELSEIF INITIAL THEN
    SELECTBYTAG(default IN front-patch)
END`;

const WALLET_MONOGRAM = `IF HASVALUE(initials OF monogram) THEN
    REQUIRESTRING(font OF monogram)
    SET("Gold" TO thread-color OF monogram)
    ACTION(track monogram-added)
END
IF NOT COMPONENT(tan-leather IN body) THEN
    BLOCK(blind-deboss IN monogram)
END`;

const sneakerGroups = () => [
  group("Upper", "upper", [attribute("icon", "shoe")]),
  group("Sole", "sole"),
  group("Laces", "laces"),
  group("Heel tab", "heel-tab", [attribute("personalization-limit", 8)]),
];

const sneakerViews = () => [
  view("Front", "front", "Single"),
  view("Side", "side", "Single", { frameLow: 9 }),
  view("360 spin", "spin", "Range", {
    frameHigh: 35,
    bakedFrame: 9,
    bakeInRecipe: true,
    productionReady: false,
    variants: [variant("night", "-night"), variant("studio", "-studio")],
  }),
  view("AR camera", "ar", "Camera", { frameLow: 0, hidden: true }),
];

/** The groups of the sneaker versions with components, by the codes demo-customer-rules.ts assigns placements to. */
const configuredSneakerGroups = () => [
  group("Upper", "upper", [attribute("icon", "shoe")]),
  group("Laces", "laces"),
  group("Heel tab", "heel-tab"),
  group("Size", "size"),
];

/** Every rule type of the rules screen (spec part 1 section 2.8), plus Action. */
const sneakerRules = () => [
  rule("AlwaysOn", "Laces are always part of the shoe", { target: ["laces"] }),
  rule("AlwaysOnConditional", "A sole is chosen unless a rule blocks it", { target: ["sole"] }),
  rule("BlockedIfAny", "No gum sole with a white upper or white laces", { source: ["white"], target: ["gum"] }),
  rule("BlockedIfAll", "Mesh and suede do not go together on one upper", {
    source: ["mesh", "suede"],
    target: ["upper"],
  }),
  rule("BlockedIfAnyUnless", "Neon laces need a neon upper", {
    source: ["neon-laces"],
    target: ["upper"],
    except: ["neon"],
  }),
  rule("BlockedIfAllUnless", "Pastel and leather hide the heel tab unless it is embossed", {
    source: ["pastel", "leather"],
    target: ["heel-tab"],
    except: ["embossed"],
  }),
  rule("OnlyWhenAny", "Reflective laces only with a mesh or nylon upper", {
    source: ["mesh", "nylon"],
    target: ["reflective"],
  }),
  rule("OnlyWhenAll", "Gold eyelets only with black leather", {
    source: ["black", "leather"],
    target: ["gold-eyelets"],
  }),
  rule("Action", "Record when the heel tab is personalized", { source: ["heel-tab"] }),
  codedRule("Gum soles with pastel uppers only", SNEAKER_GUM_SOLE),
];

const sneakerPackages = (): DemoPackage[] => [
  {
    name: "Spring colour pack",
    description: "Pastel upper, gum sole and matching laces.",
    basePriceJson: [price("USD", 99), price("EUR", 95)],
    packagePriceJson: [],
    customAttributesJson: [attribute("badge", "Spring")],
  },
  {
    name: "Gum sole upgrade",
    description: "Natural gum outsole.",
    basePriceJson: [price("USD", 10), price("EUR", 9.5)],
    packagePriceJson: [],
    customAttributesJson: [],
  },
  {
    name: "Gift box",
    description: "Printed shoe box with tissue paper.",
    basePriceJson: [],
    packagePriceJson: [price("USD", 5), price("EUR", 5)],
    customAttributesJson: [],
  },
];

const sneaker = (priceUsd: number, cacheId: string): DemoVersionContent["content"] => ({
  imageRootUrl: "https://images.demo-outfitters.example/snk-cc-100/",
  imageCacheId: cacheId,
  customAttributesJson: [attribute("configurator-theme", "light"), attribute("lead-time-days", 14)],
  priceJson: [
    price("USD", priceUsd),
    price("EUR", priceUsd - 4),
    price("GBP", priceUsd - 14),
    price("USD", priceUsd - 10, 10),
  ],
  componentGroups: sneakerGroups(),
  imageViews: sneakerViews(),
  combineOnlyWhen: true,
  rulesJson: sneakerRules(),
});

/** The trail runner's summer version: components from rules (see demo-rules.ts), shown with the demo images. */
const trailRunner = (): DemoVersionContent => ({
  content: {
    imageRootUrl: DEMO_IMAGE_ROOT,
    priceJson: [price("USD", 119), price("EUR", 115)],
    componentGroups: [
      group("Upper", "upper"),
      group("Laces", "laces", [attribute("pack-size", 3)]),
      group("Size", "size"),
    ],
    imageViews: demoImageViews(),
    rulesJson: [rule("AlwaysOn", "A pair of laces comes with every shoe", { target: ["laces"] })],
  },
  packages: [
    {
      name: "Trail colours",
      description: "Mesh or nubuck uppers in the summer colours.",
      basePriceJson: [price("USD", 0)],
      packagePriceJson: [],
      customAttributesJson: [],
    },
    {
      name: "Reflective laces",
      description: "Three pairs of reflective laces.",
      basePriceJson: [price("USD", 12), price("EUR", 11)],
      packagePriceJson: [],
      customAttributesJson: [attribute("badge", "Night run")],
    },
  ],
});

const backpack = (withPatchRule: boolean): DemoVersionContent => ({
  content: {
    priceJson: [price("USD", 64), price("EUR", 59)],
    componentGroups: [group("Body", "body"), group("Front patch", "front-patch"), group("Straps", "straps")],
    imageViews: [
      view("Front", "front", "Single"),
      view("Back", "back", "Single", { frameLow: 18 }),
      view("Turntable", "turn", "Range", { frameHigh: 23, bakedFrame: 0, variants: [variant("outdoor", "-out")] }),
    ],
    rulesJson: [
      rule("BlockedIfAny", "No embroidery on the recycled patch", { source: ["recycled"], target: ["embroidery"] }),
      rule("OnlyWhenAll", "Reflective straps only on black or navy", {
        source: ["dark"],
        target: ["reflective-straps"],
      }),
      ...(withPatchRule ? [codedRule("Patch by shop", BACKPACK_PATCH)] : []),
    ],
  },
  packages: withPatchRule
    ? [
        {
          name: "Commuter kit",
          description: "Reflective straps and a rain cover.",
          basePriceJson: [price("USD", 12)],
          packagePriceJson: [price("USD", 18), price("EUR", 17)],
          customAttributesJson: [],
        },
        {
          name: "Name patch",
          description: "Embroidered name on the front patch.",
          basePriceJson: [price("USD", 8), price("EUR", 8)],
          packagePriceJson: [],
          customAttributesJson: [attribute("personalization-limit", 12)],
        },
      ]
    : [],
});

/** Content of the demo versions, by style code and version code; versions not listed stay empty. */
export const DEMO_VERSION_CONTENT: Readonly<Record<string, Readonly<Record<number, DemoVersionContent>>>> = {
  "SNK-CC-100": {
    1: { content: { ...sneaker(85, "launch"), rulesJson: sneakerRules().slice(0, 3) } },
    // The active version has component rules (demo-rules.ts) and images for the component viewer.
    2: {
      content: {
        ...sneaker(89, "spring-2026"),
        imageRootUrl: DEMO_IMAGE_ROOT,
        imageViews: demoImageViews(),
        componentGroups: configuredSneakerGroups(),
      },
      packages: sneakerPackages(),
    },
    3: { content: { ...sneaker(95, "summer-2026"), noSiblingRules: true }, packages: sneakerPackages().slice(0, 2) },
  },
  "SNK-TR-210": { 2: trailRunner() },
  "BAG-EB-300": { 1: backpack(false), 2: backpack(true) },
  "LTH-BW-410": {
    1: {
      content: {
        priceJson: [price("USD", 49), price("EUR", 45), price("GBP", 39)],
        componentGroups: [group("Leather", "body"), group("Monogram", "monogram")],
        imageViews: [
          view("Closed", "closed", "Single"),
          view("Open", "open", "Single", {
            frameLow: 1,
            bakeInRecipe: true,
            productionReady: false,
            variants: [variant("foil", "-foil")],
          }),
        ],
        rulesJson: [
          rule("AlwaysOnConditional", "Tan leather unless a rule says otherwise", { target: ["tan-leather"] }),
          codedRule("Monogram needs a font", WALLET_MONOGRAM),
        ],
      },
      packages: [
        {
          name: "Monogram and gift box",
          description: "Three initials and a gift box.",
          basePriceJson: [price("USD", 15), price("EUR", 14)],
          packagePriceJson: [],
          customAttributesJson: [],
        },
        {
          name: "Card holder set",
          description: "The wallet with a matching card holder.",
          basePriceJson: [],
          packagePriceJson: [price("USD", 79), price("EUR", 72)],
          customAttributesJson: [attribute("bundle-with", "LTH-CH-420")],
        },
      ],
    },
  },
  "APP-HH-610": {
    3: {
      content: {
        priceJson: [price("USD", 72), price("EUR", 68), price("CAD", 95)],
        componentGroups: [group("Body", "body"), group("Prints", "prints")],
        imageViews: [
          view("Front", "front", "Single"),
          view("Back", "back", "Single", { frameLow: 2 }),
          view("Model camera", "model", "Camera"),
        ],
        rulesJson: [
          rule("BlockedIfAllUnless", "No sleeve print on oatmeal with a chest print, unless tonal", {
            source: ["oatmeal", "chest-print"],
            target: ["sleeve-print"],
            except: ["tonal"],
          }),
          rule("BlockedIfAnyUnless", "Glitter ink only on dark colours", {
            source: ["light"],
            target: ["glitter"],
            except: ["dark"],
          }),
        ],
      },
    },
  },
};
