import { describeImageNameFormat, IMAGE_NAME_ITEM_LABELS } from "@atelier/domain/product/image-name-format";
import { ImageNameFormatItem, type ImageNameFormatItemType } from "@atelier/domain/product/product.schema";
import { Code, Text } from "@mantine/core";
import { useFieldArray, useWatch } from "react-hook-form";
import { EditorSection } from "../../../../ui/editor/editor-section";
import { SequenceBuilder } from "../../../../ui/sequence-builder";
import { ImageNameItemRow } from "../image-name/image-name-item-row";
import { PRODUCT_EDITOR_TEXTS } from "../product-editor-texts";
import { useProductForm } from "../use-product-form";

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
  return (
    <EditorSection title="Image name formatting" description={PRODUCT_EDITOR_TEXTS.templateHelp}>
      <SequenceBuilder
        items={fields}
        getId={(field) => field.id}
        onMove={move}
        readOnly={readOnly}
        emptyText={PRODUCT_EDITOR_TEXTS.noImageNameItems}
        renderItem={(field, index, handle) => (
          <ImageNameItemRow
            index={index}
            type={field.type}
            handle={handle}
            readOnly={readOnly}
            onRemove={() => remove(index)}
          />
        )}
        addLabel="Add item"
        addChoices={ITEM_TYPES.map((type) => ({
          key: type,
          label: IMAGE_NAME_ITEM_LABELS[type],
          onSelect: () => append(ImageNameFormatItem.parse({ type })),
        }))}
      />
      <ImageNamePreview />
    </EditorSection>
  );
}
