import { type GeneratorDescription, RULE_OPTIONS_SHOWN } from "@atelier/domain/product/component-rule.schema";
import { Anchor, Text } from "@mantine/core";
import { useState } from "react";
import { COMPONENT_RULES_TEXTS } from "./component-rules-texts";

interface DefinitionCodesProps {
  definition: GeneratorDescription["componentDefinitions"][number];
}

/**
 * A definition of a rule and the codes of its chosen options: the first ones, then 'View all' for the
 * rest (spec part 2, 9). The codes are one text, so a rule of thousands of options stays cheap.
 */
export function DefinitionCodes({ definition }: DefinitionCodesProps) {
  const [all, setAll] = useState(false);
  const codes = definition.componentOptions.map((option) => option.code);
  const shown = all ? codes : codes.slice(0, RULE_OPTIONS_SHOWN);
  return (
    <Text size="sm" data-testid="rule-definition" style={{ overflowWrap: "anywhere" }}>
      <Text span size="sm" fw={500}>
        {definition.name}:
      </Text>{" "}
      {codes.length === 0 ? (
        <Text span size="sm" c="dimmed">
          {COMPONENT_RULES_TEXTS.noneChosen}
        </Text>
      ) : (
        <Text span size="xs" ff="monospace" data-testid="rule-definition-codes">
          {shown.join(", ")}
        </Text>
      )}
      {shown.length < codes.length && (
        <>
          {" "}
          <Anchor component="button" type="button" size="sm" onClick={() => setAll(true)}>
            {COMPONENT_RULES_TEXTS.viewAll}
          </Anchor>
        </>
      )}
    </Text>
  );
}
