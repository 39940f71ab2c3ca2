import { parseRule, type RuleSyntaxError } from "@atelier/domain/rules/parse";
import { Group, Input, Stack, Text } from "@mantine/core";
import { useId, useState } from "react";
import { Controller } from "react-hook-form";
import { CodedRuleEditor } from "./coded-rule-editor";
import { RuleErrorList } from "./rule-error-list";
import type { RulesFormApi } from "./rules-form";

interface CodedRuleFieldProps {
  form: RulesFormApi;
  index: number;
  readOnly: boolean;
  /** The rule card's heading, which names the editor. */
  heading: string;
}

/** A coded rule's code: the editor, how its keys work, and the live list of syntax errors under it. */
export function CodedRuleField({ form, index, readOnly, heading }: CodedRuleFieldProps) {
  const [errors, setErrors] = useState<RuleSyntaxError[]>(
    () => parseRule(form.getValues(`rulesJson.${index}.code`) ?? "").errors,
  );
  const keysId = useId();
  const errorsId = useId();

  return (
    <Controller
      control={form.control}
      name={`rulesJson.${index}.code`}
      render={({ field, fieldState }) => (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Input.Label labelElement="div">Code</Input.Label>
            {!readOnly && (
              <Text size="xs" c="dimmed" id={keysId}>
                Tab indents by 4 spaces. To leave the editor with the keyboard, press Escape, then Tab.
              </Text>
            )}
          </Group>
          <CodedRuleEditor
            value={field.value ?? ""}
            onChange={field.onChange}
            onErrors={setErrors}
            readOnly={readOnly}
            label={`Code of ${heading}`}
            describedBy={readOnly ? errorsId : `${keysId} ${errorsId}`}
            focusRef={field.ref}
          />
          {/* The schema's other limits (the code's length) come from the form; syntax from the parser. */}
          <RuleErrorList id={errorsId} errors={errors} otherError={fieldState.error?.message} />
        </Stack>
      )}
    />
  );
}
