import type { BladeProps } from "../../../app/workspace/blade-types";
import { ComponentEditorFrame } from "../components/component-editor-frame";
import { ThreeViewer } from "./three-viewer";

/**
 * EditThreeComponent (spec part 2, "3D model viewer"): a Model or Texture component's details, its
 * availability and its 3D model. Three.js loads with this blade only.
 */
export function EditThreeComponentBlade({ blade }: BladeProps) {
  return (
    <ComponentEditorFrame
      itemId={blade.itemId}
      testId="three-component-editor"
      viewer={(component) => <ThreeViewer key={component.componentId} component={component} />}
    />
  );
}
