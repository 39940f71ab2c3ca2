import { describeRule } from "@atelier/domain/rules/engine/rule-sentence";
import { Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import type { RulesFormApi } from "./rules-form";

/** How long typing in a coded rule pauses before its sentence is worked out again (a parse of the whole code). */
const CODE_PAUSE_MS = 250;

interface RuleMeaningProps {
  form: RulesFormApi;
  index: number;
}

/** What the rule means in one sentence, following the rule as it is edited (docs/rules.md). */
export function RuleMeaning({ form, index }: RuleMeaningProps) {
  const { type, source, target, except, code: typed } = useWatch({ control: form.control, name: `rulesJson.${index}` });
  const [code] = useDebouncedValue(typed, CODE_PAUSE_MS);
  // A coded rule's sentence comes from its parsed code alone: worked out when the code settles.
  const codedSentence = useMemo(
    () => (type === "Coded" ? describeRule({ type, source: [], target: [], except: [], code }) : ""),
    [type, code],
  );
  const sentence = type === "Coded" ? codedSentence : describeRule({ type, source, target, except });
  return (
    <Text size="xs" c="dimmed" data-testid="rule-meaning">
      {sentence}
    </Text>
  );
}
