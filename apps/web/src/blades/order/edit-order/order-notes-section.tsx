import { Textarea } from "@mantine/core";
import { useFormContext } from "react-hook-form";
import { EditorSection } from "../../../ui/editor/editor-section";
import { fieldProps } from "../../../ui/form/field-props";
import { ORDER_TEXTS } from "../common/order-texts";
import type { OrderPanelOutput, OrderPanelValues } from "./order-form-values";

/** The order's free notes, saved with Save. */
export function OrderNotesSection({ readOnly }: { readOnly: boolean }) {
  const form = useFormContext<OrderPanelValues, unknown, OrderPanelOutput>();
  return (
    <EditorSection title={ORDER_TEXTS.orderNotes}>
      <Textarea
        aria-label={ORDER_TEXTS.orderNotes}
        autosize
        minRows={3}
        maxRows={12}
        readOnly={readOnly}
        {...fieldProps(form, "orderNotes")}
      />
    </EditorSection>
  );
}
