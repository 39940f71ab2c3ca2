import "@mantine/dropzone/styles.layer.css";
import { ASSET_MAX_BYTES } from "@atelier/domain/asset/asset.schema";
import { formatFileSize } from "@atelier/domain/shared/file-size";
import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { useState } from "react";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { ASSET_TEXTS } from "../common/asset-texts";
import { UploadRow } from "./upload-row";
import { useUploadQueue } from "./use-upload-queue";

/**
 * The Upload Assets blade (spec part 3, "Upload Assets"): a folder, then files dropped or chosen, queued and
 * sent one at a time, each waiting, uploading with its percent, done or error. The server checks type and
 * size from the bytes. Opened from the library, the folder starts as its search prefix (the item id).
 */
export function UploadAssetsBlade({ blade, title }: BladeProps) {
  const [folder, setFolder] = useState(blade.itemId ?? "");
  const [openedWith, setOpenedWith] = useState(blade.itemId);
  // Opened again from the library with another prefix (a singleton): the folder follows.
  if (openedWith !== blade.itemId) {
    setOpenedWith(blade.itemId);
    setFolder(blade.itemId ?? "");
  }
  const { items, add, clear } = useUploadQueue();
  const finished = items.some((item) => item.status === "done" || item.status === "error");

  return (
    <Stack gap="sm" data-testid="upload-assets-blade">
      <Title order={2} size="h4" data-testid="blade-title">
        {title}
      </Title>
      <TextInput
        label={ASSET_TEXTS.folder}
        description={ASSET_TEXTS.folderHint}
        value={folder}
        onChange={(event) => setFolder(event.currentTarget.value)}
        data-testid="upload-folder"
      />
      <Dropzone
        onDrop={(files) => add(files, folder)}
        multiple
        inputProps={{ "aria-label": ASSET_TEXTS.chooseFiles }}
        name="file"
        p="md"
        data-testid="asset-dropzone"
      >
        <Stack gap={2} align="center" style={{ pointerEvents: "none" }}>
          <Text size="sm">{ASSET_TEXTS.chooseFiles}</Text>
          <Text size="xs" c="dimmed">
            {ASSET_TEXTS.accepted}
          </Text>
          <Text size="xs" c="dimmed">
            {ASSET_TEXTS.atMost(formatFileSize(ASSET_MAX_BYTES))}
          </Text>
        </Stack>
      </Dropzone>
      {items.length > 0 && (
        <>
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              {ASSET_TEXTS.uploads}
            </Text>
            <Button size="compact-xs" variant="subtle" disabled={!finished} onClick={clear}>
              {ASSET_TEXTS.clearFinished}
            </Button>
          </Group>
          <Stack
            gap={0}
            component="ul"
            aria-label={ASSET_TEXTS.uploads}
            style={{ listStyle: "none", padding: 0, margin: 0 }}
          >
            {items.map((item) => (
              <UploadRow key={item.id} item={item} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
