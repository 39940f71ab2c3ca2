import { ASSET_MAX_BYTES, AssetUploadResult } from "@atelier/domain/asset/asset.schema";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { assetKeys } from "../../../api/asset/asset";
import { ASSET_UPLOAD_URL } from "../../../api/asset/asset-urls";
import { sendUpload } from "../../../ui/upload/upload-request";
import { nextUpload, type UploadItem, uploadItems, uploadItemsFor } from "./upload-items";

/**
 * The Upload Assets queue: files added wait their turn and go one request each (multipart, the `folder`
 * field before the file), one at a time; each success reads the library again.
 */
export function useUploadQueue(): {
  items: readonly UploadItem[];
  add: (files: File[], folder: string) => void;
  clear: () => void;
} {
  const queryClient = useQueryClient();
  const [items, dispatch] = useReducer(uploadItems, []);
  const files = useRef(new Map<number, File>());
  const abort = useRef<(() => void) | null>(null);
  const nextId = useRef(1);

  useEffect(() => () => abort.current?.(), []);

  const next = nextUpload(items);
  useEffect(() => {
    if (next === undefined) return;
    const file = files.current.get(next.id);
    const { id, folder } = next;
    if (file === undefined) return;
    dispatch({ type: "uploading", id });
    const upload = sendUpload({
      url: ASSET_UPLOAD_URL,
      fieldName: "file",
      fields: { folder },
      file,
      onProgress: (loaded, total) => dispatch({ type: "progress", id, loaded, total }),
    });
    abort.current = upload.abort;
    upload.done.then(
      (answer) => {
        abort.current = null;
        files.current.delete(id);
        // The server cleans file names: the row shows the name it stored.
        const stored = AssetUploadResult.safeParse(answer).data?.assets[0]?.name;
        dispatch({ type: "done", id, target: stored });
        void queryClient.invalidateQueries({ queryKey: assetKeys.lists() });
      },
      (error: unknown) => {
        abort.current = null;
        files.current.delete(id);
        dispatch({ type: "failed", id, message: error instanceof Error ? error.message : String(error) });
      },
    );
  }, [next, queryClient]);

  const add = useCallback((chosen: File[], folder: string) => {
    const added = uploadItemsFor(chosen, folder, nextId.current, ASSET_MAX_BYTES);
    nextId.current += added.length;
    added.forEach((item, index) => {
      const file = chosen[index];
      if (file !== undefined && item.status === "waiting") files.current.set(item.id, file);
    });
    dispatch({ type: "added", items: added });
  }, []);

  const clear = useCallback(() => dispatch({ type: "cleared" }), []);
  return { items, add, clear };
}
