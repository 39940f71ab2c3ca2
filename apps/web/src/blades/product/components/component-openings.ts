import { type ComponentSummary, THREE_D_USAGES } from "@atelier/domain/product/component.schema";
import type { useBlades } from "../../../app/workspace/blade-context";
import { componentItemId, componentsItemId } from "./component-item-id";

type OpenBlade = ReturnType<typeof useBlades>["open"];

/** Models and textures open in the 3D editor, every other component in the image editor. */
function componentEditorKind(usage: ComponentSummary["usage"]): "EditThreeComponent" | "EditComponent" {
  return THREE_D_USAGES.includes(usage) ? "EditThreeComponent" : "EditComponent";
}

/** Opens a component's editor, stacked on `parentId` when given. */
export function openComponentEditor(
  open: OpenBlade,
  productId: string,
  versionId: string,
  component: Pick<ComponentSummary, "componentId" | "usage">,
  parentId: string | undefined,
): string {
  return open(componentEditorKind(component.usage), {
    mode: "edit",
    itemId: componentItemId(productId, versionId, component.componentId),
    parentId,
  });
}

/** Opens the Components blade of a version, searching by `filter`. */
export function openComponents(
  open: OpenBlade,
  productId: string,
  versionId: string,
  filter: string,
  parentId: string | undefined,
): string {
  return open("Components", { mode: "list", itemId: componentsItemId(productId, versionId, filter), parentId });
}
