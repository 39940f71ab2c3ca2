import { formatFileSize } from "@atelier/domain/shared/file-size";
import { Group, Stack, Text, ThemeIcon, Tooltip } from "@mantine/core";
import { IconAlertCircle, IconCheck, IconClock } from "@tabler/icons-react";
import { TONES } from "../../../app/theme-tokens";
import { UploadProgress } from "../../../ui/upload/upload-progress";
import { ASSET_TEXTS } from "../common/asset-texts";
import type { UploadItem } from "./upload-items";

/** One file of the queue: its name and target, then waiting, uploading with its percent, done, or the error icon with the server's message. */
export function UploadRow({ item }: { item: UploadItem }) {
  return (
    <Stack gap={4} component="li" data-testid="asset-upload-row" data-status={item.status} py={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500} truncate="end" title={item.fileName}>
            {item.fileName}
          </Text>
          {item.status !== "error" && (
            <Text size="xs" c="dimmed" truncate="end">
              {item.status === "done" ? ASSET_TEXTS.uploadedAs(item.target) : ASSET_TEXTS.goesTo(item.target)}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Text size="xs" c="dimmed">
            {formatFileSize(item.size)}
          </Text>
          <UploadState item={item} />
        </Group>
      </Group>
      {item.status === "uploading" && <UploadProgress name={item.fileName} percent={item.percent} />}
      {item.status === "error" && (
        <Text size="xs" c="red.9" role="alert" data-testid="upload-message">
          {item.message}
        </Text>
      )}
    </Stack>
  );
}

function UploadState({ item }: { item: UploadItem }) {
  const word = ASSET_TEXTS.status[item.status];
  if (item.status === "error")
    return (
      <Tooltip label={item.message ?? word}>
        <ThemeIcon color={TONES.danger} variant="light" size="sm" aria-label={word} role="img">
          <IconAlertCircle size={14} />
        </ThemeIcon>
      </Tooltip>
    );
  return (
    <Group gap={4} wrap="nowrap" data-testid="upload-state">
      {item.status === "done" && <IconCheck size={14} color="var(--mantine-color-green-8)" aria-hidden />}
      {item.status === "waiting" && <IconClock size={14} aria-hidden />}
      <Text size="xs" c={item.status === "done" ? "green.9" : "dimmed"}>
        {word}
      </Text>
    </Group>
  );
}
