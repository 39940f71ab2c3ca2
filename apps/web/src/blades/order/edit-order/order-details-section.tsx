import type { Order } from "@atelier/domain/order/order.schema";
import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { EditorSection } from "../../../ui/editor/editor-section";
import { formatTimestamp } from "../../../ui/format-timestamp";
import { ORDER_TEXTS } from "../common/order-texts";

/** One labelled value of the Details section; 'None' when the order has none. */
function Detail({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  const empty = children === null || children === "" || children === undefined;
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId} c={empty ? "dimmed" : undefined} style={{ overflowWrap: "anywhere" }}>
        {empty ? ORDER_TEXTS.none : children}
      </Text>
    </Stack>
  );
}

/** The order's ids, item, codes, customer and times (spec part 3, "Order"). */
export function OrderDetailsSection({ order }: { order: Order }) {
  return (
    <EditorSection title={ORDER_TEXTS.details}>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" verticalSpacing="sm">
        <Detail label={ORDER_TEXTS.orderId} testId="order-detail-order-id">
          {order.orderId}
        </Detail>
        <Detail label={ORDER_TEXTS.orderNumber} testId="order-detail-order-number">
          {order.orderNumber}
        </Detail>
        <Detail label={ORDER_TEXTS.recipeId} testId="order-detail-recipe-id">
          {order.recipeId}
        </Detail>
        <Detail label={ORDER_TEXTS.itemId} testId="order-detail-item-id">
          {order.itemId}
        </Detail>
        <Detail label={ORDER_TEXTS.itemQuantity} testId="order-detail-item-quantity">
          {order.itemQuantity}
        </Detail>
        <Detail label={ORDER_TEXTS.customerEmail} testId="order-detail-customer-email">
          {order.customerEmail}
        </Detail>
        <Detail label={ORDER_TEXTS.styleCodes} testId="order-detail-style-codes">
          {order.styleCodes.join(", ")}
        </Detail>
        <Detail label={ORDER_TEXTS.siteCodes} testId="order-detail-site-codes">
          {order.siteCodes.join(", ")}
        </Detail>
        <Detail label={ORDER_TEXTS.fulfillmentStatus} testId="order-detail-fulfillment">
          {order.fulfillmentStatus}
        </Detail>
        <Detail label="Created" testId="order-detail-created">
          {formatTimestamp(order.created)}
        </Detail>
        <Detail label={ORDER_TEXTS.lastUpdated} testId="order-detail-last-updated">
          {formatTimestamp(order.lastUpdated)}
        </Detail>
      </SimpleGrid>
    </EditorSection>
  );
}
