import { formatFileSize } from "@atelier/domain/shared/file-size";
import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { formatTimestamp } from "../../../ui/format-timestamp";
import { REFERENCE_DATA_TEXTS } from "./reference-data-texts";

/** One change of a file: what happened to which file, when (localized time) and by whom. */
export interface FileHistoryLine {
  id: string;
  action: string;
  name: string | null;
  size: number | null;
  at: string;
  by: string | null;
  /** Where the file of this change downloads from, when it can. */
  href?: string | undefined;
}

interface FileHistoryListProps {
  /** The heading, which names the list too. */
  title: string;
  empty: string;
  /** Newest first. */
  lines: readonly FileHistoryLine[];
}

/** The history of a reference data's files or of the legacy mapping under its heading, newest first, each with its download. */
export function FileHistoryList({ title, empty, lines }: FileHistoryListProps) {
  return (
    <Stack gap={6}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }} aria-label={title}>
          {lines.map((line) => (
            <FileHistoryRow key={line.id} line={line} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function FileHistoryRow({ line }: { line: FileHistoryLine }) {
  return (
    <Group component="li" gap="xs" wrap="nowrap" justify="space-between" data-testid="file-history-entry">
      <Text size="sm" style={{ minWidth: 0 }}>
        <Text span fw={500}>
          {line.action}
        </Text>
        {line.name !== null && ` ${line.name}`}
        {line.size !== null && <Text span size="xs" c="dimmed">{` (${formatFileSize(line.size)})`}</Text>}
        <Text span size="xs" c="dimmed" display="block">
          {`${formatTimestamp(line.at)}${REFERENCE_DATA_TEXTS.byWhom(line.by)}`}
        </Text>
      </Text>
      {line.href !== undefined && line.name !== null && (
        <Anchor href={line.href} download={line.name} size="xs" aria-label={REFERENCE_DATA_TEXTS.downloadOf(line.name)}>
          {REFERENCE_DATA_TEXTS.download}
        </Anchor>
      )}
    </Group>
  );
}
