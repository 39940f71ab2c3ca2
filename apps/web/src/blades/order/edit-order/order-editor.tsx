import type { Order } from "@atelier/domain/order/order.schema";
import { Alert } from "@mantine/core";
import { useState } from "react";
import { useTriggerOrderIntegrations, useUpdateOrder } from "../../../api/order/order";
import { useOrderRecipe } from "../../../api/order/order-recipe";
import { TONES } from "../../../app/theme-tokens";
import type { Blade } from "../../../app/workspace/blade-types";
import { EditorForm } from "../../../ui/editor/editor-form";
import { useEditor } from "../../../ui/editor/use-editor";
import { ORDER_TEXTS, orderTitle } from "../common/order-texts";
import { OrderAttachmentsSection } from "./order-attachments-section";
import { OrderCommentsSection } from "./order-comments-section";
import { OrderDetailsSection } from "./order-details-section";
import { OrderPanelFields, orderPanelValues, orderUpdateInput } from "./order-form-values";
import { OrderHistorySection } from "./order-history-section";
import { OrderNotesSection } from "./order-notes-section";
import { OrderPanelBar } from "./order-panel-bar";
import { OrderRecipeSections } from "./order-recipe-sections";
import { OrderStatusSection } from "./order-status-section";

interface OrderEditorProps {
  blade: Blade;
  order: Order;
  readOnly: boolean;
  onReload: () => void;
}

/**
 * The order panel (spec part 3): its buttons and the sections Details, Status, Order notes, Comments,
 * Attachments, Previews, Production, Extra files, Selections and History. Save sends the pending status, the
 * notes and new comments with the etag; a file attached or integrations run meanwhile keep the edits.
 */
export function OrderEditor({ blade, order, readOnly, onReload }: OrderEditorProps) {
  const update = useUpdateOrder();
  const trigger = useTriggerOrderIntegrations();
  const recipe = useOrderRecipe(order.recipeId);
  const [notice, setNotice] = useState<string | null>(null);
  const editor = useEditor({
    blade,
    stored: order,
    readOnly,
    schema: OrderPanelFields,
    valuesOf: orderPanelValues,
    calls: {
      update: (values, current) =>
        update.mutateAsync({ recipeId: current.recipeId, input: orderUpdateInput(values, current) }),
    },
  });
  const current = editor.current ?? order;

  const runTrigger = () => {
    setNotice(null);
    void editor.run(
      "trigger",
      () => trigger.mutateAsync({ recipeId: current.recipeId, etag: current.etag }),
      (answer) => ("recipeId" in answer ? editor.keep(answer) : setNotice(answer.message)),
    );
  };

  return (
    <EditorForm
      editor={editor}
      testId="order-panel"
      title={orderTitle(current)}
      titleTestId="order-title"
      bar={
        <OrderPanelBar
          readOnly={readOnly}
          pending={editor.pending}
          onTrigger={runTrigger}
          onSave={(closeAfter) => void editor.save(closeAfter)}
        />
      }
      reload={{ label: ORDER_TEXTS.reload, onReload }}
      enterSaves={false}
      gap="xl"
    >
      {notice !== null && (
        <Alert color={TONES.info} withCloseButton onClose={() => setNotice(null)} data-testid="order-notice">
          {notice}
        </Alert>
      )}
      <OrderDetailsSection order={current} />
      <OrderStatusSection order={current} readOnly={readOnly} />
      <OrderNotesSection readOnly={readOnly} />
      <OrderCommentsSection order={current} readOnly={readOnly} />
      <OrderAttachmentsSection order={current} recipe={recipe.data} readOnly={readOnly} onAttached={editor.keep} />
      <OrderRecipeSections order={current} recipe={recipe} readOnly={readOnly} onAttached={editor.keep} />
      <OrderHistorySection history={current.orderHistory} />
    </EditorForm>
  );
}
