import { Button, Stack, Text } from "@mantine/core";
import { useWatch } from "react-hook-form";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade } from "../../../app/workspace/blade-types";
import { usePicker } from "../../../app/workspace/pick-requests";
import { EditorSection } from "../../../ui/editor/editor-section";
import { ProductLink } from "../../../ui/product-link";
import { productLinks } from "../../product/product-links";
import { TagsField } from "../common/form-fields";
import { PickedList } from "../common/picked-list";
import { useOptionForm } from "./option-editor-form";
import { OPTION_EDITOR_TEXTS } from "./option-editor-texts";

/** The products choosing this option takes away (by tag) and adds (picked in the Products blade). */
export function OptionProductsSection({ blade, readOnly }: { blade: Blade; readOnly: boolean }) {
  const form = useOptionForm();
  const productIds = useWatch({ control: form.control, name: "addProducts" }) ?? [];
  const pick = usePicker();
  const { open } = useBlades();
  const setProductIds = (ids: string[]) => form.setValue("addProducts", ids, { shouldDirty: true });
  const openProduct = (productId: string) => open(productLinks.editProduct({ productId }), { parentId: blade.id });

  const pickProducts = async () => {
    const ids = await pick(productLinks.products(), {
      multiple: true,
      initialSelection: productIds,
      parentId: blade.id,
    });
    if (ids !== null) setProductIds(ids);
  };

  return (
    <EditorSection title={OPTION_EDITOR_TEXTS.products}>
      <TagsField
        control={form.control}
        name="removeTaggedProducts"
        label={OPTION_EDITOR_TEXTS.removeTaggedProducts}
        readOnly={readOnly}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {OPTION_EDITOR_TEXTS.addProducts}
        </Text>
        {productIds.length === 0 ? (
          <Text size="sm" c="dimmed">
            {OPTION_EDITOR_TEXTS.noAddedProducts}
          </Text>
        ) : (
          <PickedList
            items={productIds}
            keyOf={(productId) => productId}
            nameOf={(productId) => productId}
            renderItem={(productId) => <ProductLink productId={productId} name="" onOpen={openProduct} />}
            onRemove={(productId) => setProductIds(productIds.filter((id) => id !== productId))}
            readOnly={readOnly}
            testId="option-added-products"
          />
        )}
        {!readOnly && (
          <Button size="xs" variant="light" w="fit-content" onClick={pickProducts}>
            {OPTION_EDITOR_TEXTS.pickProducts}
          </Button>
        )}
      </Stack>
    </EditorSection>
  );
}
