import type { ReferenceData, ReferenceDataType } from "@atelier/domain/data/reference-data.schema";
import { useReducer } from "react";
import { useUpdateReferenceData, useUploadReferenceDataFile } from "../../../../api/data/reference-data";
import { toApiError } from "../../../../api/http";
import { isRetryableStatus } from "../../../../ui/upload/upload-request";
import { refusedReferenceFile } from "../reference-file-check";
import { pendingFiles } from "./pending-files";

/** The part of useEditor the files use: one call at a time, its failure in the callout, and the newer item kept. */
interface FilesEditor {
  current: ReferenceData | null;
  run: <R>(kind: string, call: () => Promise<R>, then: (result: R) => void) => Promise<void>;
  keep: (item: ReferenceData) => void;
}

const nothing = () => undefined;

/**
 * The files of the reference data panel and the mapping editor, each sent alone as multipart with its
 * percent (docs/decisions/data-reference-web-files.md). A stored item sends a chosen file at once (replacing
 * one of the same name) and saves a removal at once, keeping the other edits of the form and taking the new
 * etag. A new item holds the chosen files: its save creates it, then `sendAfterSave` sends them one by one.
 * A file that fails stays listed, marked, the server's message in the callout: Retry sends it again, and
 * the next save sends it after the fields.
 */
export function useReferenceDataFiles(editor: FilesEditor, dataType: ReferenceDataType) {
  const [pending, dispatch] = useReducer(pendingFiles, []);
  const upload = useUploadReferenceDataFile();
  const update = useUpdateReferenceData();
  const stored = editor.current;

  /** The editor shows `item`: the files sent to it leave the chosen ones. */
  const show = (item: ReferenceData) => {
    editor.keep(item);
    dispatch({ type: "shown" });
  };

  /**
   * Sends the files one after the other; the first failure stops and is thrown. A stored item shows the newer
   * item after each file; a new one only once a file failed (else its blade turns into the item's editor).
   */
  const send = async (item: ReferenceData, files: readonly File[]): Promise<ReferenceData> => {
    let latest = item;
    for (const file of files) {
      const { name } = file;
      dispatch({ type: "sending", name });
      try {
        latest = await upload.mutateAsync({
          dataType,
          referenceDataId: item.referenceDataId,
          file,
          onProgress: (loaded, total) => dispatch({ type: "progress", name, loaded, total }),
        });
      } catch (failure) {
        show(latest);
        dispatch({ type: "failed", name, retryable: isRetryableStatus(toApiError(failure).status) });
        throw failure;
      }
      dispatch({ type: "sent", name });
      if (stored !== null) show(latest);
    }
    return latest;
  };

  /** A chosen file: refused before it is sent (name or size), sent at once to a stored item, else held. */
  const add = (file: File) =>
    editor.run(
      "upload",
      async () => {
        const refusal = refusedReferenceFile(file);
        if (refusal !== null) throw refusal;
        dispatch({ type: "chosen", file });
        if (stored !== null) await send(stored, [file]);
      },
      nothing,
    );

  /** Sends a failed file again. */
  const retry = (name: string) => {
    const file = pending.find((entry) => entry.file.name === name)?.file;
    if (stored === null || file === undefined) return;
    void editor.run("upload", () => send(stored, [file]), nothing);
  };

  /** Removes a stored file at once: the item is saved as stored, without it. */
  const remove = (referenceDataFileId: string) => {
    if (stored === null) return;
    const { name, type, description, etag } = stored;
    const files = stored.files
      .filter((file) => file.referenceDataFileId !== referenceDataFileId)
      .map(({ referenceDataFileId: id }) => ({ referenceDataFileId: id }));
    void editor.run(
      "remove-file",
      () =>
        update.mutateAsync({
          dataType,
          referenceDataId: stored.referenceDataId,
          input: { name, type, description, etag, files },
        }),
      editor.keep,
    );
  };

  return {
    pending,
    add,
    retry,
    remove,
    /** Leaves out a chosen file not stored yet. */
    drop: (name: string) => dispatch({ type: "gone", name }),
    /** After a save of the fields: sends the files still held, answering the item as it then is. */
    sendAfterSave: (item: ReferenceData) =>
      send(
        item,
        pending.map((entry) => entry.file),
      ),
  };
}

export type ReferenceDataFiles = ReturnType<typeof useReferenceDataFiles>;
