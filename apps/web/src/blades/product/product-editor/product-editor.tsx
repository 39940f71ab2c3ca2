import { type Product, ProductFields } from "@atelier/domain/product/product.schema";
import { Box, Divider, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade } from "../../../app/workspace/blade-types";
import { fieldProps } from "../../../ui/form/field-props";
import classes from "../../../ui/form/read-only-form.module.css";
import { useZodForm } from "../../../ui/form/use-zod-form";
import { SaveErrorCallout } from "../../../ui/save-error-callout";
import { ProductEditorActions } from "./product-editor-actions";
import { PRODUCT_EDITOR_TEXTS } from "./product-editor-texts";
import { newProductValues, type ProductFormOutput, type ProductFormValues, productValues } from "./product-form-values";
import { ActionAnalyticsSection } from "./sections/action-analytics-section";
import { ActivitySection } from "./sections/activity-section";
import { AssetsSourceSection } from "./sections/assets-source-section";
import { CustomAttributesSection } from "./sections/custom-attributes-section";
import { ImageNameFormatSection } from "./sections/image-name-format-section";
import { MixinsSection } from "./sections/mixins-section";
import { NotesSection } from "./sections/notes-section";
import { ProductSettingsSection } from "./sections/product-settings-section";
import { ReferenceDatasSection } from "./sections/reference-datas-section";
import { WorkflowSection } from "./sections/workflow-section";
import { useProductSave } from "./use-product-save";

interface ProductEditorProps {
  blade: Blade;
  /** The stored product, or null to add one. */
  product: Product | null;
  readOnly: boolean;
}

/** The product form: one react-hook-form over ProductFields, its actions and every section. */
export function ProductEditor({ blade, product, readOnly }: ProductEditorProps) {
  const { open } = useBlades();
  // The form starts from `values` (held once per editor) rather than `defaultValues`, whose deep-partial
  // type does not resolve over the JSON of custom attributes; the two start a form the same way.
  const [initial] = useState(() => (product === null ? newProductValues() : productValues(product)));
  const form = useZodForm<ProductFormValues, ProductFormOutput>(ProductFields, { values: initial, disabled: readOnly });
  const calls = useProductSave({ blade, product, form });
  const status = product?.productStatus ?? null;
  const openForProduct = (kind: "EditGallery" | "Versions") => {
    if (product)
      open(kind, { mode: kind === "Versions" ? "list" : "edit", itemId: product.productId, parentId: blade.id });
  };

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className={readOnly ? classes.readOnly : undefined}
        data-testid="product-editor"
      >
        <ProductEditorActions
          status={status}
          readOnly={readOnly}
          saving={calls.saving}
          busy={calls.busy}
          onArchive={calls.archive}
          onSave={calls.save}
          onManageGallery={() => openForProduct("EditGallery")}
          onManageVersions={() => openForProduct("Versions")}
        />
        <Stack gap="lg" pt="md">
          <Title order={2} size="h3" data-testid="product-editor-title">
            {product?.name ?? PRODUCT_EDITOR_TEXTS.newTitle}
          </Title>
          <SaveErrorCallout
            error={calls.error}
            reload={calls.stale && { label: PRODUCT_EDITOR_TEXTS.reloadProduct, onReload: calls.reload }}
          />
          <SimpleGrid cols={2} spacing="xs">
            <TextInput label="Name" withAsterisk={!readOnly} {...fieldProps(form, "name")} />
            <TextInput label="Style code" withAsterisk={!readOnly} {...fieldProps(form, "styleCode")} />
          </SimpleGrid>
          <MixinsSection
            blade={blade}
            productId={product?.productId ?? null}
            parentProductName={product?.parentProductName ?? null}
            readOnly={readOnly}
          />
          <Divider />
          <WorkflowSection status={status} readOnly={readOnly} busy={calls.busy} onChangeStatus={calls.changeStatus} />
          <Divider />
          <ProductSettingsSection readOnly={readOnly} />
          <Divider />
          <ActionAnalyticsSection />
          <Divider />
          <ReferenceDatasSection blade={blade} usage="Frontend" readOnly={readOnly} />
          <Divider />
          <ReferenceDatasSection blade={blade} usage="Backend" readOnly={readOnly} />
          <Divider />
          <AssetsSourceSection />
          <Divider />
          <ImageNameFormatSection readOnly={readOnly} />
          <Divider />
          <CustomAttributesSection readOnly={readOnly} />
          <Divider />
          <ActivitySection readOnly={readOnly} />
          <Divider />
          <NotesSection stamps={product} />
        </Stack>
      </Box>
    </FormProvider>
  );
}
