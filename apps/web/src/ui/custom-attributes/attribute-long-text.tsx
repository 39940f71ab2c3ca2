import { ActionIcon, Group, Menu, Text } from "@mantine/core";
import { IconBraces, IconCode, IconPencil } from "@tabler/icons-react";
import { useCurrentBladeId } from "../../app/workspace/blade-guard";
import type { BladeLink } from "../../app/workspace/blade-link";
import { usePicker } from "../../app/workspace/pick-requests";
import { referenceDataLinks } from "../../blades/data/reference/reference-data-links";
import { VALUE_EDITOR_TEXTS } from "../../blades/data/reference/value-editors/value-editor-texts";

interface AttributeLongTextProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
}

const PREVIEW_LENGTH = 60;

/**
 * A long text value (html or json): a one-line preview and an Edit menu of 'Edit as HTML' and 'Edit as JSON', which open
 * the value editors (EditValueHtml, EditValueJson) stacked on this blade; what they apply comes back trimmed.
 */
export function AttributeLongText({ name, value, onChange }: AttributeLongTextProps) {
  const pick = usePicker();
  const parentId = useCurrentBladeId() ?? undefined;
  const edit = async (link: BladeLink, kind: "HTML" | "JSON") => {
    const edited = await pick(link, { value, parentId, title: VALUE_EDITOR_TEXTS.editorTitle(name, kind) });
    const [text] = edited ?? [];
    if (text !== undefined) onChange(text.trim());
  };

  return (
    <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      <Text size="sm" ff="monospace" truncate="end" style={{ flex: 1, minWidth: 0 }} title={value}>
        {value.length > PREVIEW_LENGTH ? `${value.slice(0, PREVIEW_LENGTH)}…` : value || "(empty)"}
      </Text>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={VALUE_EDITOR_TEXTS.editValue}
            title={VALUE_EDITOR_TEXTS.editValue}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconCode size={14} />}
            onClick={() => void edit(referenceDataLinks.editValueHtml(), "HTML")}
          >
            {VALUE_EDITOR_TEXTS.editAsHtml}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconBraces size={14} />}
            onClick={() => void edit(referenceDataLinks.editValueJson(), "JSON")}
          >
            {VALUE_EDITOR_TEXTS.editAsJson}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
