import { type ComponentSummary, THREE_D_USAGES } from "@atelier/domain/product/component.schema";
import type { BladeLink } from "../../../app/workspace/blade-link";
import { type ComponentIds, productLinks } from "../product-links";

/** A component's editor: models and textures open in the 3D editor, every other component in the image editor. */
export function componentEditorLink(
  ids: Omit<ComponentIds, "componentId">,
  component: Pick<ComponentSummary, "componentId" | "usage">,
): BladeLink {
  const link = THREE_D_USAGES.includes(component.usage) ? productLinks.editThreeComponent : productLinks.editComponent;
  return link({ ...ids, componentId: component.componentId });
}
