import { type OrderStatus, orderStatusLabel } from "@atelier/domain/order/order-status";
import { Badge, type BadgeProps } from "@mantine/core";
import { orderStatusColor } from "./order-tones";

/** An order's status, its name split into words, in its label colour. */
export function OrderStatusBadge({ status, size = "sm" }: { status: OrderStatus; size?: BadgeProps["size"] }) {
  return (
    <Badge
      size={size}
      variant="light"
      color={orderStatusColor(status)}
      style={{ flexShrink: 0, overflow: "visible" }}
      data-testid="order-status"
      data-status={status}
    >
      {orderStatusLabel(status)}
    </Badge>
  );
}
