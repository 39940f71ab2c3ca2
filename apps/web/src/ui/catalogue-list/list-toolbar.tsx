import { ActionIcon, Button, Group } from "@mantine/core";
import { IconFilter, IconFilterOff, IconPlus, IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { CATALOGUE_ITEM_TEXTS } from "./catalogue-item-texts";

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
  /** Buttons after the toolbar's own (e.g. an export). */
  end?: ReactNode;
}

/** Add, refresh and the tag-scope toggle of a catalogue list; nothing when none applies. */
export function ListToolbar({ onAdd, refresh, scope, end }: ListToolbarProps) {
  if (!onAdd && !refresh && !scope && !end) return null;
  const scoped = scope?.scoped ?? null;
  const scopeTitle =
    scoped === null
      ? CATALOGUE_ITEM_TEXTS.noScope
      : scoped
        ? CATALOGUE_ITEM_TEXTS.scopeOn
        : CATALOGUE_ITEM_TEXTS.scopeOff;
  return (
    <Group gap="xs">
      {onAdd && (
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
          {CATALOGUE_ITEM_TEXTS.add}
        </Button>
      )}
      {refresh && (
        <ActionIcon
          variant="default"
          aria-label={CATALOGUE_ITEM_TEXTS.refresh}
          title={CATALOGUE_ITEM_TEXTS.refresh}
          loading={refresh.refreshing}
          onClick={refresh.onRefresh}
        >
          <IconRefresh size={16} />
        </ActionIcon>
      )}
      {scope && (
        <ActionIcon
          variant={scoped ? "filled" : "default"}
          aria-label="Tag scope"
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
