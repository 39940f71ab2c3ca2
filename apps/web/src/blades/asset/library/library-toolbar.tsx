import { ASSET_VIEW_MODES, type AssetViewMode } from "@atelier/domain/asset/asset-names";
import { ActionIcon, Button, Group, SegmentedControl, TextInput, Title } from "@mantine/core";
import { IconFileZip, IconRefresh, IconSearch, IconUpload } from "@tabler/icons-react";
import { assetZipUrl } from "../../../api/asset/asset-urls";
import { ASSET_TEXTS } from "../common/asset-texts";
import { canDownloadAll } from "./library-view";

interface LibraryToolbarProps {
  title: string;
  text: string;
  onText: (text: string) => void;
  /** The prefix searched (the text after the debounce). */
  prefix: string;
  mode: AssetViewMode;
  onMode: (mode: AssetViewMode) => void;
  refreshing: boolean;
  onRefresh: () => void;
  /** Upload, for editors in a list. */
  onUpload: (() => void) | undefined;
}

/** The library's title, Upload, Download all (a prefix longer than 2 characters), Refresh, the prefix search and the view modes. */
export function LibraryToolbar(props: LibraryToolbarProps) {
  const { prefix } = props;
  return (
    <>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" data-testid="blade-title">
          {props.title}
        </Title>
        <Group gap="xs">
          {props.onUpload && (
            <Button size="xs" leftSection={<IconUpload size={14} />} onClick={props.onUpload}>
              {ASSET_TEXTS.upload}
            </Button>
          )}
          {canDownloadAll(prefix) && (
            <Button
              size="xs"
              variant="default"
              component="a"
              href={assetZipUrl(prefix)}
              download
              title={ASSET_TEXTS.downloadAllHint}
              leftSection={<IconFileZip size={14} />}
            >
              {ASSET_TEXTS.downloadAll}
            </Button>
          )}
          <ActionIcon
            variant="default"
            aria-label={ASSET_TEXTS.refresh}
            title={ASSET_TEXTS.refresh}
            loading={props.refreshing}
            onClick={props.onRefresh}
          >
            <IconRefresh size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          flex="1 1 14rem"
          size="sm"
          aria-label={ASSET_TEXTS.search}
          placeholder={ASSET_TEXTS.search}
          title={ASSET_TEXTS.searchHint}
          leftSection={<IconSearch size={14} />}
          value={props.text}
          onChange={(event) => props.onText(event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          data-testid="asset-search"
        />
        <SegmentedControl
          size="sm"
          aria-label={ASSET_TEXTS.viewMode}
          value={props.mode}
          onChange={(value) => props.onMode(value as AssetViewMode)}
          data={ASSET_VIEW_MODES.map((mode) => ({ value: mode, label: ASSET_TEXTS.viewModes[mode] }))}
        />
      </Group>
    </>
  );
}
