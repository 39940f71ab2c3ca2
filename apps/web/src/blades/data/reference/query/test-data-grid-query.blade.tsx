import { DataGridQuery, type ReferenceData } from "@atelier/domain/data/reference-data.schema";
import { Stack } from "@mantine/core";
import { useWatch } from "react-hook-form";
import { useDataGridFields, useRunDataGridQuery } from "../../../../api/data/data-grid-query";
import { useReferenceDataList } from "../../../../api/data/reference-data";
import { ErrorCallout } from "../../../../ui/error-callout";
import { submitThrough } from "../../../../ui/form/submit-through";
import { useZodForm } from "../../../../ui/form/use-zod-form";
import { QueryForm } from "./query-form";
import { NEW_QUERY } from "./query-form-values";
import { QueryResults } from "./query-results";

/** The data grids as Select from offers them: by name, the value their type code (unique in the list). */
function gridOptions(grids: readonly ReferenceData[]): { value: string; label: string }[] {
  return grids.map((grid) => ({ value: grid.type, label: grid.name }));
}

/**
 * TestDataGridQuery (Data grids' Test queries): builds a query over a data grid, runs it on the server
 * and shows the rows returned, 20 a page, with the total; the server's refusals land on the fields.
 */
export function TestDataGridQueryBlade() {
  const grids = useReferenceDataList("DataGrid");
  const form = useZodForm(DataGridQuery, { defaultValues: NEW_QUERY });
  const from = useWatch({ control: form.control, name: "from" }) ?? "";
  const fields = useDataGridFields(from.trim());
  const run = useRunDataGridQuery();

  return (
    <Stack gap="lg" data-testid="data-grid-query">
      <ErrorCallout error={grids.error ?? fields.error} />
      <QueryForm
        form={form}
        grids={gridOptions(grids.data?.referenceDatas ?? [])}
        fields={fields.data ?? []}
        running={run.isPending}
        onRun={submitThrough(form, run)}
      />
      <ErrorCallout error={run.error} />
      <QueryResults result={run.data} />
    </Stack>
  );
}
