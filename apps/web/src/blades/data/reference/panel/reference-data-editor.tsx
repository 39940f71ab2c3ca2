import type { ReferenceData, ReferenceDataType } from "@atelier/domain/data/reference-data.schema";
import { Textarea, TextInput } from "@mantine/core";
import { type ReactNode, useEffect, useMemo } from "react";
import {
  useCreateReferenceData,
  useRemoveReferenceData,
  useUpdateReferenceData,
} from "../../../../api/data/reference-data";
import { referenceDataPath } from "../../../../api/data/reference-data-urls";
import { useBlades } from "../../../../app/workspace/blade-context";
import type { Blade } from "../../../../app/workspace/blade-types";
import { EditorBar } from "../../../../ui/editor/editor-bar";
import { EditorForm } from "../../../../ui/editor/editor-form";
import { useEditor } from "../../../../ui/editor/use-editor";
import { fieldProps } from "../../../../ui/form/field-props";
import { HistorySection } from "../../../../ui/history/history-section";
import { referenceDataItem } from "../reference-data-item";
import { REFERENCE_DATA_LABELS, REFERENCE_DATA_TEXTS } from "../reference-data-texts";
import { ReferenceDataFilesSection } from "./reference-data-files-section";
import { referenceDataFormSchema, referenceDataValues } from "./reference-data-form-values";
import { useReferenceDataFiles } from "./use-reference-data-files";

interface ReferenceDataEditorProps {
  blade: Blade;
  dataType: ReferenceDataType;
  /** The stored item, or null to add one. */
  stored: ReferenceData | null;
  /** Only admins write reference data: for others it is shown read-only. */
  readOnly: boolean;
  onReload: () => void;
  /** Buttons to other blades at the bar's end (the mapping's Find unmapped). */
  end?: (stored: ReferenceData) => ReactNode;
}

/**
 * The one form of the reference data panel and of Add/Edit mapping (spec part 3): name and type (shown as
 * the mapping file code; both required and trimmed), description, the files with their history, and
 * Delete with confirm. The labels follow the data type.
 */
export function ReferenceDataEditor({ blade, dataType, stored, readOnly, onReload, end }: ReferenceDataEditorProps) {
  const labels = REFERENCE_DATA_LABELS[dataType];
  const schema = useMemo(() => referenceDataFormSchema(labels), [labels]);
  const create = useCreateReferenceData();
  const update = useUpdateReferenceData();
  const remove = useRemoveReferenceData();
  const blades = useBlades();
  const editor = useEditor({
    blade,
    stored,
    readOnly,
    schema,
    valuesOf: referenceDataValues,
    // A save stores the fields, then sends the files still held, one by one.
    calls: {
      create: async (values) =>
        files.sendAfterSave(await create.mutateAsync({ dataType, input: { ...values, files: [] } })),
      update: async (values, current) =>
        files.sendAfterSave(
          await update.mutateAsync({
            dataType,
            referenceDataId: current.referenceDataId,
            input: {
              ...values,
              etag: current.etag,
              files: current.files.map(({ referenceDataFileId }) => ({ referenceDataFileId })),
            },
          }),
        ),
      remove: (current) =>
        remove.mutateAsync({ dataType, referenceDataId: current.referenceDataId, etag: current.etag }),
    },
    // A new item whose file failed after it was created stays in this form with its files: the blade turns
    // into the item's editor after the save that stores everything (the mapping editor knows it by id, the
    // panel by type and id).
    onSaved: (saved, closeAfter) => {
      if (closeAfter) blades.close(blade.id);
      else if (blade.mode === "edit") editor.adopt(saved);
      else blades.update(blade.id, { mode: "edit", itemId: editedItemIdOf(dataType, saved) });
    },
  });
  const files = useReferenceDataFiles(editor, dataType);
  const { form, current, keep } = editor;
  // A file saved from another blade (the table editor) reads the item anew: take its files and etag when only
  // they changed, so the next save is not refused as stale; any other change waits for Reload.
  useEffect(() => {
    if (stored && current && stored.etag !== current.etag && sameFields(stored, current)) keep(stored);
  }, [stored, current, keep]);

  return (
    <EditorForm
      editor={editor}
      testId="reference-data-editor"
      attributes={{ "data-data-type": dataType }}
      bar={
        <EditorBar
          label={labels.actions}
          editor={editor}
          end={current && end?.(current)}
          removeLabel={REFERENCE_DATA_TEXTS.delete}
        />
      }
      title={current?.name ?? labels.newTitle}
      reload={{ label: REFERENCE_DATA_TEXTS.reload, onReload }}
    >
      <TextInput label={labels.name} withAsterisk={!readOnly} {...fieldProps(form, "name")} />
      <TextInput label={labels.type} withAsterisk={!readOnly} {...fieldProps(form, "type")} />
      <Textarea label={labels.description} autosize minRows={2} {...fieldProps(form, "description")} />
      <ReferenceDataFilesSection
        blade={blade}
        dataType={dataType}
        stored={current}
        files={files}
        readOnly={readOnly}
        busy={editor.busy}
        uploading={editor.pending === "upload"}
      />
      {current && (
        <HistorySection resourcePath={referenceDataPath(dataType, current.referenceDataId)} revision={current.etag} />
      )}
    </EditorForm>
  );
}

/** The item id of the editor blade: the mapping editor's is the id, the panel's the data type and id. */
function editedItemIdOf(dataType: ReferenceDataType, item: ReferenceData): string {
  return dataType === "Mapping"
    ? item.referenceDataId
    : referenceDataItem.encode({ dataType, referenceDataId: item.referenceDataId });
}

/** The fields the form edits are the same in both: only files (and so the etag) may differ. */
function sameFields(a: ReferenceData, b: ReferenceData): boolean {
  return a.name === b.name && a.type === b.type && a.description === b.description;
}
