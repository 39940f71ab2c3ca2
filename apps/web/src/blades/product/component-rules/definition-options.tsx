import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconSwitchHorizontal } from "@tabler/icons-react";
import { memo, useMemo, useState } from "react";
import { TONES } from "../../../app/theme-tokens";
import { FilterBox } from "../../../ui/list/filter-box";
import { itemRow } from "../../../ui/list/item-rows";
import { COMPONENT_RULES_TEXTS } from "./component-rules-texts";
import { PickList, useShownRows } from "./pick-list";
import { invertShown, type PlacementDefinition, toggled } from "./rule-selection";

interface DefinitionOptionsProps {
  definition: PlacementDefinition;
  /** The chosen option ids of this definition. */
  selected: readonly string[];
  /** Replaces the definition's chosen option ids; unset when read-only. */
  onChange: ((definitionId: string, componentOptionIds: string[]) => void) | undefined;
}

/** One definition of the rule's placement: its options to pick many of, with a filter and 'Invert Selection'. */
export const DefinitionOptions = memo(function DefinitionOptions({
  definition,
  selected,
  onChange,
}: DefinitionOptionsProps) {
  const [text, setText] = useState("");
  const rows = useMemo(
    () => definition.componentOptions.map((option) => itemRow(option.componentOptionId, option.name, option.code)),
    [definition],
  );
  const shown = useShownRows(rows, text);
  const chosen = useMemo(() => new Set(selected), [selected]);
  const offeredChosen = rows.filter((row) => chosen.has(row.id)).length;
  const id = definition.componentOptionDefinitionId;
  const change = (ids: string[]) => onChange?.(id, ids);

  return (
    <Stack gap={6} data-testid="rule-definition-options" data-name={definition.name}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Text size="sm" fw={600} truncate>
            {definition.name}
          </Text>
          {definition.optional && (
            <Badge size="xs" variant="light" color={TONES.neutral}>
              {COMPONENT_RULES_TEXTS.optional}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }} data-testid="rule-definition-chosen">
          {COMPONENT_RULES_TEXTS.chosen(offeredChosen, rows.length)}
        </Text>
      </Group>
      {/* The button goes under the filter when the column is too narrow for both. */}
      <Group gap="xs" wrap="wrap">
        <div style={{ flex: "1 1 10rem" }}>
          <FilterBox text={text} onText={setText} />
        </div>
        {onChange && (
          <Button
            size="sm"
            variant="default"
            flex="none"
            leftSection={<IconSwitchHorizontal size={14} />}
            disabled={shown.length === 0}
            onClick={() =>
              change(
                invertShown(
                  selected,
                  shown.map((row) => row.id),
                ),
              )
            }
          >
            {COMPONENT_RULES_TEXTS.invertSelection}
          </Button>
        )}
      </Group>
      <PickList
        label={definition.name}
        rows={rows}
        shown={shown}
        text={text}
        mode="pick-many"
        selected={chosen}
        onChoose={onChange && ((optionId) => change(toggled(selected, optionId)))}
        emptyText={COMPONENT_RULES_TEXTS.noOptions}
      />
    </Stack>
  );
});
