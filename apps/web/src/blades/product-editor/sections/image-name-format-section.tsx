import { describeImageNameFormat, IMAGE_NAME_ITEM_LABELS } from "@atelier/domain/image-name-format";
import { ImageNameFormatItem, type ImageNameFormatItemType } from "@atelier/domain/product.schema";
import { Button, Code, Menu, Text } from "@mantine/core";
import { IconChevronDown, IconPlus } from "@tabler/icons-react";
import { useFieldArray, useWatch } from "react-hook-form";
import { SortableList } from "../../../ui/sortable-list";
import { ImageNameItemRow } from "../image-name/image-name-item-row";
import { movedItem } from "../image-name/moved-item";
import { PRODUCT_EDITOR_TEXTS } from "../product-editor-texts";
import { useProductForm } from "../use-product-form";
import { EditorSection } from "./editor-section";

const ITEM_TYPES = Object.keys(IMAGE_NAME_ITEM_LABELS) as ImageNameFormatItemType[];

/** The live example name, once every item is valid. */
function ImageNamePreview() {
  const form = useProductForm();
  const format = ImageNameFormatItem.array().safeParse(useWatch({ control: form.control, name: "imageNameFormat" }));
  return (
    <Text size="sm" data-testid="image-name-preview">
      {format.success ? (
        <Code>{describeImageNameFormat(format.data)}</Code>
      ) : (
        PRODUCT_EDITOR_TEXTS.imageNamePreviewInvalid
      )}
    </Text>
  );
}

/** The ordered items image names are built from, reordered by dragging (spec part 1, 2.5). */
export function ImageNameFormatSection({ readOnly }: { readOnly: boolean }) {
  const form = useProductForm();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "imageNameFormat" });
  const reorder = (next: typeof fields) => {
    const moved = movedItem(
      fields.map((field) => field.id),
      next.map((field) => field.id),
    );
    if (moved) move(moved.from, moved.to);
  };

  return (
    <EditorSection title="Image name formatting" description={PRODUCT_EDITOR_TEXTS.templateHelp}>
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {PRODUCT_EDITOR_TEXTS.noImageNameItems}
        </Text>
      ) : (
        <SortableList
          items={fields}
          getId={(field) => field.id}
          onReorder={reorder}
          disabled={readOnly}
          gap={6}
          renderItem={(field, handle) => (
            <ImageNameItemRow
              index={fields.indexOf(field)}
              type={field.type}
              handle={handle}
              readOnly={readOnly}
              onRemove={() => remove(fields.indexOf(field))}
            />
          )}
        />
      )}
      {!readOnly && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="light"
              w="fit-content"
              leftSection={<IconPlus size={14} />}
              rightSection={<IconChevronDown size={14} />}
            >
              Add item
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {ITEM_TYPES.map((type) => (
              <Menu.Item key={type} onClick={() => append(ImageNameFormatItem.parse({ type }))}>
                {IMAGE_NAME_ITEM_LABELS[type]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      <ImageNamePreview />
    </EditorSection>
  );
}
