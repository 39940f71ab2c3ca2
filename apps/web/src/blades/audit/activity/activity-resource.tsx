import type { AuditEntry } from "@atelier/domain/shared/audit.schema";
import { Anchor, Text } from "@mantine/core";
import type { BladeLink } from "../../../app/workspace/blade-link";
import { resourceLink } from "./resource-link";

interface ActivityResourceProps {
  entry: AuditEntry;
  onOpen: (link: BladeLink) => void;
}

/** The resource an entry wrote, by its label: a link to its editor, or plain text when no editor shows it. */
export function ActivityResource({ entry, onOpen }: ActivityResourceProps) {
  const link = resourceLink(entry.resourcePath);
  const label = entry.resourceLabel || entry.resourcePath;
  if (link === null) {
    return (
      <Text size="sm" fw={500} data-testid="activity-resource">
        {label}
      </Text>
    );
  }
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      fw={500}
      onClick={() => onOpen(link)}
      data-testid="activity-resource"
    >
      {label}
    </Anchor>
  );
}
