import { Group, Paper, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useUpdateOptimization } from "../../../api/asset/optimization";
import { toApiError } from "../../../api/http";
import { formatTimestamp } from "../../../ui/format-timestamp";
import { OptimizationException } from "./optimization-exception";
import { type OptimizationItem, profileOptions } from "./optimization-item";
import { OptimizationRowActions } from "./optimization-row-actions";
import { OptimizationStatusBadge } from "./optimization-status-badge";
import { OPTIMIZATION_TEXTS } from "./optimization-texts";

interface OptimizationRowProps {
  item: OptimizationItem;
  onDetails: (id: string) => void;
  onPreview: (item: OptimizationItem) => void;
}

/**
 * One optimisation of the queue (part 3 "Assets Optimization"): its name and status, the profile to
 * choose while it is Created, Optimize, and the actions on its result.
 */
export function OptimizationRow({ item, onDetails, onPreview }: OptimizationRowProps) {
  const update = useUpdateOptimization();
  const [failure, setFailure] = useState<unknown>(null);
  const { dataOptimizationId: id, status } = item;
  const created = status === "Created";
  const options = profileOptions(item);

  const put = (optimizationMethod: string | null, next: "Created" | "Ready") => {
    setFailure(null);
    update.mutate(
      { id, input: { optimizationMethod, status: next, etag: item.etag } },
      { onError: (error) => setFailure(error) },
    );
  };

  return (
    <Paper withBorder p="sm" component="li" data-testid="optimization-row" data-status={status} aria-label={item.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end" title={item.name} data-testid="optimization-name">
              {item.name}
            </Text>
            <Text size="xs" c="dimmed">
              {OPTIMIZATION_TEXTS.createdBy(item.createdBy, formatTimestamp(item.created))}
            </Text>
          </Stack>
          <OptimizationStatusBadge status={status} />
        </Group>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            size="xs"
            w={260}
            label={OPTIMIZATION_TEXTS.profile}
            placeholder={options.length === 0 ? OPTIMIZATION_TEXTS.noProfiles : OPTIMIZATION_TEXTS.chooseProfile}
            data={options}
            value={item.optimizationMethod}
            onChange={(value) => put(value, "Created")}
            disabled={!created || update.isPending}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <OptimizationRowActions
            item={item}
            starting={update.isPending}
            onOptimize={() => put(item.optimizationMethod, "Ready")}
            onDetails={() => onDetails(id)}
            onPreview={() => onPreview(item)}
            onFailure={setFailure}
          />
        </Group>
        {status === "Exception" && <OptimizationException message={item.message} onDetails={() => onDetails(id)} />}
        {failure !== null && (
          <Text size="sm" c="red.9" role="alert" data-testid="optimization-row-error">
            {toApiError(failure).messages[0]}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
