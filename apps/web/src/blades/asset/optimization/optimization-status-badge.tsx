import type { OptimizationStatus } from "@atelier/domain/asset/optimization.schema";
import { Badge, Loader, type MantineColor } from "@mantine/core";
import { isOptimizationRunning } from "../../../api/asset/optimization-polling";
import { TONES } from "../../../app/theme-tokens";
import { OPTIMIZATION_TEXTS } from "./optimization-texts";

/** A status's colour: not started is quiet, queued and running are being worked on, then done or failed. */
export const OPTIMIZATION_STATUS_COLORS: Record<OptimizationStatus, MantineColor> = {
  Created: TONES.neutral,
  Ready: TONES.info,
  Processing: TONES.info,
  Success: TONES.success,
  Exception: TONES.danger,
};

/** An optimisation's status in the spec's words (Ready shown as queueing), with a spinner while it runs. */
export function OptimizationStatusBadge({ status }: { status: OptimizationStatus }) {
  return (
    <Badge
      size="md"
      variant="light"
      color={OPTIMIZATION_STATUS_COLORS[status]}
      leftSection={isOptimizationRunning(status) ? <Loader size={10} color="currentColor" /> : undefined}
      style={{ flexShrink: 0, overflow: "visible" }}
      data-testid="optimization-status"
      data-status={status}
    >
      {OPTIMIZATION_TEXTS.status[status]}
    </Badge>
  );
}
