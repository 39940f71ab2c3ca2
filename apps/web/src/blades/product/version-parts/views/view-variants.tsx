import type { ViewVariant } from "@atelier/domain/product/version.schema";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Controller } from "react-hook-form";
import { ConfirmDeleteButton } from "../../../../ui/confirm-button";
import { ItemSection } from "../shared/item-section";
import { newTemporaryId } from "../shared/temporary-id";
import { VERSION_PARTS_MESSAGES } from "../version-parts-messages";
import type { ViewsFormApi } from "./views-form";

interface VariantRowsProps {
  value: ViewVariant[];
  onChange: (next: ViewVariant[]) => void;
  readOnly: boolean;
}

function VariantRows({ value, onChange, readOnly }: VariantRowsProps) {
  const change = (index: number, patch: Partial<ViewVariant>) =>
    onChange(value.map((variant, at) => (at === index ? { ...variant, ...patch } : variant)));
  return (
    <Stack gap="xs">
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {VERSION_PARTS_MESSAGES.noVariants}
        </Text>
      )}
      {value.map((variant, index) => (
        <Group key={variant.id} gap="xs" align="flex-end" data-testid="view-variant">
          <TextInput
            size="xs"
            label="Code"
            value={variant.code}
            readOnly={readOnly}
            onChange={(event) => change(index, { code: event.currentTarget.value })}
          />
          <TextInput
            size="xs"
            label="Suffix"
            value={variant.suffix}
            readOnly={readOnly}
            onChange={(event) => change(index, { suffix: event.currentTarget.value })}
          />
          {!readOnly && (
            <ConfirmDeleteButton
              label="Remove variant"
              onConfirm={() => onChange(value.filter((_variant, at) => at !== index))}
            />
          )}
        </Group>
      ))}
      {!readOnly && (
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...value, { id: newTemporaryId(), code: "", suffix: "" }])}
        >
          Add variant
        </Button>
      )}
    </Stack>
  );
}

/** The variants of a view baked into the recipe and not production ready: each a code and a suffix. */
export function ViewVariants({ form, index, readOnly }: { form: ViewsFormApi; index: number; readOnly: boolean }) {
  return (
    <ItemSection title="View variants">
      <Controller
        control={form.control}
        name={`imageViews.${index}.variants`}
        render={({ field }) => <VariantRows value={field.value ?? []} onChange={field.onChange} readOnly={readOnly} />}
      />
    </ItemSection>
  );
}
