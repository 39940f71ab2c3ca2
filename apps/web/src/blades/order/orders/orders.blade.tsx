import type { OrderListItem } from "@atelier/domain/order/order.schema";
import type { OrderStatus } from "@atelier/domain/order/order-status";
import { Checkbox, Group, Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useCallback, useMemo, useState } from "react";
import { type OrderFilter, useOrderPages } from "../../../api/order/order";
import { useExportOrders } from "../../../api/order/order-files";
import { useBlades } from "../../../app/workspace/blade-context";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { ListCount } from "../../../ui/list/list-count";
import { ListFrame } from "../../../ui/list/list-frame";
import { usePagedRows } from "../../../ui/list/use-paged-rows";
import { ORDER_TEXTS } from "../common/order-texts";
import { orderLinks } from "../order-links";
import { BulkStatusBar } from "./bulk-status-bar";
import { OrderFilters } from "./order-filters";
import { ORDER_ROW_HEIGHT, OrderRow } from "./order-row";
import { OrdersToolbar } from "./orders-toolbar";
import { useOrderSelection } from "./use-order-selection";

/** Typing waits this long before the search is sent (spec part 3, 9: order filter debounce). */
export const ORDER_SEARCH_DELAY_MS = 300;
const EMPTY = { text: ORDER_TEXTS.noOrders };

/**
 * The Orders blade (spec part 3, "Order list"): the company's orders, newest first, searched and filtered on the
 * server and read page by page as the list scrolls; 'Track a recipe', the CSV export of what the filter shows,
 * and a bulk status change over the selected rows.
 */
export function OrdersBlade({ blade, title }: BladeProps) {
  const { open } = useBlades();
  const [text, setText] = useState("");
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const [searched] = useDebouncedValue(text.trim(), ORDER_SEARCH_DELAY_MS);
  const filter = useMemo<OrderFilter>(() => ({ text: searched, status }), [searched, status]);
  const query = useOrderPages(filter);
  const source = usePagedRows(query);
  const exportOrders = useExportOrders();
  const { selected, toggle, clear, toggleAll } = useOrderSelection();

  const onOpen = useCallback(
    (order: OrderListItem) => open(orderLinks.order(order), { parentId: blade.id }),
    [open, blade.id],
  );
  const shownIds = useMemo(() => source.rows.map((row) => row.recipeId), [source.rows]);
  const allShown = shownIds.length > 0 && shownIds.every((id) => selected.has(id));
  const filtered = filter.text !== "" || filter.status !== undefined;
  const { mutate: exportFilter } = exportOrders;

  return (
    <ListFrame
      testId="orders-blade"
      toolbar={
        <OrdersToolbar
          title={title}
          onTrack={() => open(orderLinks.trackRecipe(), { parentId: blade.id })}
          refreshing={query.isFetching}
          onRefresh={() => void query.refetch()}
          exporting={exportOrders.isPending}
          onExport={source.total ? () => exportFilter(filter) : undefined}
        />
      }
      filter={
        <Stack gap="xs">
          <OrderFilters text={text} onText={setText} status={status} onStatus={setStatus} />
          <BulkStatusBar selected={selected} onClear={clear} />
        </Stack>
      }
      error={query.error ?? exportOrders.error}
      failed={query.isError && source.rows.length === 0}
      count={
        source.total !== undefined &&
        source.total > 0 && (
          <Group gap="sm" wrap="nowrap">
            <Checkbox
              size="xs"
              pl={10}
              aria-label={ORDER_TEXTS.selectShown}
              title={ORDER_TEXTS.selectShown}
              checked={allShown}
              indeterminate={!allShown && selected.size > 0}
              onChange={() => toggleAll(shownIds)}
            />
            <ListCount testId="orders-count" text={ORDER_TEXTS.count(source.total)} />
          </Group>
        )
      }
      source={source}
      filtered={filtered}
      rows={{
        label: ORDER_TEXTS.orders,
        testId: "orders-scroller",
        rowHeight: ORDER_ROW_HEIGHT,
        overscan: 8,
        scrollKey: `${filter.text}\n${filter.status ?? ""}`,
        renderRow: (order, top) => (
          <OrderRow order={order} top={top} selected={selected.has(order.recipeId)} onToggle={toggle} onOpen={onOpen} />
        ),
      }}
      empty={EMPTY}
      messageTestId="orders-message"
    />
  );
}
