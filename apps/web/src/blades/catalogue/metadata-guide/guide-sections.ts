import type { BladeLink } from "../../../app/workspace/blade-link";
import { catalogueLinks } from "../catalogue-links";

export interface GuideSection {
  heading: string;
  paragraphs: string[];
  /** The blade that manages this kind of metadata, opened from the section's link. */
  opens?: { link: BladeLink; label: string };
}

export const GUIDE_INTRO: GuideSection = {
  heading: "One vocabulary for every product",
  paragraphs: [
    "Every product in Atelier is described with the same small vocabulary, kept once for the whole company. Metadata is that vocabulary: four kinds of records that together form a shared taxonomy, which every product and version draws on instead of keeping lists of its own.",
    "Rename a colour once and every product that offers it follows. Add a new material once and any product can offer it. The sections below explain each kind, in the order you would usually set them up.",
  ],
};

export const GUIDE_SECTIONS: GuideSection[] = [
  {
    heading: "Component option definitions",
    paragraphs: [
      "A component option definition names a class of choice, such as Material, Color or Font. It holds no values itself: it is the heading under which values are gathered.",
      "Define each class once and reuse it everywhere, so that Color means the same thing on a backpack as on a sneaker, and reports can compare them.",
    ],
    opens: { link: catalogueLinks.optionDefinitions(), label: "Open Component Option Definitions" },
  },
  {
    heading: "Component options",
    paragraphs: [
      "A component option is one value of a definition: Red is an option of Color, full-grain leather an option of Material. An option carries what the rest of the catalogue needs to know about that value, such as its code, SKU, price, inventory and assets.",
      "Because options are shared, a price or availability change made on one option reaches every product that offers it.",
    ],
    opens: { link: catalogueLinks.options(), label: "Open Component Options" },
  },
  {
    heading: "Component types",
    paragraphs: [
      "A component type says which definitions belong together on one part of a product, for example Material + Color for a panel, or Font + Position for a monogram.",
      "It also sets how a part code is put together from the chosen options, so that every combination gets a predictable code for production and ordering.",
    ],
    opens: { link: catalogueLinks.componentTypes(), label: "Open Component Types" },
  },
  {
    heading: "Component placements",
    paragraphs: [
      "A component placement is a place on a product where a component goes: the toe cap, the left strap, the front pocket. Each placement lists the component types it accepts and, for each definition, the options offered there.",
      "Placements tie the taxonomy to real products. A version chooses its placements, and the placements bring their types and options with them.",
    ],
    opens: { link: catalogueLinks.placements(), label: "Open Component Placements" },
  },
  {
    heading: "How they fit together",
    paragraphs: [
      "Read the four kinds as a chain: a placement accepts component types, a type combines definitions, and a definition gathers options. Building a product is mostly choosing placements; everything else comes from the taxonomy.",
      "A good order to set them up is definitions, then options, then types, then placements.",
    ],
  },
];
