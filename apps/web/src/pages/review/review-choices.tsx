import type { Review } from "@atelier/domain/order/review.schema";
import { Stack, Table, Text } from "@mantine/core";
import { ReviewSection } from "./review-section";
import { REVIEW_TEXTS } from "./review-texts";

/** Each placement with its chosen component and its personal texts, then the texts of the whole product. */
export function ReviewChoices({ selections, texts }: Pick<Review, "selections" | "texts">) {
  if (selections.length === 0 && texts.length === 0) return null;
  const loose = texts.filter((text) => !selections.some((s) => s.placementCode === text.placementCode));
  return (
    <ReviewSection title={REVIEW_TEXTS.selections}>
      <Table verticalSpacing={6} layout="fixed">
        <Table.Tbody>
          {selections.map((selection) => (
            <Table.Tr key={selection.placementCode} data-testid="review-selection">
              <Table.Th w="40%">{selection.placementName}</Table.Th>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm">{selection.componentName}</Text>
                  {texts
                    .filter((text) => text.placementCode === selection.placementCode)
                    .map((text) => (
                      <Text
                        key={text.attribute}
                        size="sm"
                        fw={600}
                        data-testid="review-text"
                        style={{ overflowWrap: "anywhere" }}
                      >
                        “{text.value}”
                      </Text>
                    ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
          {loose.map((text) => (
            <Table.Tr key={text.attribute} data-testid="review-text">
              <Table.Th w="40%">{text.attribute}</Table.Th>
              <Table.Td style={{ overflowWrap: "anywhere" }}>“{text.value}”</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ReviewSection>
  );
}
