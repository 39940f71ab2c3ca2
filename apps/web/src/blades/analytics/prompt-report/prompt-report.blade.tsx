import { Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { usePromptReport } from "../../../api/analytics/analytics-prompt";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { ErrorCallout } from "../../../ui/error-callout";
import { LoadingLine } from "../../../ui/loading-line";
import { promptReportIds } from "../analytics-links";
import { PROMPT_TEXTS } from "../common/prompt-texts";
import { ClarificationForm } from "./clarification-form";
import { addRefinement, removeRefinement } from "./refinements";
import { ReportCsvButton } from "./report-csv-button";
import { ReportFailure } from "./report-failure";
import { ReportResult } from "./report-result";

/**
 * The Prompt Report blade (spec part 1, 2.15; part 3, "Analytics prompt report"): the question, 'Loading...', then
 * the result grid or the failure. Each added clarification re-runs the report with all of them; one that is empty
 * or sent while the report loads is ignored.
 */
export function PromptReportBlade({ blade }: BladeProps) {
  const params = promptReportIds.decode(blade.itemId);
  const [refinements, setRefinements] = useState<string[]>([]);
  const prompt = params?.prompt;
  const query = usePromptReport(
    params === null || prompt === undefined ? undefined : { hive: params.hive, prompt, refinements },
  );
  const loading = query.isFetching;

  if (params === null || prompt === undefined) {
    return (
      <Text size="sm" c="dimmed" data-testid="prompt-report-blade">
        {PROMPT_TEXTS.noQuestion}
      </Text>
    );
  }

  const onAdd = (typed: string): boolean => {
    const next = addRefinement(refinements, typed, loading);
    if (next === null) return false;
    setRefinements(next);
    return true;
  };
  const report = loading ? undefined : query.data;

  return (
    <Stack gap="md" data-testid="prompt-report-blade">
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {PROMPT_TEXTS.question}
        </Text>
        <Title order={3} size="h4" data-testid="prompt-report-question">
          {prompt}
        </Title>
      </Stack>
      <ClarificationForm
        refinements={refinements}
        onAdd={onAdd}
        onRemove={(index) => setRefinements(removeRefinement(refinements, index))}
      />
      {loading && <LoadingLine />}
      {!loading && query.isError && <ErrorCallout error={query.error} />}
      {report?.error === true && <ReportFailure errorMessage={report.errorMessage} />}
      {report?.error === false && (
        <ReportResult report={report} csv={<ReportCsvButton report={report} hive={params.hive} />} />
      )}
    </Stack>
  );
}
