import { Card, Group, Stack, TagsInput, Textarea, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { memo } from "react";
import { Controller, useFormState, useWatch } from "react-hook-form";
import { TONES } from "../../../app/theme-tokens";
import { ConfirmButton } from "../../../ui/confirm-button";
import { FormCheckbox } from "../../../ui/editor/form-checkbox";
import { CodedRuleField } from "./coded-rule-field";
import { RuleMeaning } from "./rule-meaning";
import { isCoded, ruleTypeLabel } from "./rule-types";
import type { RulesFormApi } from "./rules-form";

interface RuleCardProps {
  form: RulesFormApi;
  index: number;
  readOnly: boolean;
  onRemove(index: number): void;
}

const LISTS = [
  { name: "source", label: "Source" },
  { name: "target", label: "Target" },
  { name: "except", label: "Except" },
] as const;

/** The source, target and except lists of a rule that is not coded, as tag inputs. */
function RuleLists({ form, index, readOnly }: Omit<RuleCardProps, "onRemove">) {
  return (
    <Group grow align="flex-start">
      {LISTS.map((list) => (
        <Controller
          key={list.name}
          control={form.control}
          name={`rulesJson.${index}.${list.name}`}
          render={({ field }) => (
            <TagsInput
              label={list.label}
              wrapperProps={{ "data-testid": `rule-list-${list.name}` }}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              readOnly={readOnly}
              placeholder={readOnly ? undefined : "Type and press Enter"}
              clearable={!readOnly}
            />
          )}
        />
      ))}
    </Group>
  );
}

/**
 * One rule: its type, what it means in one sentence, its description, inactive flag, and either its
 * lists or its code. Memoised, and
 * subscribed only to its own fields, so typing in one rule does not render the others again.
 */
export const RuleCard = memo(function RuleCard({ form, index, readOnly, onRemove }: RuleCardProps) {
  const type = useWatch({ control: form.control, name: `rulesJson.${index}.type` });
  const description = `rulesJson.${index}.description` as const;
  const { errors } = useFormState({ control: form.control, name: description });
  const heading = `Rule ${index + 1}: ${ruleTypeLabel(type)}`;

  return (
    <Card withBorder padding="sm" role="group" data-testid="rule-card" aria-label={heading}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h6" data-outline>
            {heading}
          </Title>
          <Group gap="xs" wrap="nowrap">
            <FormCheckbox
              control={form.control}
              name={`rulesJson.${index}.inactive`}
              label="Inactive"
              readOnly={readOnly}
            />
            {!readOnly && (
              <ConfirmButton
                size="xs"
                variant="subtle"
                color={TONES.danger}
                aria-label={`Delete ${heading}`}
                leftSection={<IconTrash size={14} />}
                onConfirm={() => onRemove(index)}
              >
                Delete
              </ConfirmButton>
            )}
          </Group>
        </Group>
        <RuleMeaning form={form} index={index} />
        <Textarea
          label="Description"
          autosize
          minRows={1}
          readOnly={readOnly}
          error={errors.rulesJson?.[index]?.description?.message}
          {...form.register(description)}
        />
        {isCoded({ type }) ? (
          <CodedRuleField form={form} index={index} readOnly={readOnly} heading={heading} />
        ) : (
          <RuleLists form={form} index={index} readOnly={readOnly} />
        )}
      </Stack>
    </Card>
  );
});
