import type { BulkOrderStatusResult } from "@atelier/domain/order/order.schema";
import { ORDER_STATUSES, type OrderStatus, orderStatusLabel } from "@atelier/domain/order/order-status";
import { Button, Group, Paper, Select, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useBulkOrderStatus } from "../../../api/order/order";
import { CONFIRM_COLORS } from "../../../app/theme-tokens";
import { ConfirmButton } from "../../../ui/confirm-button";
import { ErrorCallout } from "../../../ui/error-callout";
import { ORDER_TEXTS } from "../common/order-texts";
import { BulkStatusReport } from "./bulk-status-report";

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status) }));

interface BulkStatusBarProps {
  /** The recipe ids of the selected orders. */
  selected: ReadonlySet<string>;
  onClear: () => void;
}

/**
 * The bulk status change over the selected orders: a status (and a reason for Hold), applied after 'Confirm?'.
 * The server moves only the orders that may go there; the report names each one it skipped and why.
 */
export function BulkStatusBar({ selected, onClear }: BulkStatusBarProps) {
  const bulk = useBulkOrderStatus();
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [holdReason, setHoldReason] = useState("");
  const [report, setReport] = useState<BulkOrderStatusResult | null>(null);

  const apply = () => {
    if (status === null) return;
    setReport(null);
    bulk.mutate(
      { recipeIds: [...selected], orderStatus: status, holdReason },
      {
        onSuccess: (result) => {
          setReport(result);
          onClear();
        },
      },
    );
  };

  if (selected.size === 0 && report === null && bulk.error === null) return null;
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="order-bulk-bar">
      {selected.size > 0 && (
        <Group gap="xs" align="flex-end">
          <Text size="sm" fw={500} data-testid="order-selected-count" style={{ alignSelf: "center" }}>
            {ORDER_TEXTS.selected(selected.size)}
          </Text>
          <Select
            size="xs"
            w="12rem"
            aria-label={ORDER_TEXTS.bulkStatus}
            placeholder={ORDER_TEXTS.bulkStatus}
            data={STATUS_OPTIONS}
            value={status}
            onChange={(value) => setStatus(STATUS_OPTIONS.find((option) => option.value === value)?.value ?? null)}
            data-testid="order-bulk-status"
          />
          {status === "Hold" && (
            <TextInput
              size="xs"
              w="14rem"
              aria-label={ORDER_TEXTS.holdReason}
              placeholder={ORDER_TEXTS.holdReason}
              value={holdReason}
              onChange={(event) => setHoldReason(event.currentTarget.value)}
            />
          )}
          <ConfirmButton
            size="xs"
            confirmColor={CONFIRM_COLORS.save}
            disabled={status === null}
            loading={bulk.isPending}
            onConfirm={apply}
          >
            {ORDER_TEXTS.bulkApply}
          </ConfirmButton>
          <Button size="xs" variant="default" onClick={onClear} disabled={bulk.isPending}>
            {ORDER_TEXTS.clearSelection}
          </Button>
        </Group>
      )}
      <ErrorCallout error={bulk.error} />
      {report && <BulkStatusReport report={report} onClose={() => setReport(null)} />}
    </Paper>
  );
}
