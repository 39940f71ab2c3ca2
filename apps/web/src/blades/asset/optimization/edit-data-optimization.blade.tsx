import type { Optimization } from "@atelier/domain/asset/optimization.schema";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconEye, IconEyeOff } from "@tabler/icons-react";
import { useState } from "react";
import { useOptimization } from "../../../api/asset/optimization";
import { useBladeTitle } from "../../../app/workspace/blade-title";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { editedItemId } from "../../../ui/editor/editor-loader";
import { EditorSection } from "../../../ui/editor/editor-section";
import { ErrorCallout } from "../../../ui/error-callout";
import { formatTimestamp } from "../../../ui/format-timestamp";
import { LoadingLine } from "../../../ui/loading-line";
import { JobLogLines } from "../../jobs/log/job-log-lines";
import { ModelFiguresTable } from "./model-figures-table";
import { OptimizationException } from "./optimization-exception";
import { OptimizationPreview } from "./optimization-preview";
import { OptimizationStatusBadge } from "./optimization-status-badge";
import { OPTIMIZATION_TEXTS } from "./optimization-texts";
import { ValidatorReportView } from "./validator-report";

function OptimizationDetails({ optimization }: { optimization: Optimization }) {
  const [previewing, setPreviewing] = useState(false);
  useBladeTitle(optimization.name);
  const profile = optimization.availableOptimizationMethods.find((m) => m.id === optimization.optimizationMethod);

  return (
    <Stack gap="lg" data-testid="optimization-details">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h3" style={{ overflowWrap: "anywhere" }}>
            {optimization.name}
          </Title>
          <Text size="sm" c="dimmed">
            {OPTIMIZATION_TEXTS.createdBy(optimization.createdBy, formatTimestamp(optimization.created))}
            {profile !== undefined && ` · ${profile.name}`}
          </Text>
        </Stack>
        <OptimizationStatusBadge status={optimization.status} />
      </Group>
      {optimization.status === "Exception" && <OptimizationException message={optimization.message} />}
      <EditorSection title={OPTIMIZATION_TEXTS.previewTitle}>
        <Group>
          <Button
            size="xs"
            variant={previewing ? "default" : "filled"}
            leftSection={previewing ? <IconEyeOff size={14} /> : <IconEye size={14} />}
            aria-pressed={previewing}
            onClick={() => setPreviewing((on) => !on)}
          >
            {OPTIMIZATION_TEXTS.preview}
          </Button>
        </Group>
        {previewing && <OptimizationPreview item={optimization} />}
      </EditorSection>
      <EditorSection title={OPTIMIZATION_TEXTS.figures}>
        <ModelFiguresTable before={optimization.before} after={optimization.after} />
      </EditorSection>
      <EditorSection title={OPTIMIZATION_TEXTS.validator}>
        <ValidatorReportView report={optimization.validator} />
      </EditorSection>
      <EditorSection title={OPTIMIZATION_TEXTS.log}>
        <JobLogLines lines={optimization.log} />
      </EditorSection>
    </Stack>
  );
}

/**
 * EditDataOptimization (View details): the status, Preview before and after, the model figures with
 * their change, the validator report and the colour-coded log; read again every 2 seconds while it runs.
 */
export function EditDataOptimizationBlade({ blade }: BladeProps) {
  const query = useOptimization(editedItemId(blade));
  if (query.isError) return <ErrorCallout error={query.error} />;
  if (query.data === undefined) return <LoadingLine />;
  return <OptimizationDetails optimization={query.data} />;
}
