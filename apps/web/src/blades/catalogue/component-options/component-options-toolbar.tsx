import { Button, Group, Select } from "@mantine/core";
import { IconCopyPlus, IconPlus } from "@tabler/icons-react";
import { memo } from "react";
import { ExportButton } from "../../../ui/list/export-button";
import { ListToolbar, type ScopeToggle } from "../../../ui/list/list-toolbar";
import { COMPONENT_OPTIONS_TEXTS } from "./component-options-texts";

/** The Select's value for 'All definitions' (a Select option cannot be null). */
const ALL = "*";

interface DefinitionChoice {
  /** The company's definitions, by name. */
  definitions: readonly { value: string; label: string }[];
  /** The definition whose options are listed; null for all. */
  definitionId: string | null;
  onDefinition: (definitionId: string | null) => void;
}

interface ComponentOptionsActionsProps {
  refreshing: boolean;
  onRefresh: () => void;
  scope: ScopeToggle;
  /** The editors' buttons, shown in a list to users who may edit. */
  onAdd?: (() => void) | undefined;
  /** 'Add {definition} Option', while a definition is chosen. */
  addForDefinition?: { name: string; onAdd: () => void } | undefined;
  onAddAnother?: (() => void) | undefined;
  /** 'Export as batch' of the options shown, while some are. */
  onExport?: (() => void) | undefined;
  exporting: boolean;
}

/** Add, 'Add {definition} Option', Add Another, refresh, the tag-scope toggle and the export; unchanged by a keystroke. */
export const ComponentOptionsActions = memo(function ComponentOptionsActions(props: ComponentOptionsActionsProps) {
  const { addForDefinition, onAddAnother, onExport } = props;
  return (
    <Group gap="xs" wrap="wrap">
      <ListToolbar onAdd={props.onAdd} />
      {addForDefinition && (
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={addForDefinition.onAdd}>
          {COMPONENT_OPTIONS_TEXTS.addForDefinition(addForDefinition.name)}
        </Button>
      )}
      {onAddAnother && (
        <Button size="xs" variant="default" leftSection={<IconCopyPlus size={14} />} onClick={onAddAnother}>
          {COMPONENT_OPTIONS_TEXTS.addAnother}
        </Button>
      )}
      <ListToolbar refresh={{ refreshing: props.refreshing, onRefresh: props.onRefresh }} scope={props.scope} />
      {onExport && <ExportButton loading={props.exporting} onClick={onExport} />}
    </Group>
  );
});

/** The filter by definition: 'All definitions' first, then the company's definitions by name. */
export const DefinitionSelect = memo(function DefinitionSelect(props: DefinitionChoice) {
  const { definitions, definitionId, onDefinition } = props;
  return (
    <Select
      size="sm"
      w={220}
      aria-label={COMPONENT_OPTIONS_TEXTS.definition}
      data={[{ value: ALL, label: COMPONENT_OPTIONS_TEXTS.allDefinitions }, ...definitions]}
      value={definitionId ?? ALL}
      onChange={(value) => onDefinition(value === null || value === ALL ? null : value)}
      allowDeselect={false}
      searchable
      style={{ flex: "none" }}
    />
  );
});
