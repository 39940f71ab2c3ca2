import "@mantine/dates/styles.layer.css";
import { useComponentOption } from "../../../api/catalogue/component-option";
import { useComponentOptionDefinition } from "../../../api/catalogue/component-option-definition";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { EditorLoader } from "../../../ui/editor/editor-loader";
import { OptionEditor } from "./option-editor";
import { optionOpening, rememberedCopy } from "./option-editor-item-id";
import { copyValues, newOptionValues, optionValues } from "./option-form-values";

/**
 * EditComponentOption: a stored option (mode edit), a new one based on 'Any' or on a definition, or a copy
 * (mode new, see option-editor-item-id.ts). Each starts once what it starts from has been read.
 */
export function EditComponentOptionBlade({ blade }: BladeProps) {
  const opening = optionOpening(blade);
  const copied = opening.mode === "copy" ? rememberedCopy(blade.itemId ?? "") : undefined;
  const option = useComponentOption(opening.mode === "edit" ? opening.optionId : undefined);
  // A copy opened from the address (after a reload) starts from the stored option it copies.
  const source = useComponentOption(opening.mode === "copy" && copied === undefined ? opening.sourceId : undefined);
  const definition = useComponentOptionDefinition(
    opening.mode === "new" ? (opening.definitionId ?? undefined) : undefined,
  );
  const editor = { blade, mode: opening.mode };

  if (opening.mode === "edit") {
    return (
      <EditorLoader queries={[option]} find={() => option.data} itemKey={opening.optionId}>
        {(stored, { readOnly, reload }) =>
          stored && (
            <OptionEditor
              {...editor}
              readOnly={readOnly}
              option={stored}
              initial={optionValues(stored)}
              onReload={reload}
            />
          )
        }
      </EditorLoader>
    );
  }
  if (opening.mode === "copy") {
    return (
      <EditorLoader
        queries={copied === undefined ? [source] : []}
        find={() => copied ?? (source.data && copyValues(optionValues(source.data)))}
      >
        {(initial, { readOnly }) =>
          initial && <OptionEditor {...editor} readOnly={readOnly} option={null} initial={initial} />
        }
      </EditorLoader>
    );
  }
  const definitionId = opening.definitionId;
  return (
    <EditorLoader
      queries={definitionId === null ? [] : [definition]}
      find={() => (definitionId === null ? newOptionValues(null) : definition.data && newOptionValues(definition.data))}
    >
      {(initial, { readOnly }) =>
        initial && <OptionEditor {...editor} readOnly={readOnly} option={null} initial={initial} />
      }
    </EditorLoader>
  );
}
