import { Chip, Group } from "@mantine/core";
import { VIEW_TOGGLES, type ViewToggle, type ViewToggles } from "./view-toggles";

interface ViewToggleChipsProps {
  toggles: ViewToggles;
  onToggle: (toggle: ViewToggle, on: boolean) => void;
}

/** One chip per toggle, named as the spec names them. */
export function ViewToggleChips({ toggles, onToggle }: ViewToggleChipsProps) {
  return (
    <Group gap={6}>
      {VIEW_TOGGLES.map((toggle) => (
        <Chip key={toggle} size="xs" checked={toggles[toggle]} onChange={(checked) => onToggle(toggle, checked)}>
          {toggle}
        </Chip>
      ))}
    </Group>
  );
}
