import { useComponentOptionDefinition } from "../../../api/catalogue/component-option-definition";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { EditorLoader, editedItemId, itemReads } from "../../../ui/editor/editor-loader";
import { OptionDefinitionForm } from "./option-definition-form";

/** EditComponentOptionDefinition: a new definition (mode new) or a stored one (mode edit, itemId = its id). */
export function EditOptionDefinitionBlade({ blade }: BladeProps) {
  const query = useComponentOptionDefinition(editedItemId(blade));
  return (
    <EditorLoader {...itemReads(blade, query)}>
      {(definition, { readOnly }) => <OptionDefinitionForm blade={blade} definition={definition} readOnly={readOnly} />}
    </EditorLoader>
  );
}
