import type { OrderListItem } from "@atelier/domain/order/order.schema";
import { Checkbox } from "@mantine/core";
import { memo } from "react";
import { formatTimestamp } from "../../../ui/format-timestamp";
import listClasses from "../../../ui/list/list.module.css";
import { RowMain } from "../../../ui/list/row-main";
import { rowPlace } from "../../../ui/list/virtual-list";
import { OrderStatusBadge } from "../common/order-status-badge";
import { ORDER_TEXTS } from "../common/order-texts";

/** Every row has this height, so the list needs no measuring while it scrolls. */
export const ORDER_ROW_HEIGHT = 56;

interface OrderRowProps {
  order: OrderListItem;
  top: number;
  selected: boolean;
  onToggle: (recipeId: string) => void;
  onOpen: (order: OrderListItem) => void;
}

/** Style and site codes as one list, each code once. */
const codes = (order: OrderListItem) => [...new Set([...order.styleCodes, ...order.siteCodes])].join(", ");

/**
 * An order of the list (spec part 3, "Order list"): its check box for a bulk change, then orderId and the order
 * number, under them the recipe id, the style and site codes and when it was made; the row opens the order; its status last.
 */
export const OrderRow = memo(function OrderRow({ order, top, selected, onToggle, onOpen }: OrderRowProps) {
  const details = [codes(order), ORDER_TEXTS.created(formatTimestamp(order.created))].filter(Boolean).join(" · ");
  return (
    <li
      className={listClasses.row}
      style={rowPlace(ORDER_ROW_HEIGHT, top)}
      data-testid="order-row"
      data-recipe-id={order.recipeId}
      data-status={order.orderStatus}
    >
      <Checkbox
        size="xs"
        pl={6}
        checked={selected}
        onChange={() => onToggle(order.recipeId)}
        aria-label={ORDER_TEXTS.selectOrder(order.orderId)}
      />
      <RowMain mode="list" selected={false} title={order.orderId} onClick={() => onOpen(order)}>
        <span className={listClasses.text}>
          <span className={listClasses.line}>
            {/* The order id stays whole; the order number gives way when the blade is narrow. */}
            <span className={listClasses.name} style={{ flexShrink: 0 }} data-testid="order-id">
              {order.orderId}
            </span>
            {order.orderNumber && <span className={listClasses.secondName}>#{order.orderNumber}</span>}
          </span>
          {/* The recipe id on the second line: a narrow blade keeps the order id and number readable. */}
          <span className={listClasses.description}>
            <span data-testid="order-recipe-id">{order.recipeId}</span> · {details}
          </span>
        </span>
      </RowMain>
      <OrderStatusBadge status={order.orderStatus} size="xs" />
    </li>
  );
});
