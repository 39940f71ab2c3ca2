import type { Review } from "@atelier/domain/order/review.schema";
import { Badge, Card, Image, SimpleGrid, Text } from "@mantine/core";
import { TONES } from "../../app/theme-tokens";
import { ReviewSection } from "./review-section";
import { REVIEW_TEXTS } from "./review-texts";

/** The recipe's views: each rendered preview, or the image the shop put in its place (marked as updated). */
export function ReviewViews({ views }: { views: Review["views"] }) {
  if (views.length === 0) return null;
  return (
    <ReviewSection title={REVIEW_TEXTS.views}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {views.map((view) => (
          <Card key={view.code} withBorder padding="xs" radius="md" data-testid="review-view" data-view={view.code}>
            <Card.Section>
              <Image src={view.image} alt={view.name} h={260} fit="contain" bg="gray.0" />
            </Card.Section>
            <Text size="sm" fw={500} mt="xs">
              {view.name}{" "}
              {view.replacement && (
                <Badge size="xs" variant="light" color={TONES.info}>
                  {REVIEW_TEXTS.newImage}
                </Badge>
              )}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </ReviewSection>
  );
}
