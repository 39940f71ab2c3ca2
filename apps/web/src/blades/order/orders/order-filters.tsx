import { ORDER_STATUSES, type OrderStatus, orderStatusLabel } from "@atelier/domain/order/order-status";
import { CloseButton, Group, Select, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { LIST_TEXTS } from "../../../ui/list/list-texts";
import { ORDER_TEXTS } from "../common/order-texts";

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status) }));

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

interface OrderFiltersProps {
  /** The search box's text as typed; the list searches it once typing pauses. */
  text: string;
  onText: (text: string) => void;
  status: OrderStatus | undefined;
  onStatus: (status: OrderStatus | undefined) => void;
}

/** The Orders list's search over ids, codes and personal texts, and its status filter ('any' when cleared). */
export function OrderFilters({ text, onText, status, onStatus }: OrderFiltersProps) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        flex="1 1 auto"
        size="sm"
        aria-label={ORDER_TEXTS.search}
        placeholder={ORDER_TEXTS.searchPlaceholder}
        leftSection={<IconSearch size={14} />}
        value={text}
        onChange={(event) => onText(event.currentTarget.value)}
        rightSection={
          text === "" ? null : <CloseButton size="sm" aria-label={LIST_TEXTS.clearFilter} onClick={() => onText("")} />
        }
        data-autofocus
      />
      <Select
        w="13rem"
        size="sm"
        aria-label={ORDER_TEXTS.statusFilter}
        placeholder={ORDER_TEXTS.anyStatus}
        data={STATUS_OPTIONS}
        value={status ?? null}
        clearable
        onChange={(value) => onStatus(isStatus(value) ? value : undefined)}
        data-testid="order-status-filter"
      />
    </Group>
  );
}
