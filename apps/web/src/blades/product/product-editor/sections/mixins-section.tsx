import { ActionIcon, Button, Group, List, Stack, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useWatch } from "react-hook-form";
import { TONES } from "../../../../app/theme-tokens";
import { useBlades } from "../../../../app/workspace/blade-context";
import type { Blade } from "../../../../app/workspace/blade-types";
import { usePicker } from "../../../../app/workspace/pick-requests";
import { EditorSection } from "../../../../ui/editor/editor-section";
import { FieldError } from "../../../../ui/editor/field-error";
import { ProductLink } from "../../../../ui/product-link";
import { productLinks } from "../../product-links";
import { PRODUCT_EDITOR_TEXTS } from "../product-editor-texts";
import type { MixinValue } from "../product-form-values";
import { useProductForm } from "../use-product-form";

interface MixinsSectionProps {
  blade: Blade;
  /** Null for a product not saved yet. */
  productId: string | null;
  /** The stored parent product's name, shown until another one is picked. */
  parentProductName: string | null;
  readOnly: boolean;
}

/** The products this one mixes in, and the one it derives from; each opens its own editor. */
export function MixinsSection({ blade, productId, parentProductName, readOnly }: MixinsSectionProps) {
  const form = useProductForm();
  const mixins = useWatch({ control: form.control, name: "parentProducts" }) ?? [];
  const parentId = useWatch({ control: form.control, name: "parentProductId" }) ?? null;
  const storedParentId = form.formState.defaultValues?.parentProductId ?? null;
  const pick = usePicker();
  const { open } = useBlades();
  const excludedIds = productId === null ? [] : [productId];
  const openProduct = (productId: string) => open(productLinks.editProduct({ productId }), { parentId: blade.id });
  const setMixins = (next: MixinValue[]) => form.setValue("parentProducts", next, { shouldDirty: true });

  const pickMixins = async () => {
    const ids = await pick(productLinks.products(), {
      multiple: true,
      excludedIds,
      initialSelection: mixins.map((mixin) => mixin.parentProductId),
      parentId: blade.id,
    });
    if (ids === null) return;
    const known = new Map(mixins.map((mixin) => [mixin.parentProductId, mixin]));
    setMixins(ids.map((id) => known.get(id) ?? { parentProductId: id, parentProductName: "" }));
  };

  const pickParent = async () => {
    const ids = await pick(productLinks.products(), {
      allowNone: true,
      excludedIds,
      initialSelection: parentId === null ? [] : [parentId],
      parentId: blade.id,
    });
    if (ids !== null) form.setValue("parentProductId", ids[0] ?? null, { shouldDirty: true });
  };

  return (
    <EditorSection title="Mixins">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Mixed-in products
        </Text>
        {mixins.length === 0 ? (
          <Text size="sm" c="dimmed">
            {PRODUCT_EDITOR_TEXTS.noMixins}
          </Text>
        ) : (
          <List size="sm" spacing={2} data-testid="product-mixins">
            {mixins.map((mixin, index) => (
              <List.Item key={mixin.parentProductId}>
                <Group gap={4} wrap="nowrap">
                  <ProductLink
                    productId={mixin.parentProductId}
                    name={mixin.parentProductName ?? ""}
                    onOpen={openProduct}
                  />
                  {!readOnly && (
                    <ActionIcon
                      variant="subtle"
                      color={TONES.neutral}
                      size="sm"
                      aria-label={`Remove mixin ${mixin.parentProductName || mixin.parentProductId}`}
                      onClick={() => setMixins(mixins.filter((other) => other !== mixin))}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  )}
                </Group>
                <FieldError form={form} name={`parentProducts.${index}.parentProductId`} />
              </List.Item>
            ))}
          </List>
        )}
        {!readOnly && (
          <Button size="xs" variant="light" w="fit-content" onClick={pickMixins}>
            Pick mixins
          </Button>
        )}
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Parent product
        </Text>
        <Group gap="xs">
          {parentId === null ? (
            <Text size="sm" c="dimmed">
              {PRODUCT_EDITOR_TEXTS.noParentProduct}
            </Text>
          ) : (
            <ProductLink
              productId={parentId}
              name={parentId === storedParentId ? (parentProductName ?? "") : ""}
              onOpen={openProduct}
            />
          )}
          {!readOnly && (
            <Button size="xs" variant="subtle" onClick={pickParent}>
              {parentId === null ? "Pick a parent product" : "Change"}
            </Button>
          )}
        </Group>
        <FieldError form={form} name="parentProductId" />
      </Stack>
    </EditorSection>
  );
}
