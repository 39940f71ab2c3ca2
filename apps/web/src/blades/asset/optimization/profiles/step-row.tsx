import type { OptimizationStep } from "@atelier/domain/asset/optimization-profile.schema";
import { ActionIcon, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { TONES } from "../../../../app/theme-tokens";
import { DragHandle, type SortableHandle } from "../../../../ui/sortable-list";
import { PROFILE_TEXTS } from "../optimization-texts";
import { STEP_CHOICES, stepLabel } from "./profile-steps";
import { StepFields } from "./step-fields";

interface StepRowProps {
  step: OptimizationStep;
  index: number;
  count: number;
  handle: SortableHandle;
  readOnly: boolean;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

const hintOf = (step: OptimizationStep) =>
  STEP_CHOICES.find((entry) =>
    step.type === "SaveAs" ? entry.choice === `SaveAs${step.as}` : entry.choice === step.type,
  )?.hint;

/**
 * One step of a profile: its place, drag handle, name and numbers, Move up and Move down for the
 * keyboard, and Remove. The SaveAs step is replaced from the Add step menu rather than removed, so a
 * profile always has one.
 */
export function StepRow({ step, index, count, handle, readOnly, onMove, onRemove }: StepRowProps) {
  const label = stepLabel(step);
  const saveAs = step.type === "SaveAs";
  return (
    <Paper withBorder p="xs" data-testid="profile-step" data-step-type={step.type} aria-label={label}>
      <Group gap="xs" wrap="nowrap" align="center">
        {!readOnly && <DragHandle handle={handle} />}
        <Badge variant="light" color={saveAs ? TONES.kind : TONES.neutral} w={28} px={0} style={{ flexShrink: 0 }}>
          {index + 1}
        </Badge>
        <Stack gap={0} style={{ flex: 1, minWidth: 120 }}>
          <Text size="sm" fw={600} data-testid="step-label">
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {hintOf(step)}
          </Text>
        </Stack>
        <StepFields step={step} index={index} readOnly={readOnly} />
        {!readOnly && (
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color={TONES.neutral}
              aria-label={PROFILE_TEXTS.moveUp(label)}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color={TONES.neutral}
              aria-label={PROFILE_TEXTS.moveDown(label)}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color={TONES.danger}
              aria-label={PROFILE_TEXTS.removeStep(label)}
              title={saveAs ? PROFILE_TEXTS.saveAsStays : PROFILE_TEXTS.removeStep(label)}
              disabled={saveAs}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
