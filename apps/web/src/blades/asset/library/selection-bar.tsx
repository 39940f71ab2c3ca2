import { Button, Group, Text } from "@mantine/core";
import { IconMask, IconSun } from "@tabler/icons-react";
import { ASSET_TEXTS } from "../common/asset-texts";

interface SelectionBarProps {
  count: number;
  onMasks: () => void;
  onLightmaps: () => void;
  onClear: () => void;
}

/** Shown while cards are selected: send them to the mask or lightmap queue, or clear the selection. */
export function SelectionBar({ count, onMasks, onLightmaps, onClear }: SelectionBarProps) {
  if (count === 0) return null;
  return (
    <Group gap="xs" data-testid="asset-selection">
      <Text size="sm" fw={500}>
        {ASSET_TEXTS.selected(count)}
      </Text>
      <Button size="xs" variant="light" leftSection={<IconMask size={14} />} onClick={onMasks}>
        {ASSET_TEXTS.createMasks}
      </Button>
      <Button size="xs" variant="light" leftSection={<IconSun size={14} />} onClick={onLightmaps}>
        {ASSET_TEXTS.createLightmaps}
      </Button>
      <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
        {ASSET_TEXTS.clearSelection}
      </Button>
    </Group>
  );
}
