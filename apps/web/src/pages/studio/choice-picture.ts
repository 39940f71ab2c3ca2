import type { Blueprint, BlueprintComponent, BlueprintPlacement } from "@atelier/domain/customer/blueprint.schema";
import { blueprintImageSource, defaultFrame, viewPlacements } from "@atelier/domain/customer/view-layers";
import { componentImage } from "@atelier/domain/product/view-images";

/** The option attribute a colour swatch is drawn from (the 'Color swatch widget' preset). */
const SWATCH_ATTRIBUTE = "swatch-hex";

/** What a choice shows beside its name: a colour swatch, the component's image in the first view, or nothing. */
export type ChoicePicture = { kind: "swatch"; color: string } | { kind: "image"; url: string } | null;

function swatchOf(component: BlueprintComponent): string | null {
  for (const option of component.options) {
    for (const attribute of option.customAttributes) {
      const value = attribute.value;
      if (attribute.name === SWATCH_ATTRIBUTE && typeof value === "string" && /^#?[0-9a-f]{3,8}$/i.test(value.trim())) {
        const hex = value.trim();
        return hex.startsWith("#") ? hex : `#${hex}`;
      }
    }
  }
  return null;
}

/** The placement's pictures: swatches where options carry one, else thumbnails from the first view drawing it. */
export function choicePictures(blueprint: Blueprint, placement: BlueprintPlacement): Map<string, ChoicePicture> {
  const view = blueprint.views.find(
    (candidate) =>
      candidate.viewType !== "Static" &&
      viewPlacements(blueprint, candidate).some((drawn) => drawn.code === placement.code),
  );
  const source = blueprintImageSource(blueprint);
  const pictures = new Map<string, ChoicePicture>();
  for (const component of placement.components) {
    const color = swatchOf(component);
    if (color !== null) {
      pictures.set(component.code, { kind: "swatch", color });
      continue;
    }
    const image =
      view === undefined
        ? null
        : componentImage(source, {
            view: view.code,
            code: component.code,
            placementlessCode: component.placementIndependentCode,
            frame: defaultFrame(view),
          });
    pictures.set(component.code, image === null || image.url === "" ? null : { kind: "image", url: image.url });
  }
  return pictures;
}
