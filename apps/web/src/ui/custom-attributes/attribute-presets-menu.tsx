import { ATTRIBUTE_PRESETS, type AttributePreset } from "@atelier/domain/shared/attribute-presets";
import { Button, Menu } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { Fragment } from "react";

const GROUPS = [...new Set(ATTRIBUTE_PRESETS.map((preset) => preset.group))];

/** The 'Add...' menu: presets that add (or reset) a set of attributes, by section. */
export function AttributePresetsMenu({ onPick }: { onPick: (preset: AttributePreset) => void }) {
  return (
    <Menu position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} />}>
          Add...
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: "auto" }}>
        {GROUPS.map((group, index) => (
          <Fragment key={group}>
            {index > 0 && <Menu.Divider />}
            <Menu.Label>{group}</Menu.Label>
            {ATTRIBUTE_PRESETS.filter((preset) => preset.group === group).map((preset) => (
              <Menu.Item key={preset.key} onClick={() => onPick(preset)}>
                {preset.label}
              </Menu.Item>
            ))}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
