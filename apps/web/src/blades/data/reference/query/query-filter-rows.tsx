import { QUERY_OPERATORS, type QueryOperator } from "@atelier/domain/data/reference-data.schema";
import { Select, TextInput } from "@mantine/core";
import { Controller, useFieldArray, useWatch } from "react-hook-form";
import { takesValue } from "./query-form-values";
import { QueryFieldSelect, type QueryForm, QueryRow, QueryRowList } from "./query-row-parts";
import { OPERATOR_LABELS, QUERY_TEXTS } from "./query-texts";

interface QueryFilterRowsProps {
  form: QueryForm;
  /** The grid's fields (its header names). */
  fields: string[];
}

const OPERATOR_OPTIONS = QUERY_OPERATORS.map((operator) => ({ value: operator, label: OPERATOR_LABELS[operator] }));
const isOperator = (value: string | null): value is QueryOperator =>
  value !== null && (QUERY_OPERATORS as readonly string[]).includes(value);

/** The query's filters, all of which must hold: a field, an operator and (for operators that compare) a value. */
export function QueryFilterRows({ form, fields }: QueryFilterRowsProps) {
  const { control } = form;
  const rows = useFieldArray({ control, name: "filter", keyName: "rowKey" });
  const filters = useWatch({ control, name: "filter" }) ?? [];

  return (
    <QueryRowList
      label={QUERY_TEXTS.filters}
      emptyText={QUERY_TEXTS.noFilters}
      addLabel={QUERY_TEXTS.addFilter}
      count={rows.fields.length}
      onAdd={() => rows.append({ field: "", operator: "Equal", value: "" })}
    >
      {rows.fields.map((row, index) => (
        <QueryRow
          key={row.rowKey}
          testId="query-filter-row"
          removeLabel={QUERY_TEXTS.removeFilter(index)}
          onRemove={() => rows.remove(index)}
        >
          <QueryFieldSelect form={form} name={`filter.${index}.field`} fields={fields} />
          <Controller
            control={control}
            name={`filter.${index}.operator`}
            render={({ field }) => (
              <Select
                aria-label={QUERY_TEXTS.operator}
                data={OPERATOR_OPTIONS}
                value={field.value}
                onChange={(value) => {
                  if (!isOperator(value)) return;
                  field.onChange(value);
                  if (!takesValue(value)) form.setValue(`filter.${index}.value`, undefined);
                }}
                allowDeselect={false}
                w={170}
              />
            )}
          />
          {takesValue(filters[index]?.operator ?? "Equal") ? (
            <TextInput
              aria-label={QUERY_TEXTS.value}
              placeholder={QUERY_TEXTS.value}
              {...form.register(`filter.${index}.value`)}
              error={form.getFieldState(`filter.${index}.value`, form.formState).error?.message}
              style={{ flex: 1 }}
            />
          ) : (
            <div style={{ flex: 1 }} />
          )}
        </QueryRow>
      ))}
    </QueryRowList>
  );
}
