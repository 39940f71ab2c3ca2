import { useComponentOptionDefinition } from "../../../api/catalogue/component-option-definition";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { CatalogueEditorLoader, editedItemId } from "../../../ui/catalogue-editor/catalogue-editor-loader";
import { OptionDefinitionForm } from "./option-definition-form";

/** EditComponentOptionDefinition: a new definition (mode new) or a stored one (mode edit, itemId = its id). */
export function EditOptionDefinitionBlade({ blade }: BladeProps) {
  const query = useComponentOptionDefinition(editedItemId(blade));
  return (
    <CatalogueEditorLoader blade={blade} query={query}>
      {(definition, readOnly) => <OptionDefinitionForm blade={blade} definition={definition} readOnly={readOnly} />}
    </CatalogueEditorLoader>
  );
}
