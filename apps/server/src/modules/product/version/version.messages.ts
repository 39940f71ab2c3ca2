import { IMAGE_MAPPING_MAX_BYTES } from "@atelier/domain/product/version.schema";

/** Texts of the version calls that the spec does not quote. */
export const VERSION_MESSAGES = {
  activeVersionNotRemovable: "The active version cannot be removed. Activate another version first.",
  placementNotFound: "This component placement was not found in the company.",
  imageMappingTooLarge: `The image mapping file is larger than ${IMAGE_MAPPING_MAX_BYTES / (1024 * 1024)} MB.`,
} as const;
