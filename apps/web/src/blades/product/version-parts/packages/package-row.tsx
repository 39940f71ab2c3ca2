import { SAVE_PACKAGES_FIRST } from "@atelier/domain/product/package.schema";
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { Controller, useWatch } from "react-hook-form";
import { ConfirmDeleteButton } from "../../../../ui/confirm-button";
import { fieldProps } from "../../../../ui/form/field-props";
import { PriceListEditor } from "../../../../ui/prices/price-list-editor";
import { priceListOf } from "../../../../ui/prices/price-rows";
import { FormAttributes } from "../shared/form-attributes";
import { ItemSection } from "../shared/item-section";
import { componentRulesCount } from "../version-parts-messages";
import type { PackagesFormApi } from "./packages-form";

interface PackageRowProps {
  form: PackagesFormApi;
  index: number;
  /** The stored package's id and how many component rules it holds; undefined while it is unsaved. */
  saved: { componentPackageId: string; rulesCount: number } | undefined;
  readOnly: boolean;
  onRemove: (index: number) => void;
  /** Opens the package's component rules. */
  onEdit: (componentPackageId: string) => void;
}

interface PriceSectionProps {
  form: PackagesFormApi;
  name: `componentPackages.${number}.${"basePriceJson" | "packagePriceJson"}`;
  title: string;
  readOnly: boolean;
}

function PriceSection({ form, name, title, readOnly }: PriceSectionProps) {
  return (
    <ItemSection title={title}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <PriceListEditor value={priceListOf(field.value)} onChange={field.onChange} readOnly={readOnly} />
        )}
      />
    </ItemSection>
  );
}

/** One package: name, description, prices, attributes, and its component rules once saved. */
export function PackageRow({ form, index, saved, readOnly, onRemove, onEdit }: PackageRowProps) {
  const path = `componentPackages.${index}` as const;
  const name = useWatch({ control: form.control, name: `${path}.name` }) ?? "";
  return (
    <Paper withBorder p="md" data-testid="package-row">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" lineClamp={1} data-outline={name}>
            {name.trim() === "" ? "(no name)" : name}
          </Title>
          {!readOnly && <ConfirmDeleteButton label="Delete package" onConfirm={() => onRemove(index)} />}
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            size="xs"
            label="Name"
            withAsterisk={!readOnly}
            readOnly={readOnly}
            {...fieldProps(form, `${path}.name`)}
          />
          <Textarea
            size="xs"
            label="Description"
            autosize
            minRows={1}
            maxRows={4}
            readOnly={readOnly}
            {...fieldProps(form, `${path}.description`)}
          />
        </SimpleGrid>
        {/* One above the other: side by side, a blade's width leaves each price table too narrow for its values. */}
        <PriceSection form={form} name={`${path}.basePriceJson`} title="Base price adjustment" readOnly={readOnly} />
        <PriceSection form={form} name={`${path}.packagePriceJson`} title="Package price" readOnly={readOnly} />
        <FormAttributes
          title="Package attributes"
          control={form.control}
          name={`${path}.customAttributesJson`}
          readOnly={readOnly}
        />
        {saved === undefined ? (
          <Text size="sm" c="dimmed">
            {SAVE_PACKAGES_FIRST}
          </Text>
        ) : (
          <Group gap="sm">
            <Text size="sm">{componentRulesCount(saved.rulesCount)}</Text>
            <Button size="xs" variant="light" onClick={() => onEdit(saved.componentPackageId)}>
              {readOnly ? "View" : "Edit"}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
