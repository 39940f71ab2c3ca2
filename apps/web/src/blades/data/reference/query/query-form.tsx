import {
  DATA_GRID_QUERY_MAX_TAKE,
  DATA_GRID_QUERY_MESSAGES,
  type DataGridQuery,
} from "@atelier/domain/data/reference-data.schema";
import { Alert, Button, Group, MultiSelect, Select, Stack } from "@mantine/core";
import { IconAlertTriangle, IconPlayerPlay } from "@tabler/icons-react";
import type { FormEvent } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { TONES } from "../../../../app/theme-tokens";
import { FormNumberInput } from "../../../../ui/editor/form-number-input";
import { QueryFilterRows } from "./query-filter-rows";
import type { QueryFormValues } from "./query-form-values";
import { QuerySortRows } from "./query-sort-rows";
import { QUERY_TEXTS } from "./query-texts";

interface QueryFormProps {
  form: UseFormReturn<QueryFormValues, unknown, DataGridQuery>;
  /** The data grids: their names shown, their type codes the values. */
  grids: { value: string; label: string }[];
  /** The chosen grid's fields (header names); empty until one is chosen. */
  fields: string[];
  running: boolean;
  onRun: (event?: FormEvent) => void;
}

/**
 * The query: Select from (required), filters, select fields, sort by, take and skip. While any error
 * exists it says 'Please check your query configuration' and Run is disabled (part 3 section 5).
 */
export function QueryForm({ form, grids, fields, running, onRun }: QueryFormProps) {
  const { control } = form;
  const invalid = !form.formState.isValid || Object.keys(form.formState.errors).length > 0;
  const chooseGrid = (from: string) => {
    form.setValue("from", from, { shouldDirty: true, shouldValidate: true });
    // Filters, fields and sorts name the fields of one grid: another grid starts them again.
    form.setValue("filter", []);
    form.setValue("selectFields", []);
    form.setValue("sortBy", []);
  };

  return (
    <form aria-label={QUERY_TEXTS.formLabel} noValidate onSubmit={onRun}>
      <Stack gap="md">
        <Controller
          control={control}
          name="from"
          render={({ field, fieldState }) => (
            <Select
              label={QUERY_TEXTS.selectFrom}
              placeholder={grids.length === 0 ? QUERY_TEXTS.noGrids : QUERY_TEXTS.selectFromPlaceholder}
              data={grids}
              value={field.value || null}
              onChange={(value) => chooseGrid(value ?? "")}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              required
              clearable
              // Mantine hides its clear button from assistive technology; named, it is a button like the others.
              clearButtonProps={{ "aria-label": QUERY_TEXTS.clearFrom, "aria-hidden": false }}
              searchable
            />
          )}
        />
        <QueryFilterRows form={form} fields={fields} />
        <Controller
          control={control}
          name="selectFields"
          render={({ field, fieldState }) => (
            <MultiSelect
              label={QUERY_TEXTS.selectFields}
              description={QUERY_TEXTS.selectFieldsHelp}
              data={fields}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              searchable
              clearable
            />
          )}
        />
        <QuerySortRows form={form} fields={fields} />
        <Group gap="md" align="flex-start">
          <FormNumberInput
            control={control}
            name="take"
            label={QUERY_TEXTS.take}
            min={1}
            max={DATA_GRID_QUERY_MAX_TAKE}
            w={140}
          />
          <FormNumberInput control={control} name="skip" label={QUERY_TEXTS.skip} min={0} w={140} />
        </Group>
        {invalid && (
          <Alert color={TONES.danger} icon={<IconAlertTriangle size={18} />} role="alert" data-testid="query-check">
            {DATA_GRID_QUERY_MESSAGES.checkConfiguration}
          </Alert>
        )}
        <Group>
          <Button type="submit" leftSection={<IconPlayerPlay size={14} />} disabled={invalid} loading={running}>
            {QUERY_TEXTS.run}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
