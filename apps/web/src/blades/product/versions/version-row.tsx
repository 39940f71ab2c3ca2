import type { VersionListItem } from "@atelier/domain/product/version.schema";
import { ActionIcon, Badge, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import { VERSION_TEXTS } from "./version-texts";
import classes from "./versions.module.css";

export function ActiveLabel() {
  return (
    <Badge size="sm" radius="sm" variant="light" color="green" tt="none" data-testid="active-label">
      {VERSION_TEXTS.active}
    </Badge>
  );
}

interface VersionRowProps {
  version: VersionListItem;
  /** Opens the version editor (list mode); absent while picking. */
  onDetails?: () => void;
  /** Picks this version (pick mode). */
  onPick?: () => void;
  selected?: boolean;
}

function RowText({ version }: { version: VersionListItem }) {
  return (
    <Stack gap={2} flex={1} miw={0}>
      <Group gap="xs" wrap="nowrap">
        <Text fw={600} size="sm" ff="monospace" data-testid="version-code">
          v{version.code}
        </Text>
        <Text size="sm" truncate="end">
          {version.name}
        </Text>
        {version.active && <ActiveLabel />}
      </Group>
      {version.description && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {version.description}
        </Text>
      )}
    </Stack>
  );
}

/** One version of the Versions blade: v{code}, name, 'Active' label and description. */
export function VersionRow({ version, onDetails, onPick, selected }: VersionRowProps) {
  if (onPick) {
    return (
      <UnstyledButton
        className={classes.row}
        data-selected={selected || undefined}
        onClick={onPick}
        data-testid="version-row"
        aria-label={`Pick v${version.code}`}
      >
        <RowText version={version} />
      </UnstyledButton>
    );
  }
  return (
    <Group className={classes.row} wrap="nowrap" gap="sm" data-testid="version-row">
      <RowText version={version} />
      {onDetails && (
        <ActionIcon
          variant="subtle"
          onClick={onDetails}
          aria-label={`Details of v${version.code}`}
          title={`Details of v${version.code}`}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
