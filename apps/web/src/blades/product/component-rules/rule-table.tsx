import { type ComponentRule, componentCountLabel } from "@atelier/domain/product/component-rule.schema";
import { ActionIcon, Stack, Table, Text } from "@mantine/core";
import { IconListDetails } from "@tabler/icons-react";
import { memo } from "react";
import { TONES } from "../../../app/theme-tokens";
import { COMPONENT_RULES_TEXTS } from "./component-rules-texts";
import { DefinitionCodes } from "./definition-codes";

interface RuleTableProps {
  rules: readonly ComponentRule[];
  /** Opens a rule's editor. */
  onDetails: (componentGeneratorId: string) => void;
}

/** A package's rules: placement, chosen option codes per definition, components generated and details. */
export function RuleTable({ rules, onDetails }: RuleTableProps) {
  return (
    <Table aria-label="Component rules" layout="fixed" verticalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="24%">{COMPONENT_RULES_TEXTS.placementColumn}</Table.Th>
          <Table.Th>{COMPONENT_RULES_TEXTS.optionsColumn}</Table.Th>
          <Table.Th w={140}>{COMPONENT_RULES_TEXTS.componentsColumn}</Table.Th>
          {/* The details buttons column: no header text, so a cell rather than an empty header. */}
          <Table.Td w={48} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rules.map((rule) => (
          <RuleRow key={rule.componentGeneratorId} rule={rule} onDetails={onDetails} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

const RuleRow = memo(function RuleRow({
  rule,
  onDetails,
}: {
  rule: ComponentRule;
  onDetails: RuleTableProps["onDetails"];
}) {
  const { componentPlacement, componentDefinitions } = rule.description;
  return (
    <Table.Tr data-testid="rule-row" data-id={rule.componentGeneratorId}>
      <Table.Td style={{ verticalAlign: "top" }}>
        <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }} data-testid="rule-placement">
          {componentPlacement.name}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: "anywhere" }}>
          {componentPlacement.code}
        </Text>
      </Table.Td>
      <Table.Td style={{ verticalAlign: "top" }}>
        <Stack gap={4}>
          {componentDefinitions.map((definition) => (
            <DefinitionCodes key={definition.componentOptionDefinitionId} definition={definition} />
          ))}
        </Stack>
      </Table.Td>
      <Table.Td style={{ verticalAlign: "top" }}>
        <Text size="sm" data-testid="rule-count">
          {componentCountLabel(rule.generated)}
        </Text>
      </Table.Td>
      <Table.Td style={{ verticalAlign: "top" }}>
        <ActionIcon
          variant="subtle"
          color={TONES.neutral}
          aria-label={COMPONENT_RULES_TEXTS.details}
          title={COMPONENT_RULES_TEXTS.details}
          onClick={() => onDetails(rule.componentGeneratorId)}
        >
          <IconListDetails size={16} />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
});
