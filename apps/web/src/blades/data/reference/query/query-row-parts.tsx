import type { DataGridQuery } from "@atelier/domain/data/reference-data.schema";
import { ActionIcon, Button, Group, Select, Stack, Text } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import type { QueryFormValues } from "./query-form-values";
import { QUERY_TEXTS } from "./query-texts";

export type QueryForm = UseFormReturn<QueryFormValues, unknown, DataGridQuery>;

interface QueryRowListProps {
  label: string;
  emptyText: string;
  addLabel: string;
  count: number;
  onAdd: () => void;
  children: ReactNode;
}

/** A titled list of query rows (filters or sorts): an empty text while there is none, and the Add button. */
export function QueryRowList({ label, emptyText, addLabel, count, onAdd, children }: QueryRowListProps) {
  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {count === 0 && (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
      {children}
      <Group>
        <Button size="xs" variant="default" leftSection={<IconPlus size={14} />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}

interface QueryRowProps {
  testId: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}

/** One query row: its controls, then its remove button. */
export function QueryRow({ testId, removeLabel, onRemove, children }: QueryRowProps) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap" data-testid={testId}>
      {children}
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={removeLabel} onClick={onRemove}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

interface QueryFieldSelectProps {
  form: QueryForm;
  name: `filter.${number}.field` | `sortBy.${number}.field`;
  /** The grid's fields (its header names). */
  fields: string[];
}

/** The field a filter or a sort reads, among the grid's header names. */
export function QueryFieldSelect({ form, name, fields }: QueryFieldSelectProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          aria-label={QUERY_TEXTS.field}
          placeholder={QUERY_TEXTS.field}
          data={fields}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? "")}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
          searchable
          style={{ flex: 1 }}
        />
      )}
    />
  );
}
