import type { ImageNameFormatItem } from "@atelier/domain/product/product.schema";
import type { ImageView } from "@atelier/domain/product/version.schema";
import { variant, view } from "./demo-version-parts";

/**
 * The demo products with component rules show real images: SVG files in apps/server/demo-media/images/
 * (served at /demo-media/images/), written by scripts/make-demo-images.mjs with the names this format
 * gives: '{code}_{view}_{frame}.svg', e.g. 'UPPER-LEATHER-RED_spin_01.svg'.
 */
export const DEMO_IMAGE_ROOT = "/demo-media/images/";

export const DEMO_IMAGE_NAME_FORMAT: ImageNameFormatItem[] = [
  { type: "code" },
  { type: "static", text: "_" },
  { type: "view" },
  { type: "static", text: "_" },
  { type: "frame", width: 2 },
  { type: "static", text: ".svg" },
];

/** The component drawn behind the front and spin views, when the viewer's background toggle is on. */
export const DEMO_BACKDROP = "BACKDROP";

/** The fixed image of the Static view. */
export const DEMO_BOX_IMAGE = `${DEMO_IMAGE_ROOT}shoe-box.svg`;

/** The views of a demo version with images: one of each type, the spin stepping through three frames. */
export function demoImageViews(): ImageView[] {
  return [
    view("Front", "front", "Single", { backgroundComponent: DEMO_BACKDROP }),
    view("360 spin", "spin", "Range", {
      frameHigh: 2,
      bakedFrame: 1,
      bakeInRecipe: true,
      productionReady: false,
      backgroundComponent: DEMO_BACKDROP,
      variants: [variant("night", "-night"), variant("studio", "-studio")],
    }),
    view("Shoe box", "box", "Static", { staticImageUrl: DEMO_BOX_IMAGE }),
    view("AR camera", "ar", "Camera", { hidden: true }),
  ];
}
