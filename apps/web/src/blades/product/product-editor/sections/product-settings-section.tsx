import { PRODUCT_TYPES } from "@atelier/domain/product/product-list.schema";
import { Input, SegmentedControl, SimpleGrid, Stack, TagsInput, Textarea } from "@mantine/core";
import { Controller } from "react-hook-form";
import { useProductTags } from "../../../../api/product/product-list";
import { EditorSection } from "../../../../ui/editor/editor-section";
import { fieldProps } from "../../../../ui/form/field-props";
import { useProductForm } from "../use-product-form";
import { BooleanField } from "./boolean-field";

const TYPE_LABELS = { Standard: "Standard", ThreeD: "3D" } as const;

/** Kind, visibility, tags, descriptions and the product-wide analytics flags. */
export function ProductSettingsSection({ readOnly }: { readOnly: boolean }) {
  const form = useProductForm();
  const tags = useProductTags();
  return (
    <EditorSection title="Product settings">
      <Controller
        control={form.control}
        name="productType"
        render={({ field }) => (
          <Input.Wrapper label="Product type">
            <div>
              <SegmentedControl
                size="xs"
                value={field.value ?? "Standard"}
                onChange={field.onChange}
                disabled={readOnly}
                data={PRODUCT_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
              />
            </div>
          </Input.Wrapper>
        )}
      />
      <SimpleGrid cols={2} spacing="xs">
        <BooleanField control="switch" label="Navigable" name="navigable" />
        <BooleanField control="switch" label="Mixin only" name="mixinOnly" />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagsInput
            label="Tags"
            placeholder={readOnly ? undefined : "Type a tag and press Enter"}
            data={tags.data?.tags ?? []}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={readOnly}
            error={fieldState.error?.message}
            clearable={!readOnly}
            acceptValueOnBlur
          />
        )}
      />
      <Textarea label="Description" autosize minRows={2} maxRows={8} {...fieldProps(form, "description")} />
      <Textarea
        label="Assistant description"
        description="What the shopping assistant says about this product."
        autosize
        minRows={2}
        maxRows={8}
        {...fieldProps(form, "assistantDescription")}
      />
      <Stack gap={6}>
        <BooleanField label="Collect analytics" name="collectAnalytics" />
        <BooleanField label="Collect standard analytics" name="collectStandardAnalytics" />
      </Stack>
    </EditorSection>
  );
}
