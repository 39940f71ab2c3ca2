import type { Recipe } from "@atelier/domain/customer/recipe.schema";
import type { Order } from "@atelier/domain/order/order.schema";
import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { TONES } from "../../../app/theme-tokens";
import { EditorSection } from "../../../ui/editor/editor-section";
import { ORDER_TEXTS } from "../common/order-texts";
import { replacementOf } from "./order-previews-section";

/**
 * What production makes: the fulfilment status, the recipe's production views (each file, replaced or
 * rendered, and whether it is production ready) and the recipe's PDF and JSON.
 */
export function OrderProductionSection({ order, recipe }: { order: Order; recipe: Recipe }) {
  const views = recipe.views.filter((view) => view.production);
  return (
    <EditorSection title={ORDER_TEXTS.production}>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {ORDER_TEXTS.fulfillmentStatus}
        </Text>
        <Text size="sm" data-testid="order-fulfillment-status">
          {order.fulfillmentStatus || ORDER_TEXTS.none}
        </Text>
      </Group>
      {views.length === 0 ? (
        <Text size="sm" c="dimmed">
          {ORDER_TEXTS.noProductionViews}
        </Text>
      ) : (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: "none" }} aria-label={ORDER_TEXTS.production}>
          {views.map((view) => (
            <Group component="li" key={view.code} gap="xs" data-testid="order-production-view">
              <Anchor
                href={replacementOf(order.attachments, view.code)?.url ?? view.previewPng}
                target="_blank"
                size="sm"
              >
                {view.name}
              </Anchor>
              <Text size="xs" c="dimmed" ff="monospace">
                {view.code}
              </Text>
              <Badge size="xs" variant="light" color={view.productionReady ? TONES.success : TONES.caution}>
                {view.productionReady ? ORDER_TEXTS.productionReady : ORDER_TEXTS.notProductionReady}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
      <Group gap="md">
        <Anchor href={recipe.links.pdf} target="_blank" size="sm">
          {ORDER_TEXTS.recipePdf}
        </Anchor>
        <Anchor href={recipe.links.json} target="_blank" size="sm">
          {ORDER_TEXTS.recipeJson}
        </Anchor>
      </Group>
    </EditorSection>
  );
}
