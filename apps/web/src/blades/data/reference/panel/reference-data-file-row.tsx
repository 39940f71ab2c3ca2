import { formatFileSize } from "@atelier/domain/shared/file-size";
import { ActionIcon, Button, Group, Text } from "@mantine/core";
import { IconDownload, IconTable } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ConfirmDeleteButton } from "../../../../ui/confirm-button";
import { UPLOAD_TEXTS } from "../../../../ui/upload/upload-texts";
import { REFERENCE_DATA_TEXTS } from "../reference-data-texts";

interface ReferenceDataFileRowProps {
  name: string;
  size: number;
  /** Under the name: when and by whom for a stored file, the percent or the failure of a chosen one. */
  note?: ReactNode;
  /** The download address of a stored file. */
  href?: string;
  onEditTable?: () => void;
  /** Sends a chosen file again after it failed. */
  onRetry?: () => void;
  onRemove?: () => void;
  busy: boolean;
}

/** One file of a reference data: name and size, when it changed (or how its upload goes), Download, Edit table, Retry and Remove. */
export function ReferenceDataFileRow({
  name,
  size,
  note,
  href,
  onEditTable,
  onRetry,
  onRemove,
  busy,
}: ReferenceDataFileRowProps) {
  return (
    <Group component="li" gap="xs" wrap="nowrap" justify="space-between" data-testid="reference-file" data-name={name}>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500} truncate="end" title={name}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatFileSize(size)}
          </Text>
        </Group>
        {note}
      </div>
      <Group gap={4} wrap="nowrap">
        {onEditTable && (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconTable size={14} />}
            aria-label={REFERENCE_DATA_TEXTS.editTableOf(name)}
            onClick={onEditTable}
          >
            {REFERENCE_DATA_TEXTS.editTable}
          </Button>
        )}
        {href !== undefined && (
          <ActionIcon
            component="a"
            href={href}
            download={name}
            variant="subtle"
            aria-label={REFERENCE_DATA_TEXTS.downloadOf(name)}
            title={REFERENCE_DATA_TEXTS.download}
          >
            <IconDownload size={16} />
          </ActionIcon>
        )}
        {onRetry && (
          <Button size="compact-xs" variant="light" onClick={onRetry} disabled={busy}>
            {UPLOAD_TEXTS.retry}
          </Button>
        )}
        {onRemove && (
          <ConfirmDeleteButton label={REFERENCE_DATA_TEXTS.removeOf(name)} onConfirm={onRemove} disabled={busy} />
        )}
      </Group>
    </Group>
  );
}
