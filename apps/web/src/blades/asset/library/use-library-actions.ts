import { useCallback, useMemo, useState } from "react";
import { useDeleteAsset } from "../../../api/asset/asset";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade } from "../../../app/workspace/blade-types";
import { assetLinks } from "../asset-links";
import { lightmapQueue, maskQueue } from "../derive/derive-store";
import { deletePrime } from "./delete-prime";

/**
 * What the library's cards do: the two-click Delete (a failed deletion silently stops loading), the
 * selection, and sending assets to the mask or lightmap queue (opening its blade).
 */
export function useLibraryActions(blade: Blade) {
  const { open } = useBlades();
  const remove = useDeleteAsset();
  const [primed, setPrimed] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const onTouch = useCallback(
    (name: string) => setPrimed((now) => deletePrime(now, { type: "card", name }).primed),
    [],
  );
  const { mutate } = remove;
  const onDelete = useCallback(
    (name: string) =>
      setPrimed((now) => {
        const next = deletePrime(now, { type: "delete", name });
        if (next.confirmed) {
          mutate(name);
          setSelected((chosen) => {
            const rest = new Set(chosen);
            rest.delete(name);
            return rest;
          });
        }
        return next.primed;
      }),
    [mutate],
  );
  const onSelect = useCallback(
    (name: string) =>
      setSelected((chosen) => {
        const next = new Set(chosen);
        if (!next.delete(name)) next.add(name);
        return next;
      }),
    [],
  );
  const toMasks = useCallback(
    (names: readonly string[]) => {
      maskQueue.dispatch({ type: "added", names });
      open(assetLinks.masks(), { parentId: blade.id });
    },
    [open, blade.id],
  );
  const toLightmaps = useCallback(
    (names: readonly string[]) => {
      lightmapQueue.dispatch({ type: "added", names });
      open(assetLinks.lightmaps(), { parentId: blade.id });
    },
    [open, blade.id],
  );
  const onMask = useCallback((name: string) => toMasks([name]), [toMasks]);
  const onLightmap = useCallback((name: string) => toLightmaps([name]), [toLightmaps]);
  const selection = useMemo(
    () => ({
      count: selected.size,
      onMasks: () => {
        toMasks([...selected]);
        setSelected(new Set());
      },
      onLightmaps: () => {
        toLightmaps([...selected]);
        setSelected(new Set());
      },
      onClear: () => setSelected(new Set()),
    }),
    [selected, toMasks, toLightmaps],
  );

  const deleting = remove.isPending ? remove.variables : undefined;
  return { primed, selected, deleting, onTouch, onDelete, onSelect, onMask, onLightmap, selection };
}
