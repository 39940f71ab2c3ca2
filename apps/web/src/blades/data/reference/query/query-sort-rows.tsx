import { SegmentedControl } from "@mantine/core";
import { Controller, useFieldArray } from "react-hook-form";
import { QueryFieldSelect, type QueryForm, QueryRow, QueryRowList } from "./query-row-parts";
import { QUERY_TEXTS } from "./query-texts";

interface QuerySortRowsProps {
  form: QueryForm;
  fields: string[];
}

const DIRECTIONS = [
  { value: "asc", label: QUERY_TEXTS.directions.asc },
  { value: "desc", label: QUERY_TEXTS.directions.desc },
];

/** The query's sort: fields and directions, the first deciding first. */
export function QuerySortRows({ form, fields }: QuerySortRowsProps) {
  const rows = useFieldArray({ control: form.control, name: "sortBy", keyName: "rowKey" });

  return (
    <QueryRowList
      label={QUERY_TEXTS.sortBy}
      emptyText={QUERY_TEXTS.noSort}
      addLabel={QUERY_TEXTS.addSort}
      count={rows.fields.length}
      onAdd={() => rows.append({ field: "", direction: "asc" })}
    >
      {rows.fields.map((row, index) => (
        <QueryRow
          key={row.rowKey}
          testId="query-sort-row"
          removeLabel={QUERY_TEXTS.removeSort(index)}
          onRemove={() => rows.remove(index)}
        >
          <QueryFieldSelect form={form} name={`sortBy.${index}.field`} fields={fields} />
          <Controller
            control={form.control}
            name={`sortBy.${index}.direction`}
            render={({ field }) => (
              <SegmentedControl
                aria-label={QUERY_TEXTS.direction}
                data={DIRECTIONS}
                value={field.value}
                onChange={(value) => field.onChange(value)}
              />
            )}
          />
        </QueryRow>
      ))}
    </QueryRowList>
  );
}
