import { ActionIcon, Button, Group } from "@mantine/core";
import { IconFilter, IconFilterOff, IconPlus, IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { LIST_TEXTS } from "./list-texts";

/** The tag-scope toggle: scoped is null when no tag is chosen, so there is nothing to toggle. */
export interface ScopeToggle {
  scoped: boolean | null;
  onScoped: (scoped: boolean) => void;
}

export interface ListToolbarProps {
  /** Add, shown to editors in a list. */
  onAdd?: (() => void) | undefined;
  /** Refresh, for lists read from the server. */
  refresh?: { refreshing: boolean; onRefresh: () => void } | undefined;
  scope?: ScopeToggle | undefined;
  /** What the scope toggle's tooltip calls the items: 'items' unless the list names them. */
  items?: string;
  /** Buttons after the toolbar's own (e.g. an export). */
  end?: ReactNode;
}

/** Add, refresh and the tag-scope toggle of a list; nothing when none applies. */
export function ListToolbar({ onAdd, refresh, scope, items = "items", end }: ListToolbarProps) {
  if (!onAdd && !refresh && !scope && !end) return null;
  const scoped = scope?.scoped ?? null;
  const scopeTitle =
    scoped === null ? LIST_TEXTS.noScope : scoped ? LIST_TEXTS.scopeOn(items) : LIST_TEXTS.scopeOff(items);
  return (
    <Group gap="xs">
      {onAdd && (
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
          {LIST_TEXTS.add}
        </Button>
      )}
      {refresh && (
        <ActionIcon
          variant="default"
          aria-label={LIST_TEXTS.refresh}
          title={LIST_TEXTS.refresh}
          loading={refresh.refreshing}
          onClick={refresh.onRefresh}
        >
          <IconRefresh size={16} />
        </ActionIcon>
      )}
      {scope && (
        <ActionIcon
          variant={scoped ? "filled" : "default"}
          aria-label={LIST_TEXTS.tagScope}
          aria-pressed={scoped === true}
          title={scopeTitle}
          disabled={scoped === null}
          onClick={() => scope.onScoped(!scoped)}
        >
          {scoped === false ? <IconFilterOff size={16} /> : <IconFilter size={16} />}
        </ActionIcon>
      )}
      {end}
    </Group>
  );
}
