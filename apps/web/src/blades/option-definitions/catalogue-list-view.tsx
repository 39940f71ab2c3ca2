import { MESSAGES } from "@atelier/domain/messages";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconPackageExport } from "@tabler/icons-react";
import { ErrorCallout } from "../../ui/error-callout";
import classes from "../products/products.module.css";
import { ProductsPickBar } from "../products/products-pick-bar";
import { ListToolbar } from "../sites/list-toolbar";
import { CATALOGUE_ITEM_TEXTS } from "./catalogue-item-texts";
import { type CatalogueRowActions, CatalogueRows } from "./catalogue-rows";
import type { CatalogueItem, CatalogueListState } from "./use-catalogue-list";

interface CatalogueListViewProps<T extends CatalogueItem> extends Omit<CatalogueRowActions<T>, "onChoose"> {
  testId: string;
  /** The list's accessible name. */
  label: string;
  list: CatalogueListState<T>;
  getId: (item: T) => string;
  /** The list call: refreshing, its failure and how to run it again. */
  query: { isFetching: boolean; error: unknown; refetch: () => unknown };
  /** Said when the company has no item at all, with what the items are for. */
  empty: { text: string; explained: string };
  onAdd: () => void;
  /** Exports the listed items by name. */
  onExport: (names: string[]) => void;
  exporting: boolean;
  exportError: unknown;
}

/** The body of a catalogue list blade: toolbar, pick bar, then the rows or what stands in for them. */
export function CatalogueListView<T extends CatalogueItem>(props: CatalogueListViewProps<T>) {
  const { list, query, empty, getId } = props;
  const { pick, rows, editing } = list;
  const listing = pick.mode === "list";
  return (
    <div className={classes.root} data-testid={props.testId} data-mode={pick.mode}>
      <Group gap="xs">
        <ListToolbar
          onAdd={editing ? props.onAdd : undefined}
          refresh={{ refreshing: query.isFetching, onRefresh: () => void query.refetch() }}
          scope={{ scoped: list.scoped, onScoped: list.setScopeOn }}
        />
        {editing && rows !== undefined && rows.length > 0 && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPackageExport size={14} />}
            loading={props.exporting}
            onClick={() => props.onExport(rows.map((item) => item.name))}
          >
            {CATALOGUE_ITEM_TEXTS.exportBatch}
          </Button>
        )}
      </Group>
      <ErrorCallout error={query.error ?? props.exportError} />
      {!listing && (
        <ProductsPickBar
          mode={pick.mode === "pick-many" ? "pick-many" : "pick-one"}
          selectedCount={pick.selected.size}
          allowNone={list.allowNone}
          canFinish={pick.canFinish}
          onNone={pick.chooseNone}
          onDone={pick.done}
        />
      )}
      {rows === undefined ? (
        !query.error && <div className={classes.message}>{MESSAGES.loading}</div>
      ) : list.total === 0 ? (
        <Stack gap={4} className={classes.message} data-testid="catalogue-empty">
          <Text size="sm">{empty.text}</Text>
          <Text size="xs" c="dimmed">
            {empty.explained}
          </Text>
        </Stack>
      ) : rows.length === 0 ? (
        <div className={classes.message} data-testid="catalogue-empty">
          {CATALOGUE_ITEM_TEXTS.noneInScope}
        </div>
      ) : (
        <CatalogueRows
          label={props.label}
          rows={rows}
          getId={getId}
          mode={pick.mode}
          selected={pick.selected}
          onChoose={(item) => (listing ? props.onDetails(item) : pick.choose(getId(item)))}
          onDetails={props.onDetails}
          renderActions={props.renderActions}
        />
      )}
    </div>
  );
}
