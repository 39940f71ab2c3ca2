import type { Recipe } from "@atelier/domain/customer/recipe.schema";
import { Paper, Stack, Table, Text } from "@mantine/core";
import { EditorSection } from "../../../ui/editor/editor-section";
import { ORDER_TEXTS } from "../common/order-texts";
import { type PersonalValue, selectionGroups } from "./selection-groups";

function Values({ values, label }: { values: readonly PersonalValue[]; label: string }) {
  return (
    <Table fz="sm" verticalSpacing={2} aria-label={label} withRowBorders={false}>
      <Table.Tbody>
        {values.map(({ name, value }) => (
          <Table.Tr key={name}>
            <Table.Td w="40%" c="dimmed">
              {name}
            </Table.Td>
            <Table.Td style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid="order-personal-value">
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Every placement of the recipe with the chosen component and its personal values, readable. */
export function OrderSelectionsSection({ recipe }: { recipe: Recipe }) {
  const { groups, other } = selectionGroups(recipe);
  return (
    <EditorSection title={ORDER_TEXTS.selections}>
      {groups.length === 0 && (
        <Text size="sm" c="dimmed">
          {ORDER_TEXTS.noSelections}
        </Text>
      )}
      <Stack gap="xs">
        {groups.map(({ selection, values }) => (
          <Paper key={selection.placementCode} withBorder p="xs" radius="sm" data-testid="order-selection">
            <Text size="xs" c="dimmed">
              {selection.placementName}{" "}
              <Text span ff="monospace" size="xs">
                {selection.placementCode}
              </Text>
            </Text>
            <Text size="sm" fw={500}>
              {selection.componentName}{" "}
              <Text span ff="monospace" size="xs" c="dimmed">
                {selection.componentCode}
              </Text>
            </Text>
            {values.length > 0 && (
              <Values values={values} label={`${ORDER_TEXTS.personalValues}: ${selection.placementName}`} />
            )}
          </Paper>
        ))}
        {other.length > 0 && (
          <Paper withBorder p="xs" radius="sm">
            <Text size="xs" c="dimmed">
              {ORDER_TEXTS.otherValues}
            </Text>
            <Values values={other} label={ORDER_TEXTS.otherValues} />
          </Paper>
        )}
      </Stack>
    </EditorSection>
  );
}
