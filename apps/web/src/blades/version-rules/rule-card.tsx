import type { RuleSyntaxError } from "@atelier/domain/rules/parse";
import { Badge, Card, Group, Stack, TagsInput, Text, Textarea, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { ConfirmButton } from "../../ui/confirm-button";
import { FormCheckbox } from "../version-parts/shared/form-checkbox";
import { CodedRuleEditor } from "./coded-rule-editor";
import { RuleErrorList } from "./rule-error-list";
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

/** One rule: its type, description, inactive flag, and either its lists or its code. */
export function RuleCard({ form, index, readOnly, onRemove }: RuleCardProps) {
  const type = useWatch({ control: form.control, name: `rulesJson.${index}.type` });
  const [errors, setErrors] = useState<RuleSyntaxError[]>([]);
  const heading = `Rule ${index + 1}: ${ruleTypeLabel(type)}`;

  return (
    <Card withBorder padding="sm" data-testid="rule-card" aria-label={heading}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Title order={3} size="h6" data-outline>
              {heading}
            </Title>
            <Badge variant="light" size="sm">
              {type}
            </Badge>
          </Group>
          <Group gap="xs">
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
                color="red"
                aria-label={`Delete ${heading}`}
                leftSection={<IconTrash size={14} />}
                onConfirm={() => onRemove(index)}
              >
                Delete
              </ConfirmButton>
            )}
          </Group>
        </Group>
        <Textarea
          label="Description"
          autosize
          minRows={1}
          readOnly={readOnly}
          {...form.register(`rulesJson.${index}.description`)}
        />
        {isCoded({ type }) ? (
          <Controller
            control={form.control}
            name={`rulesJson.${index}.code`}
            render={({ field, fieldState }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} component="label">
                  Code
                </Text>
                <CodedRuleEditor
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  onErrors={setErrors}
                  readOnly={readOnly}
                  label={`Code of ${heading}`}
                />
                {fieldState.error && errors.length === 0 ? (
                  <Text size="xs" c="red.8" role="alert">
                    {fieldState.error.message}
                  </Text>
                ) : (
                  <RuleErrorList errors={errors} />
                )}
              </Stack>
            )}
          />
        ) : (
          <Group grow align="flex-start">
            {LISTS.map((list) => (
              <Controller
                key={list.name}
                control={form.control}
                name={`rulesJson.${index}.${list.name}`}
                render={({ field }) => (
                  <TagsInput
                    label={list.label}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    readOnly={readOnly}
                    placeholder={readOnly ? undefined : "Type and press Enter"}
                    clearable={!readOnly}
                  />
                )}
              />
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
