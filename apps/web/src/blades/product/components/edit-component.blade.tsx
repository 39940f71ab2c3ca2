import type { BladeProps } from "../../../app/workspace/blade-types";
import { ComponentEditorFrame } from "./component-editor-frame";
import { ImageViewer } from "./image-viewer";

/** EditComponent (spec part 2, "Component viewer (images)"): a component's details, availability and images. */
export function EditComponentBlade({ blade }: BladeProps) {
  return (
    <ComponentEditorFrame
      itemId={blade.itemId}
      testId="component-editor"
      viewer={(component) => <ImageViewer component={component} />}
    />
  );
}
