import type { PlacementOptions } from "@atelier/domain/catalogue/component-placement.schema";
import type { EnabledOptions } from "@atelier/domain/product/component-rule.schema";
import { SimpleGrid, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { ErrorCallout } from "../../../ui/error-callout";
import { LoadingLine } from "../../../ui/loading-line";
import { COMPONENT_RULES_TEXTS } from "./component-rules-texts";
import { DefinitionOptions } from "./definition-options";
import { selectedOf } from "./rule-selection";

interface RuleOptionsProps {
  placementId: string | undefined;
  /** The options the chosen placement offers per definition. */
  options: UseQueryResult<PlacementOptions>;
  enabled: readonly EnabledOptions[];
  /** Replaces one definition's chosen options; unset when read-only. */
  onChange: ((definitionId: string, componentOptionIds: string[]) => void) | undefined;
}

/** The option lists of the rule's placement, one per definition of its types. */
export function RuleOptions({ placementId, options, enabled, onChange }: RuleOptionsProps) {
  if (placementId === undefined) return <Message text={COMPONENT_RULES_TEXTS.choosePlacement} />;
  if (options.error) return <ErrorCallout error={options.error} />;
  if (options.data === undefined) return <LoadingLine />;
  const { definitions } = options.data;
  if (definitions.length === 0) return <Message text={COMPONENT_RULES_TEXTS.noDefinitions} />;
  return (
    <SimpleGrid cols={2} spacing="md" verticalSpacing="lg">
      {definitions.map((definition) => (
        <DefinitionOptions
          key={definition.componentOptionDefinitionId}
          definition={definition}
          selected={selectedOf(enabled, definition.componentOptionDefinitionId)}
          onChange={onChange}
        />
      ))}
    </SimpleGrid>
  );
}

function Message({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}
