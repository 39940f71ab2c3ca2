import { ActionIcon } from "@mantine/core";
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from "@tabler/icons-react";

/** Folds the sidebar away or brings it back (on screens wide enough to show it beside the blades). */
export function SidebarFoldButton({ folded, onToggle }: { folded: boolean; onToggle: () => void }) {
  const label = folded ? "Expand sidebar" : "Collapse sidebar";
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      visibleFrom="sm"
      onClick={onToggle}
      aria-label={label}
      title={label}
      aria-expanded={!folded}
      data-testid="sidebar-fold"
    >
      {folded ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
    </ActionIcon>
  );
}
