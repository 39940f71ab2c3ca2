import { useCurrentUser } from "../../api/account";
import { useComponentOptionDefinition } from "../../api/component-option-definition";
import type { BladeProps } from "../../app/workspace/blade-types";
import { CatalogueEditorLoader } from "./catalogue-editor-loader";
import { OptionDefinitionForm } from "./option-definition-form";

/** EditComponentOptionDefinition: a new definition (mode new) or a stored one (mode edit, itemId = its id). */
export function EditOptionDefinitionBlade({ blade }: BladeProps) {
  const readOnly = useCurrentUser().data?.permissions.canEdit !== true;
  const id = blade.mode === "edit" ? blade.itemId : undefined;
  const query = useComponentOptionDefinition(id);
  return (
    <CatalogueEditorLoader query={id === undefined ? undefined : query}>
      {(definition) => (
        <OptionDefinitionForm
          key={definition?.componentOptionDefinitionId ?? "new"}
          blade={blade}
          definition={definition}
          readOnly={readOnly}
        />
      )}
    </CatalogueEditorLoader>
  );
}
