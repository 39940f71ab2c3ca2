/** Texts of the Components blade and the component editors; those the spec quotes are verbatim. */
export const COMPONENT_TEXTS = {
  imageNotFound: (name: string) => (name === "" ? "Uh oh, image not found." : `Uh oh, image ${name} not found.`),
  changePreviewProduct: "Change preview product",
  pickAPreview: "Pick a Preview",
  noComponents: "This version has no components yet.",
  count: (total: number) => (total === 1 ? "1 component" : `${total} components`),
  unavailable: "Unavailable",
  unavailableHint: "Shoppers cannot choose this component.",
  details: "Details",
  placementIndependentCode: "Placement-independent code",
  placement: "Placement",
  usage: "Usage",
  noViews: "This version has no image views.",
  noImageSettings: "The image settings of this component's version could not be read.",
  background: "Background",
  checkers: "Checkers",
  showLink: "show link",
  hideLink: "hide link",
  previousFrame: "Previous angle",
  nextFrame: "Next angle",
  frameOf: (frame: number, low: number, high: number) => `Angle ${frame} (${low}-${high})`,
  reload: "Reload",
  componentNotFound: "This component was not found. It may have been removed.",
  versionNotFound: "This version was not found. It may have been deleted.",
} as const;

/** The Components blade's heading. */
export const componentsTitle = (code: number, product: string) => `Components of v${code} of ${product}`;
