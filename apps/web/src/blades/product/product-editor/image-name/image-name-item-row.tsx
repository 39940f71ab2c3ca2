import { IMAGE_NAME_ITEM_LABELS } from "@atelier/domain/product/image-name-format";
import type { ImageNameFormatItemType } from "@atelier/domain/product/product.schema";
import { ActionIcon, Badge, Group, NumberInput, Paper, Text, TextInput } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { Controller } from "react-hook-form";
import { TONES } from "../../../../app/theme-tokens";
import { DragHandle, type SortableHandle } from "../../../../ui/sortable-list";
import { useProductForm } from "../use-product-form";

interface ImageNameItemRowProps {
  index: number;
  type: ImageNameFormatItemType;
  handle: SortableHandle;
  readOnly: boolean;
  onRemove: () => void;
}

/** One item of the image name format: its kind, its text or frame width, a drag handle and removal. */
export function ImageNameItemRow({ index, type, handle, readOnly, onRemove }: ImageNameItemRowProps) {
  const form = useProductForm();
  const label = IMAGE_NAME_ITEM_LABELS[type];
  const textError = form.getFieldState(`imageNameFormat.${index}.text`, form.formState).error?.message;
  return (
    <Paper withBorder radius="sm" px="xs" py={6} data-testid="image-name-item" data-type={type}>
      <Group gap="xs" wrap="nowrap" align="center">
        {!readOnly && <DragHandle handle={handle} />}
        <Badge variant="light" color={TONES.neutral} tt="none" w={150} style={{ flexShrink: 0 }}>
          {label}
        </Badge>
        {(type === "static" || type === "template") && (
          <TextInput
            size="xs"
            flex={1}
            aria-label={`${label} ${index + 1}`}
            placeholder={type === "template" ? "{view}_{frame}" : "Text"}
            error={textError}
            {...form.register(`imageNameFormat.${index}.text`)}
          />
        )}
        {type === "frame" && (
          <Controller
            control={form.control}
            name={`imageNameFormat.${index}.width`}
            render={({ field, fieldState }) => (
              <NumberInput
                size="xs"
                w={110}
                aria-label={`Frame width ${index + 1}`}
                leftSection={<Text size="xs">Width</Text>}
                leftSectionWidth={48}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                value={field.value ?? ""}
                onChange={(value) => field.onChange(value === "" ? "" : Number(value))}
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={readOnly}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        {!readOnly && (
          <ActionIcon
            variant="subtle"
            color={TONES.neutral}
            ml="auto"
            aria-label={`Remove ${label} ${index + 1}`}
            title="Remove"
            onClick={onRemove}
          >
            <IconX size={16} />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}
