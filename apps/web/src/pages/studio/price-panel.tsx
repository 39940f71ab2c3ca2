import type { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import { priceConfiguration } from "@atelier/domain/customer/price";
import { Group, NativeSelect, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useMemo } from "react";
import { formatPrice } from "./price-format";
import classes from "./studio.module.css";
import { STUDIO_TEXTS } from "./studio-texts";

export interface PriceChoice {
  quantity: number;
  currency: string | undefined;
}

interface PricePanelProps {
  blueprint: Blueprint;
  selections: Record<string, string>;
  choice: PriceChoice;
  onChange: (choice: PriceChoice) => void;
}

/** The currencies of the version's base price, in their order, without repeats. */
function currenciesOf(blueprint: Blueprint): string[] {
  return [...new Set(blueprint.priceJson.map((entry) => entry.currencyCode))];
}

/**
 * The price of the configuration as the rules resolved it, for the quantity (and the currency, where the
 * version offers several), with its lines in a disclosure. The total is a live region: a screen reader
 * hears it change with each choice.
 */
export function PricePanel({ blueprint, selections, choice, onChange }: PricePanelProps) {
  const price = useMemo(
    () => priceConfiguration(blueprint, selections, { currency: choice.currency, quantity: choice.quantity }),
    [blueprint, selections, choice],
  );
  const currencies = currenciesOf(blueprint);
  const locale = blueprint.locale === "" ? undefined : blueprint.locale;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="studio-price-title">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text id="studio-price-title" size="sm" fw={600}>
              {STUDIO_TEXTS.price}
            </Text>
            <Text size="xl" fw={700} aria-live="polite" aria-atomic="true" data-testid="studio-price">
              {price === null ? STUDIO_TEXTS.noPrice : formatPrice(price.value, price.currencyCode, locale)}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            {currencies.length > 1 && (
              <NativeSelect
                label={STUDIO_TEXTS.currency}
                w={100}
                data={currencies}
                value={choice.currency ?? currencies[0]}
                onChange={(event) => onChange({ ...choice, currency: event.currentTarget.value })}
              />
            )}
            <TextInput
              label={STUDIO_TEXTS.quantity}
              type="number"
              min={1}
              w={110}
              value={String(choice.quantity)}
              onChange={(event) => {
                const quantity = Math.floor(Number(event.currentTarget.value));
                onChange({ ...choice, quantity: Number.isFinite(quantity) && quantity >= 1 ? quantity : 1 });
              }}
            />
          </Group>
        </Group>
        {price !== null && price.lines.length > 0 && (
          <details className={classes.lines}>
            <summary>
              <Text span size="sm">
                {STUDIO_TEXTS.priceLines}
              </Text>
            </summary>
            <Stack gap={2} mt={4} data-testid="price-lines">
              {price.lines.map((line) => (
                <Group key={line.label} justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm">{line.label}</Text>
                  <Text size="sm">{formatPrice(line.value, price.currencyCode, locale)}</Text>
                </Group>
              ))}
            </Stack>
          </details>
        )}
      </Stack>
    </Paper>
  );
}
