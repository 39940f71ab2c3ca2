import type { AssetViewMode } from "@atelier/domain/asset/asset-names";
import { Loader, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useCallback, useMemo, useState } from "react";
import { useCurrentUser } from "../../../api/account/account";
import { useAssetPages } from "../../../api/asset/asset";
import { useBlades } from "../../../app/workspace/blade-context";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { ErrorCallout } from "../../../ui/error-callout";
import { PickSelectionBar } from "../../../ui/list/pick-bar";
import { usePickSelection } from "../../../ui/list/use-pick-selection";
import { assetLinks } from "../asset-links";
import { ASSET_TEXTS } from "../common/asset-texts";
import { AssetCard } from "./asset-card";
import classes from "./library.module.css";
import { LibraryToolbar } from "./library-toolbar";
import { assetsShown, uploadFolderOf } from "./library-view";
import { SelectionBar } from "./selection-bar";
import { useLibraryActions } from "./use-library-actions";
import { useNearEnd } from "./use-near-end";

/** The prefix search waits this long after the last key (part 3 section 9). */
export const ASSET_SEARCH_DEBOUNCE_MS = 350;

/**
 * The Assets Library blade (spec part 3, "Assets Library"), as a list or a picker: a case-sensitive prefix
 * search, refresh, the view modes, Upload for editors, cards read page by page as the list scrolls, each
 * with its menu; Download all for a prefix longer than 2 characters; selected cards go to the mask or
 * lightmap queue. In a picker a card's click chooses its name.
 */
export function AssetsBlade({ blade, title }: BladeProps) {
  const canEdit = useCurrentUser().data?.permissions.canEdit === true;
  const { open } = useBlades();
  const pick = usePickSelection(blade);
  const listing = pick.mode === "list";
  const [text, setText] = useState("");
  const [prefix] = useDebouncedValue(text, ASSET_SEARCH_DEBOUNCE_MS);
  const [mode, setMode] = useState<AssetViewMode>("base");
  const query = useAssetPages(prefix);
  const actions = useLibraryActions(blade);
  const { excludedIds } = pick;
  const shown = useMemo(() => {
    const assets = assetsShown(query.data?.pages, mode);
    return excludedIds === undefined ? assets : assets.filter((asset) => !excludedIds.includes(asset.name));
  }, [query.data, mode, excludedIds]);
  const marker = useNearEnd({
    hasNextPage: query.hasNextPage,
    fetching: query.isFetching,
    fetchNextPage: query.fetchNextPage,
  });
  const bladeId = blade.id;
  const onChoose = useCallback(
    (name: string) => (listing ? open(assetLinks.asset(name), { parentId: bladeId }) : pick.choose(name)),
    [listing, open, bladeId, pick.choose],
  );
  const empty =
    prefix === "" && mode === "base"
      ? ASSET_TEXTS.noAssets
      : prefix === ""
        ? ASSET_TEXTS.noneInMode(ASSET_TEXTS.viewModes[mode])
        : ASSET_TEXTS.noneUnder(prefix);
  const settled = query.isSuccess && !query.hasNextPage && !query.isFetching;

  return (
    <Stack gap="xs" data-testid="assets-blade" data-mode={pick.mode}>
      <LibraryToolbar
        title={title}
        text={text}
        onText={setText}
        prefix={prefix}
        mode={mode}
        onMode={setMode}
        refreshing={query.isFetching}
        onRefresh={() => void query.refetch()}
        onUpload={
          canEdit && listing ? () => open(assetLinks.upload(uploadFolderOf(prefix)), { parentId: blade.id }) : undefined
        }
      />
      <ErrorCallout error={query.error} />
      <PickSelectionBar pick={pick} />
      {listing && <SelectionBar {...actions.selection} />}
      {shown.length > 0 && (
        <Text size="xs" c="dimmed" data-testid="asset-count">
          {ASSET_TEXTS.count(shown.length)}
        </Text>
      )}
      {shown.length === 0 && settled && (
        <Text size="sm" data-testid="assets-empty">
          {empty}
        </Text>
      )}
      <ul className={classes.grid} aria-label={ASSET_TEXTS.assets}>
        {shown.map((asset) => (
          <AssetCard
            key={asset.name}
            asset={asset}
            canEdit={canEdit && listing}
            selectable={canEdit && listing}
            selected={listing ? actions.selected.has(asset.name) : pick.selected.has(asset.name)}
            primed={actions.primed === asset.name}
            deleting={actions.deleting === asset.name}
            onChoose={onChoose}
            onSelect={actions.onSelect}
            onTouch={actions.onTouch}
            onMask={actions.onMask}
            onLightmap={actions.onLightmap}
            onDelete={actions.onDelete}
          />
        ))}
      </ul>
      <div ref={marker} aria-hidden style={{ height: 1 }} />
      {query.isFetching && (
        <Loader size="sm" role="status" aria-label={ASSET_TEXTS.loadingMore} data-testid="assets-loading" />
      )}
    </Stack>
  );
}
