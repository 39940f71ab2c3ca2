import { type Product, ProductFields } from "@atelier/domain/product/product.schema";
import type { ProductStatus } from "@atelier/domain/product/product-list.schema";
import { needsSaveConfirm } from "@atelier/domain/product/product-workflow";
import { Divider, SimpleGrid, TextInput } from "@mantine/core";
import { useRemoveProduct, useUpdateProduct } from "../../../api/product/product";
import { useBlades } from "../../../app/workspace/blade-context";
import type { BladeLink } from "../../../app/workspace/blade-link";
import type { Blade } from "../../../app/workspace/blade-types";
import { ActivitySection } from "../../../ui/activity/activity-section";
import { EditorForm } from "../../../ui/editor/editor-form";
import { NotesSection } from "../../../ui/editor/notes-section";
import { useEditor } from "../../../ui/editor/use-editor";
import { fieldProps } from "../../../ui/form/field-props";
import { HistorySection } from "../../../ui/history/history-section";
import { productLinks } from "../product-links";
import { ProductEditorActions } from "./product-editor-actions";
import { PRODUCT_EDITOR_TEXTS } from "./product-editor-texts";
import {
  newProductValues,
  type ProductFormOutput,
  type ProductFormValues,
  productValues,
  statusChangeInput,
} from "./product-form-values";
import { ActionAnalyticsSection } from "./sections/action-analytics-section";
import { AssetsSourceSection } from "./sections/assets-source-section";
import { CustomAttributesSection } from "./sections/custom-attributes-section";
import { ImageNameFormatSection } from "./sections/image-name-format-section";
import { MixinsSection } from "./sections/mixins-section";
import { ProductSettingsSection } from "./sections/product-settings-section";
import { ReferenceDatasSection } from "./sections/reference-datas-section";
import { WorkflowSection } from "./sections/workflow-section";
import { useProductCalls } from "./use-product-calls";

interface ProductEditorProps {
  blade: Blade;
  /** The stored product, or null to add one. */
  product: Product | null;
  readOnly: boolean;
  /** After a save refused as stale: reads the product again and starts over from it. */
  onReload: () => void;
}

/** The product form: one react-hook-form over ProductFields, its actions and every section. */
export function ProductEditor({ blade, product, readOnly, onReload }: ProductEditorProps) {
  const { open } = useBlades();
  const editor = useEditor<ProductFormValues, ProductFormOutput, Product>({
    blade,
    stored: product,
    readOnly,
    schema: ProductFields,
    valuesOf: (item) => (item === null ? newProductValues() : productValues(item)),
    idOf: (saved) => saved.productId,
    calls: useProductCalls(),
  });
  const { form, current } = editor;
  const status = current?.productStatus ?? null;
  const openForProduct = (link: (product: { productId: string }) => BladeLink) => {
    if (current) open(link(current), { parentId: blade.id });
  };
  const update = useUpdateProduct();
  const remove = useRemoveProduct();
  /** A workflow step: the stored product with a new status; edits in the form stay as they are. */
  const changeStatus = (to: ProductStatus) =>
    current &&
    editor.run(
      "status",
      () => update.mutateAsync({ productId: current.productId, input: statusChangeInput(current, current.etag, to) }),
      editor.keep,
    );
  /** Archive keeps the blade open on the archived product. */
  const archive = () =>
    current &&
    editor.run("remove", () => remove.mutateAsync({ productId: current.productId, etag: current.etag }), editor.keep);

  return (
    <EditorForm
      editor={editor}
      testId="product-editor"
      // Past Development each save asks 'Confirm?' first, which Enter would skip.
      enterSaves={status === null || !needsSaveConfirm(status)}
      title={current?.name ?? PRODUCT_EDITOR_TEXTS.newTitle}
      titleTestId="product-editor-title"
      gap="lg"
      reload={{ label: PRODUCT_EDITOR_TEXTS.reloadProduct, onReload }}
      bar={
        <ProductEditorActions
          status={status}
          readOnly={readOnly}
          saving={editor.saving}
          busy={editor.busy}
          onArchive={() => void archive()}
          onSave={(closeAfter) => void editor.save(closeAfter)}
          onManageGallery={() => openForProduct(productLinks.gallery)}
          onManageVersions={() => openForProduct(productLinks.versions)}
          appletModel={current && { productId: current.productId, styleCode: current.styleCode }}
        />
      }
    >
      <SimpleGrid cols={2} spacing="xs">
        <TextInput label="Name" withAsterisk={!readOnly} {...fieldProps(form, "name")} />
        <TextInput label="Style code" withAsterisk={!readOnly} {...fieldProps(form, "styleCode")} />
      </SimpleGrid>
      <MixinsSection
        blade={blade}
        productId={current?.productId ?? null}
        parentProductName={current?.parentProductName ?? null}
        readOnly={readOnly}
      />
      <Divider />
      <WorkflowSection
        status={status}
        readOnly={readOnly}
        busy={editor.busy}
        onChangeStatus={(to) => void changeStatus(to)}
      />
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
      <NotesSection stamps={current} />
      {current && (
        <>
          <Divider />
          <HistorySection resourcePath={`product/${encodeURIComponent(current.productId)}`} revision={current.etag} />
        </>
      )}
    </EditorForm>
  );
}
