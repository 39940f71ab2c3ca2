import "@mantine/dates/styles.css";
import { useState } from "react";
import { useCurrentUser } from "../../../api/account/account";
import { useComponentOption } from "../../../api/catalogue/component-option";
import { useComponentOptionDefinition } from "../../../api/catalogue/component-option-definition";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { ErrorCallout } from "../../../ui/error-callout";
import { LoadingLine } from "../../../ui/loading-line";
import { OptionEditor } from "./option-editor";
import { optionOpening, rememberedCopy } from "./option-editor-item-id";
import { copyValues, newOptionValues, optionValues } from "./option-form-values";

/**
 * EditComponentOption: a stored option (mode edit), a new one based on 'Any' or on a definition, or a copy
 * (mode new, see option-editor-item-id.ts). Each starts once what it starts from has been read.
 */
export function EditComponentOptionBlade({ blade }: BladeProps) {
  const readOnly = useCurrentUser().data?.permissions.canEdit !== true;
  const opening = optionOpening(blade);
  // Reloading after a stale save starts a fresh editor from the option read again.
  const [generation, setGeneration] = useState(0);
  const copied = opening.mode === "copy" ? rememberedCopy(blade.itemId ?? "") : undefined;
  const option = useComponentOption(opening.mode === "edit" ? opening.optionId : undefined);
  // A copy opened from the address (after a reload) starts from the stored option it copies.
  const source = useComponentOption(opening.mode === "copy" && copied === undefined ? opening.sourceId : undefined);
  const definition = useComponentOptionDefinition(
    opening.mode === "new" ? (opening.definitionId ?? undefined) : undefined,
  );
  const editor = { blade, mode: opening.mode, readOnly };

  if (opening.mode === "edit") {
    if (option.isError) return <ErrorCallout error={option.error} />;
    // The form starts from what the server holds now, not from a copy cached when the blade was last open.
    if (option.isPending || !option.isFetchedAfterMount) return <LoadingLine />;
    const reload = async () => {
      await option.refetch();
      setGeneration((count) => count + 1);
    };
    return (
      <OptionEditor
        key={`${option.data.componentOptionId}#${generation}`}
        {...editor}
        option={option.data}
        initial={optionValues(option.data)}
        onReload={() => void reload()}
      />
    );
  }
  if (opening.mode === "copy") {
    if (copied !== undefined) return <OptionEditor {...editor} option={null} initial={copied} />;
    if (source.isError) return <ErrorCallout error={source.error} />;
    if (source.isPending) return <LoadingLine />;
    return <OptionEditor {...editor} option={null} initial={copyValues(optionValues(source.data))} />;
  }
  if (opening.definitionId === null) return <OptionEditor {...editor} option={null} initial={newOptionValues(null)} />;
  if (definition.isError) return <ErrorCallout error={definition.error} />;
  if (definition.isPending) return <LoadingLine />;
  return <OptionEditor {...editor} option={null} initial={newOptionValues(definition.data)} />;
}
