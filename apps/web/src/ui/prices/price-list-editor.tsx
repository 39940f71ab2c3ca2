import type { PriceEntry, PriceList } from "@atelier/domain/shared/price.schema";
import { Button, Group, NumberInput, Select, Table, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { ConfirmDeleteButton } from "../confirm-button";
import { formatPrice, PRICE_DECIMALS } from "./format-price";
import {
  breakpointFromInput,
  CURRENCY_CHOICES,
  currencyChoice,
  currencyCodeFor,
  isCurrencyChoice,
  newPriceEntry,
  OTHER_CURRENCY,
  priceValueFromInput,
} from "./price-rows";

export interface PriceListEditorProps {
  value: PriceList;
  onChange: (next: PriceList) => void;
  /** Shows the prices with no controls. */
  readOnly?: boolean;
}

function PriceRow({
  entry,
  readOnly,
  onChange,
  onDelete,
}: {
  entry: PriceEntry;
  readOnly: boolean;
  onChange: (next: PriceEntry) => void;
  onDelete: () => void;
}) {
  if (readOnly) {
    return (
      <Table.Tr>
        <Table.Td>{entry.currencyCode}</Table.Td>
        <Table.Td>{formatPrice(entry.value, entry.currencyCode)}</Table.Td>
        <Table.Td>{entry.breakpoint ?? ""}</Table.Td>
      </Table.Tr>
    );
  }
  const choice = currencyChoice(entry.currencyCode);
  return (
    <Table.Tr data-testid="price-row">
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Select
            aria-label="Currency"
            data={CURRENCY_CHOICES}
            value={choice}
            onChange={(next) => isCurrencyChoice(next) && onChange({ ...entry, currencyCode: currencyCodeFor(next) })}
            allowDeselect={false}
            w={96}
          />
          {choice === OTHER_CURRENCY && (
            <TextInput
              aria-label="Currency code"
              placeholder="Code"
              value={entry.currencyCode}
              onChange={(event) => onChange({ ...entry, currencyCode: event.currentTarget.value.toUpperCase() })}
              onBlur={() => onChange({ ...entry, currencyCode: entry.currencyCode.trim() })}
              maxLength={8}
              w={80}
            />
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <NumberInput
          aria-label="Value"
          value={Number.isFinite(entry.value) ? entry.value : ""}
          onChange={(input) => onChange({ ...entry, value: priceValueFromInput(input) })}
          decimalScale={PRICE_DECIMALS}
          fixedDecimalScale
          hideControls
          // Wide enough for a price with its decimals when a stacked blade narrows the editor.
          miw={96}
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          aria-label="Quantity breakpoint"
          placeholder="Any"
          value={entry.breakpoint ?? ""}
          onChange={(input) => onChange({ ...entry, breakpoint: breakpointFromInput(input) })}
          allowDecimal={false}
          allowNegative={false}
          min={0}
          hideControls
        />
      </Table.Td>
      <Table.Td w={40}>
        <ConfirmDeleteButton label="Delete price" onConfirm={onDelete} />
      </Table.Td>
    </Table.Tr>
  );
}

/** Room for a currency, a value with its decimals, a quantity and the delete button. */
const PRICE_TABLE_MIN_WIDTH = 400;

/** Price entries (spec part 1, section 2.11): a currency, a value with 2 decimals and an optional quantity. */
export function PriceListEditor({ value, onChange, readOnly = false }: PriceListEditorProps) {
  const replace = (next: PriceEntry) => onChange(value.map((entry) => (entry.id === next.id ? next : entry)));
  const remove = (id: string) => onChange(value.filter((entry) => entry.id !== id));
  return (
    <div>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          No prices.
        </Text>
      ) : (
        // A narrowed blade scrolls the table sideways rather than cut its last column off.
        <Table.ScrollContainer minWidth={readOnly ? 0 : PRICE_TABLE_MIN_WIDTH} type="native">
          <Table aria-label="Prices" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Currency</Table.Th>
                <Table.Th>Value</Table.Th>
                <Table.Th>Quantity breakpoint</Table.Th>
                {!readOnly && <Table.Td w={40} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {value.map((entry) => (
                <PriceRow
                  key={entry.id}
                  entry={entry}
                  readOnly={readOnly}
                  onChange={replace}
                  onDelete={() => remove(entry.id)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!readOnly && (
        <Button
          size="xs"
          variant="default"
          mt="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...value, newPriceEntry(value)])}
        >
          Add price
        </Button>
      )}
    </div>
  );
}
