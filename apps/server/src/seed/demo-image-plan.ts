import { type ImageNameParts, imageName } from "@atelier/domain/product/image-name-format";
import type { ImageView } from "@atelier/domain/product/version.schema";
import { Passwords } from "../auth/passwords";
import type { Db } from "../db/client";
import { openDatabase } from "../db/client";
import type { ComponentRow } from "../db/schema/components";
import { optionsByIds } from "../modules/catalogue/catalogue-entity/catalogue-lookup.service";
import { componentPlacementStore } from "../modules/catalogue/component-placement/component-placement.repo";
import { listVersionComponents } from "../modules/product/component/component.repo";
import { findProductByStyleCode } from "../modules/product/product/product.repo";
import { listActiveVersions } from "../modules/product/version/version.repo";
import { DEMO_CATALOGUE } from "./demo-catalogue";
import { DEMO_IMAGE_NAME_FORMAT, DEMO_IMAGE_ROOT } from "./demo-images";
import { DEMO_DEFINITIONS } from "./demo-metadata";
import { DEMO, seedDemo } from "./demo-seed";
import { findCompanyByName } from "./seed.repo";

/** One image file to draw: its name, the view and frame it shows, and what it shows. */
export type DemoImage =
  | {
      kind: "component";
      name: string;
      view: string;
      frame: number;
      /** The placement's code: which part of the sneaker the component is. */
      part: string;
      /** The component's option values the drawing reads: hex, family, and the Material option's code. */
      hex?: string;
      family?: string;
      material?: string;
    }
  | { kind: "backdrop"; name: string; view: string; frame: number }
  | { kind: "static"; name: string; view: string };

/** The option codes' attributes and definitions, from the demo catalogue itself. */
const OPTION_FACTS = new Map<string, { definition: string; attributes: Record<string, string | number> }>(
  DEMO_DEFINITIONS.flatMap((definition) =>
    definition.options.map((option) => [
      option.code,
      { definition: definition.name, attributes: option.attributes ?? {} },
    ]),
  ),
);

/** The frames a view shows: one for Single and Camera, every one of a Range. */
function framesOf(view: ImageView): number[] {
  if (view.viewType !== "Range") return [view.frameLow];
  return Array.from({ length: view.frameHigh - view.frameLow + 1 }, (_, index) => view.frameLow + index);
}

async function componentFacts(db: Db, companyId: string, component: ComponentRow) {
  const options = await optionsByIds(db, companyId, component.optionIds);
  const facts: { hex?: string; family?: string; material?: string } = {};
  for (const option of options) {
    const known = OPTION_FACTS.get(option.code);
    if (known?.definition === "Material") facts.material = option.code;
    const { hex, family } = known?.attributes ?? {};
    if (typeof hex === "string") facts.hex = hex;
    if (typeof family === "string") facts.family = family;
  }
  return facts;
}

async function imagesOfProduct(db: Db, companyId: string, styleCode: string, placementCodes: Map<string, string>) {
  const product = await findProductByStyleCode(db, companyId, styleCode);
  const [version] = product ? await listActiveVersions(db, companyId, [product.id]) : [];
  if (!version) return [];
  const components = (await listVersionComponents(db, companyId, version.id)).filter((row) => row.usage === "Standard");
  const images: DemoImage[] = [];
  for (const view of version.imageViews) {
    if (view.viewType === "Static") {
      images.push({ kind: "static", name: view.staticImageUrl.replace(DEMO_IMAGE_ROOT, ""), view: view.code });
      continue;
    }
    for (const frame of framesOf(view)) {
      const nameOf = (parts: Omit<ImageNameParts, "view" | "frame">) =>
        imageName(DEMO_IMAGE_NAME_FORMAT, { ...parts, view: view.code, frame });
      if (view.backgroundComponent !== "") {
        const code = view.backgroundComponent;
        images.push({ kind: "backdrop", name: nameOf({ code, placementlessCode: code }), view: view.code, frame });
      }
      for (const component of components) {
        images.push({
          kind: "component",
          name: nameOf({ code: component.code, placementlessCode: component.placementIndependentCode }),
          view: view.code,
          frame,
          part: placementCodes.get(component.placementId) ?? "",
          ...(await componentFacts(db, companyId, component)),
        });
      }
    }
  }
  return images;
}

/**
 * The images the demo products' active versions show, each once: seeds the demo into a throwaway
 * in-memory database (so the names come from the real generated components) and reads them back.
 */
export async function demoImagePlan(): Promise<DemoImage[]> {
  const database = await openDatabase({});
  try {
    await database.migrate();
    // The database is thrown away: the cheapest password hashing does.
    await seedDemo(database.db, new Passwords({ memoryCost: 1024, timeCost: 1, parallelism: 1 }));
    const company = await findCompanyByName(database.db, DEMO.company);
    if (!company) throw new Error("the demo company was not seeded");
    const placements = await componentPlacementStore.list(database.db, company.id);
    const placementCodes = new Map(placements.map((placement) => [placement.id, placement.code]));
    const byName = new Map<string, DemoImage>();
    for (const product of DEMO_CATALOGUE.filter((item) => item.demoImages)) {
      for (const image of await imagesOfProduct(database.db, company.id, product.styleCode, placementCodes)) {
        byName.set(image.name, image);
      }
    }
    return [...byName.values()];
  } finally {
    await database.close();
  }
}
