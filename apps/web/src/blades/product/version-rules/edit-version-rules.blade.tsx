import type { RuleType } from "@atelier/domain/product/rule.schema";
import { Button, Stack, Text, Title } from "@mantine/core";
import { useFieldArray } from "react-hook-form";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade, BladeProps } from "../../../app/workspace/blade-types";
import { useZodForm } from "../../../ui/form/use-zod-form";
import { PartsToolbar } from "../version-parts/shared/parts-toolbar";
import { SaveFeedback } from "../version-parts/shared/save-feedback";
import { saveNeedsConfirm, useVersionPartSave } from "../version-parts/shared/use-version-part-save";
import { type LoadedVersion, VersionLoader } from "../version-parts/shared/version-loader";
import { AddRuleMenu } from "./add-rule-menu";
import { firstInvalidRule, useDrawnRules } from "./drawn-rules";
import { RuleCard } from "./rule-card";
import { RuleSettings } from "./rule-settings";
import { newRule } from "./rule-types";
import { RulesForm, rulesFormValues, rulesTitle } from "./rules-form";

/** The rules of a version (spec part 1 section 2.8): two settings and the rules, coded ones in CodeMirror. */
export function EditVersionRulesBlade({ blade }: BladeProps) {
  return (
    <VersionLoader blade={blade}>
      {(loaded) => <RulesEditor key={loaded.version.versionId} blade={blade} {...loaded} />}
    </VersionLoader>
  );
}

function RulesEditor({ blade, version, canEdit }: LoadedVersion & { blade: Blade }) {
  const { close } = useBlades();
  const form = useZodForm(RulesForm, { defaultValues: rulesFormValues(version) });
  const rules = useFieldArray({ control: form.control, name: "rulesJson", keyName: "fieldKey" });
  const saving = useVersionPartSave(blade, version);
  const readOnly = !canEdit;

  const drawn = useDrawnRules();
  const hidden = rules.fields.length - drawn.count;

  // The new rule's description takes the focus, which scrolls the new card into view.
  const add = (type: RuleType) => {
    drawn.reveal(rules.fields.length);
    rules.append(newRule(type), { focusName: `rulesJson.${rules.fields.length}.description` });
  };
  const save = (closeAfter: boolean) =>
    form.handleSubmit(
      (values) => saving.save(values, { close: closeAfter, onSaved: (saved) => form.reset(rulesFormValues(saved)) }),
      (errors) => drawn.reveal(firstInvalidRule(errors)),
    )();

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {rulesTitle(version.code, version.product.name)}
      </Title>
      <PartsToolbar
        extra={canEdit ? <AddRuleMenu onAdd={add} /> : undefined}
        dirty={form.formState.isDirty}
        onClose={() => close(blade.id)}
        save={
          canEdit
            ? { confirm: saveNeedsConfirm(version), pending: saving.pending, disabled: false, onSave: save }
            : undefined
        }
      />
      <SaveFeedback error={saving.error} invalid={Object.keys(form.formState.errors).length > 0} />
      <RuleSettings form={form} readOnly={readOnly} />
      <Title order={3} size="h5" data-outline>
        Rules
      </Title>
      {rules.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          This version has no rules yet.
        </Text>
      )}
      {rules.fields.slice(0, drawn.count).map((field, index) => (
        <RuleCard key={field.fieldKey} form={form} index={index} readOnly={readOnly} onRemove={rules.remove} />
      ))}
      {hidden > 0 && (
        <Button variant="default" size="xs" onClick={drawn.showMore} style={{ alignSelf: "flex-start" }}>
          Show more rules ({hidden} not shown yet)
        </Button>
      )}
    </Stack>
  );
}
