import type { Recipe, RecipeView } from "@atelier/domain/customer/recipe.schema";
import type { Order, OrderAttachment } from "@atelier/domain/order/order.schema";
import { Badge, Button, Card, FileButton, Group, Image, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconReplace } from "@tabler/icons-react";
import { LABEL_COLORS } from "../../../app/theme-tokens";
import { EditorSection } from "../../../ui/editor/editor-section";
import { ErrorCallout } from "../../../ui/error-callout";
import { ORDER_TEXTS } from "../common/order-texts";
import { useOrderUpload } from "./use-order-upload";

/**
 * The file that replaces a view's preview: the order's newest 'view' attachment for that view code (the
 * attachments come oldest first), as the customer's review page shows it; undefined when there is none.
 */
export function replacementOf(attachments: readonly OrderAttachment[], viewCode: string): OrderAttachment | undefined {
  return attachments.findLast((attachment) => attachment.type === "view" && attachment.view === viewCode);
}

interface PreviewCardProps {
  view: RecipeView;
  replacement: OrderAttachment | undefined;
  readOnly: boolean;
  replacing: boolean;
  onReplace: (file: File) => void;
}

function PreviewCard({ view, replacement, readOnly, replacing, onReplace }: PreviewCardProps) {
  return (
    <Card withBorder padding="xs" radius="sm" data-testid="order-preview" data-view={view.code}>
      <Card.Section>
        <Image src={replacement?.url ?? view.previewPng} alt={view.name} h={160} fit="contain" bg="gray.0" />
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text size="sm" fw={500} truncate>
            {view.name}
          </Text>
          {replacement && (
            <Badge size="xs" variant="light" color={LABEL_COLORS.latest}>
              {ORDER_TEXTS.replacedPreview} {ORDER_TEXTS.version(replacement.version)}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" ff="monospace">
          {view.code}
        </Text>
        {!readOnly && (
          <FileButton onChange={(file) => file && onReplace(file)} accept="image/png,image/jpeg,image/webp">
            {(props) => (
              <Button
                {...props}
                size="compact-xs"
                variant="default"
                leftSection={<IconReplace size={12} />}
                loading={replacing}
                aria-label={`${ORDER_TEXTS.replacePreview} ${view.name}`}
              >
                {ORDER_TEXTS.replacePreview}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Card>
  );
}

interface OrderPreviewsSectionProps {
  order: Order;
  recipe: Recipe;
  readOnly: boolean;
  onAttached: (order: Order) => void;
}

/** The recipe's views as previews; replacing one attaches the new image as a 'view' file of that view. */
export function OrderPreviewsSection({ order, recipe, readOnly, onAttached }: OrderPreviewsSectionProps) {
  const upload = useOrderUpload(order, onAttached);
  return (
    <EditorSection title={ORDER_TEXTS.previews}>
      <ErrorCallout error={upload.error} />
      {recipe.views.length === 0 ? (
        <Text size="sm" c="dimmed">
          {ORDER_TEXTS.noViews}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {recipe.views.map((view) => (
            <PreviewCard
              key={view.code}
              view={view}
              replacement={replacementOf(order.attachments, view.code)}
              readOnly={readOnly}
              replacing={upload.target?.view === view.code && upload.target.type === "view"}
              onReplace={(file) => upload.send(file, { type: "view", view: view.code, placement: "" })}
            />
          ))}
        </SimpleGrid>
      )}
    </EditorSection>
  );
}
