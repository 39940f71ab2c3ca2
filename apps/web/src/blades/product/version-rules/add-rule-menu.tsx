import type { RuleType } from "@atelier/domain/product/rule.schema";
import { Button, Menu } from "@mantine/core";
import { IconChevronDown, IconPlus } from "@tabler/icons-react";
import { ADDABLE_RULE_TYPES } from "./rule-types";

/** The Add-rule menu: one entry per rule type, in the spec's order. */
export function AddRuleMenu({ onAdd }: { onAdd(type: RuleType): void }) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button size="xs" leftSection={<IconPlus size={14} />} rightSection={<IconChevronDown size={14} />}>
          Add rule
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {ADDABLE_RULE_TYPES.map((entry) => (
          <Menu.Item key={entry.type} onClick={() => onAdd(entry.type)}>
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
