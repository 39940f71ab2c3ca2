import { componentCount } from "@atelier/domain/product/component-generation";
import type { ComponentRule } from "@atelier/domain/product/component-rule.schema";
import { Button, Text } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useCallback } from "react";
import { useWatch } from "react-hook-form";
import { usePlacementOptions } from "../../../api/catalogue/component-placement";
import {
  type PackageIds,
  useCreateComponentRule,
  useRemoveComponentRule,
  useUpdateComponentRule,
} from "../../../api/product/component-rule";
import { TONES } from "../../../app/theme-tokens";
import type { Blade } from "../../../app/workspace/blade-types";
import { StickyActionBar } from "../../../ui/action-bar/sticky-action-bar";
import { ConfirmButton } from "../../../ui/confirm-button";
import { EditorForm } from "../../../ui/editor/editor-form";
import { EditorSection } from "../../../ui/editor/editor-section";
import { useEditor } from "../../../ui/editor/use-editor";
import { COMPONENT_RULES_TEXTS } from "./component-rules-texts";
import { PlacementPicker } from "./placement-picker";
import { RuleOptions } from "./rule-options";
import { definitionCounts, ruleParameters, withSelection } from "./rule-selection";
import { RuleForm, type RuleFormOutput, type RuleFormValues, ruleFormValues, savedRule } from "./rule-values";

interface RuleEditorProps {
  blade: Blade;
  ids: PackageIds;
  /** The stored rule, or null to add one. */
  rule: ComponentRule | null;
  canEdit: boolean;
}

/**
 * EditComponentGenerator's form (spec part 2, 2 and 5): one placement, then per definition the chosen
 * options; Save shows once a placement is chosen and the rule defines at least one component. A save
 * or archive closes the blade; a failure (a stale etag too) is shown and the choices stay.
 */
export function RuleEditor({ blade, ids, rule, canEdit }: RuleEditorProps) {
  const create = useCreateComponentRule();
  const update = useUpdateComponentRule();
  const remove = useRemoveComponentRule();
  const calls = useEditor<RuleFormValues, RuleFormOutput, ComponentRule>({
    blade,
    stored: rule,
    readOnly: !canEdit,
    schema: RuleForm,
    valuesOf: ruleFormValues,
    idOf: (stored) => stored.componentGeneratorId,
    calls: {
      create: async (values) =>
        savedRule(await create.mutateAsync({ ids, input: { parameters: parametersOf(values) } })),
      update: async (values, current) =>
        savedRule(
          await update.mutateAsync({
            ids,
            id: current.componentGeneratorId,
            input: { parameters: parametersOf(values), etag: current.etag },
          }),
        ),
      remove: (current) => remove.mutateAsync({ ids, id: current.componentGeneratorId, etag: current.etag }),
    },
  });
  const { form } = calls;
  const [placementId] = useWatch({ control: form.control, name: "parameters.componentPlacements" });
  const enabled = useWatch({ control: form.control, name: "parameters.enabledOptions" }) ?? [];
  const options = usePlacementOptions(placementId);
  const definitions = options.data?.definitions ?? [];
  const count = options.data === undefined ? 0 : componentCount(definitionCounts(definitions, enabled));
  const parametersOf = (values: RuleFormOutput) =>
    ruleParameters(values.parameters.componentPlacements[0] ?? "", definitions, values.parameters.enabledOptions);

  const { setValue, getValues } = form;
  const pickPlacement = useCallback(
    (id: string) => setValue("parameters.componentPlacements", [id], { shouldDirty: true }),
    [setValue],
  );
  const choose = useCallback(
    (definitionId: string, componentOptionIds: string[]) =>
      setValue(
        "parameters.enabledOptions",
        withSelection(getValues("parameters.enabledOptions") ?? [], definitionId, componentOptionIds),
        { shouldDirty: true },
      ),
    [setValue, getValues],
  );

  return (
    <EditorForm
      editor={calls}
      testId="rule-editor"
      enterSaves={false}
      gap="lg"
      title={
        rule === null
          ? COMPONENT_RULES_TEXTS.newTitle
          : COMPONENT_RULES_TEXTS.editTitle(rule.description.componentPlacement.name)
      }
      bar={
        <StickyActionBar
          label={COMPONENT_RULES_TEXTS.actions}
          danger={false}
          start={
            canEdit && (
              <>
                {rule !== null && (
                  <ConfirmButton
                    size="xs"
                    variant="default"
                    color={TONES.danger}
                    onConfirm={calls.remove}
                    disabled={calls.busy}
                  >
                    {COMPONENT_RULES_TEXTS.archive}
                  </ConfirmButton>
                )}
                {placementId !== undefined && count > 0 && (
                  <Button
                    size="xs"
                    leftSection={<IconDeviceFloppy size={14} />}
                    loading={calls.saving}
                    disabled={calls.busy && !calls.saving}
                    onClick={() => calls.save(true)}
                  >
                    {COMPONENT_RULES_TEXTS.save}
                  </Button>
                )}
              </>
            )
          }
          end={
            <Text size="sm" fw={500} data-testid="rule-live-count" aria-live="polite">
              {COMPONENT_RULES_TEXTS.ruleCount(count)}
            </Text>
          }
        />
      }
    >
      <EditorSection title={COMPONENT_RULES_TEXTS.placement} description={COMPONENT_RULES_TEXTS.placementHelp}>
        <PlacementPicker placementId={placementId} onPick={canEdit ? pickPlacement : undefined} />
      </EditorSection>
      <EditorSection title={COMPONENT_RULES_TEXTS.options} description={COMPONENT_RULES_TEXTS.optionsHelp}>
        <RuleOptions
          placementId={placementId}
          options={options}
          enabled={enabled}
          onChange={canEdit ? choose : undefined}
        />
      </EditorSection>
    </EditorForm>
  );
}
