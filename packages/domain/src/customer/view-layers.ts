import { componentImage, type ImageSource, type ViewerImage, viewDisplay } from "../product/view-images";
import type { Blueprint, BlueprintPlacement, BlueprintView } from "./blueprint.schema";

/**
 * The images one view of a configuration is drawn from, bottom first: the view's background component,
 * then each placement the view draws that has a component selected. The Studio stacks them in the
 * browser; the recipe service composes the same list into the view's preview PNG
 * (docs/decisions/domain-customer-view-layers.md).
 */

/** Where the blueprint's images come from: its root, the product's name format and the version's mapping. */
export function blueprintImageSource(blueprint: Blueprint): ImageSource {
  return {
    rootUrl: blueprint.images.imageRootUrl,
    format: blueprint.images.imageNameFormat,
    mapping: blueprint.images.imageMapping,
  };
}

/** Every placement of the blueprint, in group order. */
function allPlacements(blueprint: Blueprint): BlueprintPlacement[] {
  return blueprint.groups.flatMap((group) => group.placements);
}

/**
 * The placements a view draws, bottom first: the ones it lists, in its order; when it lists none, every
 * placement of the version, unless the view draws only the placements selected for it.
 */
export function viewPlacements(blueprint: Blueprint, view: BlueprintView): BlueprintPlacement[] {
  const placements = allPlacements(blueprint);
  if (view.placementCodes.length === 0) return view.onlySelectedPlacements ? [] : placements;
  const byCode = new Map(placements.map((placement) => [placement.code, placement]));
  return view.placementCodes.flatMap((code) => byCode.get(code) ?? []);
}

/** The frame a view is drawn at when none is chosen: the baked frame of a Range, else its one frame. */
export function defaultFrame(view: BlueprintView): number {
  const display = viewDisplay(view);
  if (display.kind !== "range") return view.frameLow;
  return Math.min(Math.max(view.bakedFrame, display.low), display.high);
}

/**
 * The address with the company's assets revision, once the Caching box has raised it: browsers and caches
 * fetch an asset again after 'Instant assets refresh' or 'Reload all assets'.
 */
export function withAssetsRevision(url: string, assetsRevision: number): string {
  if (assetsRevision === 0 || url === "") return url;
  return `${url}${url.includes("?") ? "&" : "?"}rev=${assetsRevision}`;
}

/** The layers of a view at a frame for these selections (placement code to component code). */
export function viewLayers(
  blueprint: Blueprint,
  view: BlueprintView,
  selections: Record<string, string>,
  frame: number,
): ViewerImage[] {
  const display = viewDisplay(view);
  if (display.kind === "static") return display.url === "" ? [] : [{ name: display.url, url: display.url }];
  const source = blueprintImageSource(blueprint);
  const layers: ViewerImage[] = [];
  const background = view.backgroundComponent;
  if (background !== "") {
    layers.push(componentImage(source, { view: view.code, code: background, placementlessCode: background, frame }));
  }
  for (const placement of viewPlacements(blueprint, view)) {
    const selected = selections[placement.code];
    const component = placement.components.find((candidate) => candidate.code === selected);
    if (component === undefined) continue;
    layers.push(
      componentImage(source, {
        view: view.code,
        code: component.code,
        placementlessCode: component.placementIndependentCode,
        frame,
      }),
    );
  }
  return layers
    .filter((layer) => layer.url !== "")
    .map((layer) => ({ ...layer, url: withAssetsRevision(layer.url, blueprint.assetsRevision) }));
}
