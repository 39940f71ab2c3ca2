import type { PartCodeSequenceType } from "@atelier/domain/catalogue/component-type.schema";
import { ActionIcon, Badge, Group, Paper, Select, Text, TextInput } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { Controller } from "react-hook-form";
import { TONES } from "../../../app/theme-tokens";
import { DragHandle, type SortableHandle } from "../../../ui/sortable-list";
import { COMPONENT_TYPE_TEXTS, SEQUENCE_LABELS } from "./component-type-texts";
import { parseWidth, widthText } from "./component-type-values";
import { useComponentTypeForm } from "./use-component-type-form";

interface PartCodeSequenceRowProps {
  index: number;
  type: PartCodeSequenceType;
  /** The type's definitions, the choices of a sequence's target. */
  definitions: { value: string; label: string }[];
  handle: SortableHandle;
  readOnly: boolean;
  onRemove: () => void;
}

/** One sequence: its kind, the fields that kind has, a drag handle and removal. */
export function PartCodeSequenceRow({
  index,
  type,
  definitions,
  handle,
  readOnly,
  onRemove,
}: PartCodeSequenceRowProps) {
  const form = useComponentTypeForm();
  const label = SEQUENCE_LABELS[type];
  const path = `partCodeFormat.${index}` as const;
  const error = (field: "text" | "targetId" | "name" | "width" | "fill") =>
    form.getFieldState(`${path}.${field}`, form.formState).error?.message;
  const targeted = type === "code" || type === "hidden" || type === "attribute";
  return (
    <Paper withBorder radius="sm" px="xs" py={6} data-testid="part-code-sequence" data-type={type}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {!readOnly && <DragHandle handle={handle} />}
        <Badge variant="light" color={TONES.neutral} tt="none" w={150} mt={6} style={{ flexShrink: 0 }}>
          {label}
        </Badge>
        <Group gap="xs" flex={1} wrap="wrap" miw={0}>
          {type === "static" && (
            <TextInput
              size="xs"
              flex={1}
              miw={160}
              aria-label={`${label} ${index + 1}`}
              placeholder="Text"
              {...form.register(`${path}.text`)}
            />
          )}
          {targeted && (
            <Controller
              control={form.control}
              name={`${path}.targetId`}
              render={({ field }) => {
                const known = definitions.some((definition) => definition.value === field.value);
                const data =
                  known || !field.value
                    ? definitions
                    : [...definitions, { value: field.value, label: COMPONENT_TYPE_TEXTS.notInType }];
                return (
                  <Select
                    size="xs"
                    w={170}
                    aria-label={`${COMPONENT_TYPE_TEXTS.chooseDefinition} ${index + 1}`}
                    placeholder={COMPONENT_TYPE_TEXTS.chooseDefinition}
                    data={data}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? "")}
                    disabled={readOnly}
                    error={error("targetId")}
                  />
                );
              }}
            />
          )}
          {type === "attribute" && (
            <>
              <TextInput
                size="xs"
                flex={1}
                miw={140}
                aria-label={`Attribute name ${index + 1}`}
                placeholder="Attribute name"
                error={error("name")}
                {...form.register(`${path}.name`)}
              />
              <Controller
                control={form.control}
                name={`${path}.width`}
                render={({ field }) => (
                  <TextInput
                    size="xs"
                    w={120}
                    leftSection={<Text size="xs">Width</Text>}
                    leftSectionWidth={48}
                    aria-label={`Width ${index + 1}`}
                    placeholder={COMPONENT_TYPE_TEXTS.autoWidth}
                    title={COMPONENT_TYPE_TEXTS.widthHelp}
                    inputMode="numeric"
                    defaultValue={widthText(field.value as number | "auto" | undefined)}
                    onChange={(event) => field.onChange(parseWidth(event.currentTarget.value))}
                    onBlur={field.onBlur}
                    disabled={readOnly}
                    error={error("width")}
                  />
                )}
              />
              <TextInput
                size="xs"
                w={80}
                maxLength={1}
                leftSection={<Text size="xs">Fill</Text>}
                leftSectionWidth={32}
                aria-label={`Fill character ${index + 1}`}
                title="Fill character"
                error={error("fill")}
                {...form.register(`${path}.fill`)}
              />
            </>
          )}
        </Group>
        {!readOnly && (
          <ActionIcon
            variant="subtle"
            color={TONES.neutral}
            mt={2}
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
