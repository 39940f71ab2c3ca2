import type { Order } from "@atelier/domain/order/order.schema";
import { type OrderStatus, orderStatusLabel } from "@atelier/domain/order/order-status";
import { Alert, Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { CONFIRM_COLORS, TONES } from "../../../app/theme-tokens";
import { ConfirmButton } from "../../../ui/confirm-button";
import { EditorSection } from "../../../ui/editor/editor-section";
import { fieldProps } from "../../../ui/form/field-props";
import { OrderStatusBadge } from "../common/order-status-badge";
import { ORDER_TEXTS } from "../common/order-texts";
import type { OrderPanelOutput, OrderPanelValues } from "./order-form-values";
import { ReviewLink } from "./review-link";

/**
 * The order's status (spec part 3, section 4): one of the transitions the server allows is chosen with a
 * confirm and staged as pending, with the notice to click Save; a Hold asks for its reason. While the order
 * waits for the customer, the customer review link is shown.
 */
export function OrderStatusSection({ order, readOnly }: { order: Order; readOnly: boolean }) {
  const form = useFormContext<OrderPanelValues, unknown, OrderPanelOutput>();
  const pending = useWatch({ control: form.control, name: "orderStatus" });
  const [choice, setChoice] = useState<OrderStatus | null>(null);
  const options = order.allowedTransitions.map((status) => ({ value: status, label: orderStatusLabel(status) }));

  const stage = (status: OrderStatus | undefined) => {
    form.setValue("orderStatus", status, { shouldDirty: true });
    if (status !== "Hold") form.setValue("holdReason", "", { shouldDirty: true });
    setChoice(null);
  };

  return (
    <EditorSection title={ORDER_TEXTS.status}>
      <Group gap="sm" align="center">
        <Text size="sm" c="dimmed">
          {ORDER_TEXTS.currentStatus}
        </Text>
        <OrderStatusBadge status={order.orderStatus} size="md" />
        {order.orderStatus === "Hold" && order.holdReason !== "" && (
          <Text size="sm" data-testid="order-hold-reason">
            {order.holdReason}
          </Text>
        )}
      </Group>
      {order.orderStatus === "WaitingForCustomer" && <ReviewLink url={order.reviewUrl} />}
      {!readOnly &&
        (options.length === 0 ? (
          <Text size="sm" c="dimmed">
            {ORDER_TEXTS.noTransitions}
          </Text>
        ) : (
          <Group gap="xs" align="flex-end">
            <Select
              size="xs"
              w="14rem"
              label={ORDER_TEXTS.moveTo}
              placeholder={ORDER_TEXTS.chooseStatus}
              data={options}
              value={choice}
              onChange={(value) => setChoice(order.allowedTransitions.find((status) => status === value) ?? null)}
              data-testid="order-transition"
            />
            <ConfirmButton
              size="xs"
              variant="default"
              confirmColor={CONFIRM_COLORS.save}
              disabled={choice === null}
              onConfirm={() => choice !== null && stage(choice)}
            >
              {ORDER_TEXTS.changeStatus}
            </ConfirmButton>
          </Group>
        ))}
      {pending !== undefined && (
        <Alert color={TONES.info} data-testid="order-pending-status">
          <Stack gap="xs">
            <Group gap="xs" justify="space-between">
              <Text size="sm">{ORDER_TEXTS.pending(pending)}</Text>
              <Button size="compact-xs" variant="subtle" onClick={() => stage(undefined)}>
                {ORDER_TEXTS.undoPending}
              </Button>
            </Group>
            {pending === "Hold" && (
              <TextInput
                size="xs"
                label={ORDER_TEXTS.holdReason}
                withAsterisk
                data-autofocus
                {...fieldProps(form, "holdReason")}
              />
            )}
          </Stack>
        </Alert>
      )}
    </EditorSection>
  );
}
