import { IMAGE_MAPPING_MAX_BYTES } from "@atelier/domain/product/version.schema";

const maxMegabytes = IMAGE_MAPPING_MAX_BYTES / (1024 * 1024);

/** The Versions blade's title (spec part 1, 2.6). */
export const versionsTitle = (product: string) => `${product} Versions`;

/** The version editor's title (spec part 1, 2.7). */
export const versionTitle = (code: number, product: string) => `v${code} of ${product}`;

/** Texts of the Versions blade and the version editor. */
export const VERSION_TEXTS = {
  noVersions: "This product has no versions yet.",
  none: "None",
  active: "Active",
  imageRootUrlHelp: "An image service base URL or account, optional. It overrides the product setting.",
  imageCacheIdHelp: "Change it to make image caches load the images again.",
  imageMappingTooLarge: `The image mapping file is too large: it can be at most ${maxMegabytes} MB.`,
  noImageMapping: "No image mapping file.",
  discardAndReload: "Discard my changes and reload",
  productNotInDevelopment: (status: string) =>
    `This product is in ${status}: saving changes what shoppers see, so each save asks for a confirmation.`,
} as const;
