/** Texts of the 3D component editor that the spec does not give. */
export const THREE_COMPONENT_TEXTS = {
  noModel: "This component has no 3D model asset.",
  otherNoModel: (code: string) => `${code} has no 3D model asset.`,
  loadingModel: "Loading the 3D model...",
  modelFailed: (url: string) => `The 3D model could not be loaded from ${url}.`,
  previewWith: "Preview With...",
  previewWithLabel: "Component to show alongside",
  stopPreviewWith: (code: string) => `Stop showing ${code}`,
  viewToggles: "View",
  renderStats: "Render stats",
} as const;
