import type { RuleType } from "@atelier/domain/product/rule.schema";
import type { Version } from "@atelier/domain/product/version.schema";
import { Button, Text, Title } from "@mantine/core";
import { useFieldArray } from "react-hook-form";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade, BladeProps } from "../../../app/workspace/blade-types";
import { EditorForm } from "../../../ui/editor/editor-form";
import { useEditor } from "../../../ui/editor/use-editor";
import { PartsToolbar } from "../common/parts-toolbar";
import { SaveFeedback } from "../common/save-feedback";
import { type LoadedVersion, VersionLoader } from "../common/version-loader";
import { saveNeedsConfirm, useVersionPartCalls } from "../common/version-part-calls";
import { AddRuleMenu } from "./add-rule-menu";
import { firstInvalidRule, useDrawnRules } from "./drawn-rules";
import { RuleCard } from "./rule-card";
import { RuleSettings } from "./rule-settings";
import { newRule } from "./rule-types";
import { RulesForm, type RulesFormValues, rulesFormValues, rulesTitle } from "./rules-form";

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
  const drawn = useDrawnRules();
  const editor = useEditor<RulesFormValues, RulesFormValues, Version>({
    blade,
    stored: version,
    readOnly: !canEdit,
    keepFieldsEnabled: true,
    schema: RulesForm,
    valuesOf: (item) => rulesFormValues(item ?? version),
    calls: useVersionPartCalls<RulesFormValues>(),
    onInvalid: (errors) => drawn.reveal(firstInvalidRule(errors)),
  });
  const { form } = editor;
  const rules = useFieldArray({ control: form.control, name: "rulesJson", keyName: "fieldKey" });
  const readOnly = !canEdit;

  const hidden = rules.fields.length - drawn.count;

  // The new rule's description takes the focus, which scrolls the new card into view.
  const add = (type: RuleType) => {
    drawn.reveal(rules.fields.length);
    rules.append(newRule(type), { focusName: `rulesJson.${rules.fields.length}.description` });
  };
  return (
    <EditorForm
      editor={editor}
      testId="version-part-editor"
      enterSaves={!saveNeedsConfirm(version)}
      title={rulesTitle(version.code, version.product.name)}
      bar={
        <PartsToolbar
          extra={canEdit ? <AddRuleMenu onAdd={add} /> : undefined}
          dirty={form.formState.isDirty}
          onClose={() => close(blade.id)}
          save={
            canEdit
              ? {
                  confirm: saveNeedsConfirm(version),
                  pending: editor.saving,
                  disabled: false,
                  onSave: (closeAfter) => void editor.save(closeAfter),
                }
              : undefined
          }
        />
      }
    >
      <SaveFeedback error={editor.error} invalid={Object.keys(form.formState.errors).length > 0} />
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
    </EditorForm>
  );
}
