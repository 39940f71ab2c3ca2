import { useLocalStorage } from "@mantine/hooks";

/** Where this browser remembers whether the sidebar is folded. */
const SIDEBAR_FOLDED_KEY = "atelier.sidebar-folded";

/**
 * Whether the workspace sidebar is folded away (giving the blades its room) and the toggle; the choice is
 * remembered in this browser. It starts open at every width (docs/decisions/web-shell-sidebar-fold.md).
 */
export function useSidebarFold(): { folded: boolean; toggleFolded: () => void } {
  const [folded, setFolded] = useLocalStorage<boolean>({
    key: SIDEBAR_FOLDED_KEY,
    defaultValue: false,
    // Read at once, so a folded sidebar does not show for a moment on load.
    getInitialValueInEffect: false,
  });
  return { folded, toggleFolded: () => setFolded((current) => !current) };
}
