import type { Recipe } from "@atelier/domain/customer/recipe.schema";
import type { Order } from "@atelier/domain/order/order.schema";
import { Text } from "@mantine/core";
import { EditorSection } from "../../../ui/editor/editor-section";
import { ErrorCallout } from "../../../ui/error-callout";
import { ORDER_TEXTS } from "../common/order-texts";
import { AttachmentList } from "./attachment-list";
import { AttachmentUploadForm } from "./attachment-upload-form";
import { useOrderUpload } from "./use-order-upload";

interface OrderAttachmentsSectionProps {
  order: Order;
  /** The order's recipe, for the views and placements a file may be about; undefined while it loads. */
  recipe: Recipe | undefined;
  readOnly: boolean;
  onAttached: (order: Order) => void;
}

/**
 * The order's files (spec part 3, "Order"): views, proofs, public and internal files, each about a view and a
 * placement or none, downloaded in their current or an older version; a file of the same name and type is its
 * next version.
 */
export function OrderAttachmentsSection({ order, recipe, readOnly, onAttached }: OrderAttachmentsSectionProps) {
  const upload = useOrderUpload(order, onAttached);
  return (
    <EditorSection title={ORDER_TEXTS.attachments}>
      {order.attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {ORDER_TEXTS.noAttachments}
        </Text>
      ) : (
        <AttachmentList attachments={order.attachments} />
      )}
      {!readOnly && (
        <>
          <ErrorCallout error={upload.error} />
          <AttachmentUploadForm recipe={recipe} sending={upload.sending} onSend={upload.send} />
        </>
      )}
    </EditorSection>
  );
}
