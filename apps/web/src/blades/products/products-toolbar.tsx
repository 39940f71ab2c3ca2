import { ActionIcon, Button, CloseButton, Group, TextInput } from "@mantine/core";
import { IconFilter, IconFilterOff, IconPlus, IconRefresh, IconSearch } from "@tabler/icons-react";
import { memo } from "react";
import { ExportButton } from "./export-button";
import { PRODUCTS_TEXTS } from "./products-texts";

interface ProductsActionsProps {
  /** The tag scope applies to the list; null when no tag is chosen, so there is nothing to toggle. */
  scoped: boolean | null;
  onScoped: (scoped: boolean) => void;
  refreshing: boolean;
  onRefresh: () => void;
  /** Add, shown to editors in a list. */
  onAdd?: (() => void) | undefined;
  /** The batch exports, shown to editors in a list while a text filter is set. */
  onExport?: ((dependenciesType: "None" | "Packages") => void) | undefined;
  exporting: "None" | "Packages" | null;
}

/** Add, refresh, the tag-scope toggle and the batch exports; unchanged by a filter keystroke. */
export const ProductsActions = memo(function ProductsActions(props: ProductsActionsProps) {
  const { scoped, onScoped, refreshing, onRefresh, onAdd, onExport, exporting } = props;
  const scopeTitle =
    scoped === null ? PRODUCTS_TEXTS.noScope : scoped ? PRODUCTS_TEXTS.scopeOn : PRODUCTS_TEXTS.scopeOff;
  return (
    <Group gap="xs" wrap="wrap">
      {onAdd && (
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
          {PRODUCTS_TEXTS.add}
        </Button>
      )}
      <ActionIcon
        variant="default"
        size="md"
        aria-label={PRODUCTS_TEXTS.refresh}
        title={PRODUCTS_TEXTS.refresh}
        loading={refreshing}
        onClick={onRefresh}
      >
        <IconRefresh size={16} />
      </ActionIcon>
      <ActionIcon
        variant={scoped ? "filled" : "default"}
        size="md"
        aria-label="Tag scope"
        aria-pressed={scoped === true}
        title={scopeTitle}
        disabled={scoped === null}
        onClick={() => onScoped(!scoped)}
      >
        {scoped === false ? <IconFilterOff size={16} /> : <IconFilter size={16} />}
      </ActionIcon>
      {onExport && (
        <>
          <ExportButton
            label={PRODUCTS_TEXTS.exportBatch}
            loading={exporting === "None"}
            disabled={exporting !== null}
            onClick={() => onExport("None")}
          />
          <ExportButton
            label={PRODUCTS_TEXTS.exportWithPackages}
            loading={exporting === "Packages"}
            disabled={exporting !== null}
            onClick={() => onExport("Packages")}
          />
        </>
      )}
    </Group>
  );
});

/** The quick text filter box. */
export function ProductsFilter({ text, onText }: { text: string; onText: (text: string) => void }) {
  return (
    <TextInput
      size="sm"
      placeholder={PRODUCTS_TEXTS.quickFilter}
      aria-label={PRODUCTS_TEXTS.quickFilter}
      leftSection={<IconSearch size={14} />}
      value={text}
      onChange={(event) => onText(event.currentTarget.value)}
      rightSection={
        text === "" ? null : <CloseButton size="sm" aria-label="Clear the filter" onClick={() => onText("")} />
      }
    />
  );
}
