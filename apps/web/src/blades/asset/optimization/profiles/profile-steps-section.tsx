import type { OptimizationStep } from "@atelier/domain/asset/optimization-profile.schema";
import { Group, Text } from "@mantine/core";
import { useFormContext, useWatch } from "react-hook-form";
import { EditorSection } from "../../../../ui/editor/editor-section";
import { SortableList } from "../../../../ui/sortable-list";
import { PROFILE_TEXTS } from "../optimization-texts";
import { AddStepMenu } from "./add-step-menu";
import type { ProfileFormValues } from "./profile-form-values";
import { addStep, moveStep, newStep, type StepChoice } from "./profile-steps";
import { StepRow } from "./step-row";

/** The message the schema gave the steps as a whole (e.g. exactly one SaveAs), if any. */
function stepsMessage(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { message, root } = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof message === "string") return message;
  return typeof root?.message === "string" ? root.message : undefined;
}

/** The profile's ordered steps: add from the menu, edit their numbers, reorder by drag or keyboard, remove. */
export function ProfileStepsSection({ readOnly }: { readOnly: boolean }) {
  const form = useFormContext<ProfileFormValues>();
  const steps = (useWatch({ control: form.control, name: "profileJson" }) ?? []) as OptimizationStep[];
  const message = stepsMessage(form.formState.errors.profileJson);
  const change = (next: OptimizationStep[]) =>
    form.setValue("profileJson", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <EditorSection title={PROFILE_TEXTS.steps} description={PROFILE_TEXTS.stepsOf(steps.length)}>
      {!readOnly && (
        <Group>
          <AddStepMenu onAdd={(choice: StepChoice) => change(addStep(steps, newStep(choice)))} />
        </Group>
      )}
      {steps.length === 0 && (
        <Text size="sm" c="dimmed">
          {PROFILE_TEXTS.noSteps}
        </Text>
      )}
      <div data-testid="profile-steps">
        <SortableList
          items={steps}
          getId={(step) => step.id}
          onReorder={change}
          disabled={readOnly}
          renderItem={(step, handle) => (
            <StepRow
              step={step}
              index={steps.indexOf(step)}
              count={steps.length}
              handle={handle}
              readOnly={readOnly}
              onMove={(offset) => change(moveStep(steps, step.id, offset))}
              onRemove={() => change(steps.filter((other) => other.id !== step.id))}
            />
          )}
        />
      </div>
      {message !== undefined && (
        <Text size="sm" c="red.9" role="alert" data-testid="profile-steps-error">
          {message}
        </Text>
      )}
    </EditorSection>
  );
}
