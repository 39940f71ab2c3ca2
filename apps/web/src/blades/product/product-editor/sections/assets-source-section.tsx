import { DEFAULT_IMAGE_PROVIDER } from "@atelier/domain/product/product.schema";
import { SimpleGrid, TextInput } from "@mantine/core";
import { EditorSection } from "../../../../ui/editor/editor-section";
import { fieldProps } from "../../../../ui/form/field-props";
import { useProductForm } from "../use-product-form";

/** Where the product's images come from. */
export function AssetsSourceSection() {
  const form = useProductForm();
  return (
    <EditorSection title="Assets source">
      <SimpleGrid cols={2} spacing="xs">
        <TextInput label="Image provider" placeholder={DEFAULT_IMAGE_PROVIDER} {...fieldProps(form, "imageProvider")} />
        <TextInput label="Image cache id" {...fieldProps(form, "imageCacheId")} />
      </SimpleGrid>
      <TextInput label="Image root URL" {...fieldProps(form, "imageRootUrl")} />
      <SimpleGrid cols={2} spacing="xs">
        <TextInput label="Highlighted suffix" {...fieldProps(form, "imageHighlightedSuffix")} />
        <TextInput label="Selected suffix" {...fieldProps(form, "imageSelectedSuffix")} />
      </SimpleGrid>
    </EditorSection>
  );
}
