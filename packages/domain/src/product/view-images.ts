import type { Component, ImageMappingEntry } from "./component.schema";
import { type ImageNameParts, imageName } from "./image-name-format";
import type { ImageNameFormatItem } from "./product.schema";
import type { ImageView } from "./version.schema";

/** The query every image of the root is read with: a PNG keeping its transparency. */
const IMAGE_QUERY = "fmt=png-alpha";

/**
 * What the viewer needs of an image view. The view type is read as text and the static image URL is
 * optional, so a Static view (spec part 2, 3 "Image view") shows as soon as the version's views carry one.
 */
export type ViewerView = Pick<ImageView, "name" | "code" | "frameLow" | "frameHigh" | "backgroundComponent"> & {
  viewType: string;
  staticImageUrl?: string;
};

/** How a view shows its image: one frame, a range of frames to step through, or a fixed URL. */
export type ViewDisplay =
  | { kind: "single"; frame: number }
  | { kind: "range"; low: number; high: number }
  | { kind: "static"; url: string };

/** Camera views have no image of their own apart from their one angle: they show as Single. */
export function viewDisplay(view: ViewerView): ViewDisplay {
  if (view.viewType === "Static") return { kind: "static", url: view.staticImageUrl ?? "" };
  if (view.viewType === "Range" && view.frameHigh > view.frameLow) {
    return { kind: "range", low: view.frameLow, high: view.frameHigh };
  }
  return { kind: "single", frame: view.frameLow };
}

/** The next (step 1) or previous (step -1) frame of a range, wrapping around at both ends. */
export function stepFrame(frame: number, low: number, high: number, step: 1 | -1): number {
  if (step === 1) return frame >= high ? low : frame + 1;
  return frame <= low ? high : frame - 1;
}

/** Where a component's images come from: the root, the product's name format and the version's mapping. */
export interface ImageSource {
  rootUrl: string;
  format: readonly ImageNameFormatItem[];
  mapping: readonly ImageMappingEntry[];
}

/** The version's image root wins over the product's; null until the component is read with both expansions. */
export function imageSource(component: Pick<Component, "version" | "products">): ImageSource | null {
  const { version, products } = component;
  if (version === undefined || products === undefined) return null;
  return {
    rootUrl: version.imageRootUrl === "" ? products.imageRootUrl : version.imageRootUrl,
    format: products.imageNameFormat,
    mapping: version.imageMapping,
  };
}

/** One image to show: the name the messages quote (empty when there is none) and its URL. */
export interface ViewerImage {
  name: string;
  url: string;
}

/** A root and a name with one slash between them, so roots given with or without the slash both work. */
function joinUrl(root: string, name: string): string {
  if (root === "" || root.endsWith("/") || name.startsWith("/")) return `${root}${name}`;
  return `${root}/${name}`;
}

/** The image the name format gives these parts, after the version's image mapping; empty without a name. */
export function componentImage(source: ImageSource, parts: ImageNameParts): ViewerImage {
  const built = imageName(source.format, parts);
  if (built === "") return { name: "", url: "" };
  const name = source.mapping.find((entry) => entry.from === built)?.to ?? built;
  const url = joinUrl(source.rootUrl, name);
  return { name, url: `${url}${url.includes("?") ? "&" : "?"}${IMAGE_QUERY}` };
}

/** What the component shows in the view at this frame. */
interface ShownComponent {
  code: string;
  placementIndependentCode: string;
}

/**
 * The images of a view at a frame: the component's (a Static view's fixed URL as it is) and, when the
 * view names a background component, that component's image of the same view and frame.
 */
export function viewImages(
  source: ImageSource,
  component: ShownComponent,
  view: ViewerView,
  frame: number,
): { image: ViewerImage; background: ViewerImage | null } {
  const display = viewDisplay(view);
  const image =
    display.kind === "static"
      ? { name: display.url, url: display.url }
      : componentImage(source, {
          view: view.code,
          code: component.code,
          placementlessCode: component.placementIndependentCode,
          frame,
        });
  // A background component is named by its code alone, so that code stands for both codes.
  const code = view.backgroundComponent;
  const background =
    code === "" ? null : componentImage(source, { view: view.code, code, placementlessCode: code, frame });
  return { image, background: background?.url === "" ? null : background };
}
