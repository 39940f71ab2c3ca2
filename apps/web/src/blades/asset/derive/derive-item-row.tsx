import { ActionIcon, Anchor, Badge, Group, Loader, Stack, Text, ThemeIcon, Tooltip } from "@mantine/core";
import { IconAlertCircle, IconX } from "@tabler/icons-react";
import { assetDataUrl } from "../../../api/asset/asset-urls";
import { TONES } from "../../../app/theme-tokens";
import { withCheckerboard } from "../../../ui/checkerboard";
import { ASSET_TEXTS } from "../common/asset-texts";
import classes from "../library/library.module.css";
import type { DeriveItem, DeriveStatus } from "./derive-queue";

const STATUS_COLORS: Record<DeriveStatus, string> = {
  added: "gray",
  waiting: TONES.info,
  uploading: TONES.info,
  done: TONES.success,
  error: TONES.danger,
};

/** The made mask or lightmap is shown small beside its row, fitted in this box (twice its size on screen). */
const RESULT_SIZE = 96;

interface DeriveItemRowProps {
  item: DeriveItem;
  onRemove: (name: string) => void;
  onOpen: (name: string) => void;
}

/** One asset of a mask or lightmap queue: its name, its state (an error icon with the message on error) and its result. */
export function DeriveItemRow({ item, onRemove, onOpen }: DeriveItemRowProps) {
  const word = ASSET_TEXTS.status[item.status];
  const idle = item.status !== "waiting" && item.status !== "uploading";
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      py={6}
      data-testid="derive-row"
      data-status={item.status}
      data-name={item.name}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        {item.status === "done" && item.result !== undefined && (
          <div className={withCheckerboard(classes.result, true)} data-checker="true">
            <img src={assetDataUrl(item.result, { width: RESULT_SIZE, height: RESULT_SIZE })} alt="" />
          </div>
        )}
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500} truncate="end" title={item.name}>
            {item.name}
          </Text>
          {item.status === "done" && item.result !== undefined && (
            <Anchor component="button" type="button" size="xs" ta="left" onClick={() => onOpen(item.result ?? "")}>
              {item.result}
            </Anchor>
          )}
          {item.status === "error" && (
            <Text size="xs" c="red.9" data-testid="derive-message">
              {item.message}
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
        {item.setting !== undefined && item.status !== "added" && (
          <Text size="xs" c="dimmed">
            {item.setting}
          </Text>
        )}
        {item.status === "uploading" && <Loader size={14} aria-hidden />}
        {item.status === "error" ? (
          <Tooltip label={item.message ?? word}>
            <ThemeIcon color={TONES.danger} variant="light" size="sm" aria-label={word} role="img">
              <IconAlertCircle size={14} />
            </ThemeIcon>
          </Tooltip>
        ) : (
          <Badge size="sm" variant="light" color={STATUS_COLORS[item.status]} data-testid="derive-status">
            {word}
          </Badge>
        )}
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          disabled={!idle}
          aria-label={ASSET_TEXTS.remove(item.name)}
          onClick={() => onRemove(item.name)}
        >
          <IconX size={14} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
