import type { Recipe } from "@atelier/domain/customer/recipe.schema";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { EditorSection } from "../../../ui/editor/editor-section";
import { ORDER_TEXTS } from "../common/order-texts";

/** The files the recipe carries besides its views (spec part 3, "Recipe document": attachments). */
export function OrderExtraFilesSection({ recipe }: { recipe: Recipe }) {
  return (
    <EditorSection title={ORDER_TEXTS.extraFiles}>
      {recipe.attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {ORDER_TEXTS.noExtraFiles}
        </Text>
      ) : (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: "none" }} aria-label={ORDER_TEXTS.extraFiles}>
          {recipe.attachments.map((file) => (
            <Group component="li" key={file.url} gap="xs">
              <Anchor href={file.url} target="_blank" size="sm">
                {file.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {file.type}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </EditorSection>
  );
}
