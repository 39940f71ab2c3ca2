import type { OrderHistoryEntry } from "@atelier/domain/order/order.schema";
import { type OrderStatus, orderStatusLabel } from "@atelier/domain/order/order-status";
import type { AuditChange, AuditEntry } from "@atelier/domain/shared/audit.schema";

/**
 * An order's history is its audit trail: the entries of `order/{recipeId}` and of its comments and attachments
 * below it (docs/decisions/server-order-history.md). These read each entry as a line of the panel's History.
 */

/** The fields of an order the trail records, by their name in the order's DTO, as people read them. */
const FIELD_LABELS: Record<string, string> = {
  orderStatus: "Status",
  holdReason: "Hold reason",
  orderNotes: "Notes",
  orderNumber: "Order number",
  orderId: "Order id",
  itemId: "Item id",
  itemQuantity: "Item quantity",
  customerEmail: "Customer e-mail",
  fulfillmentStatus: "Fulfilment status",
};

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "(none)";
  return typeof value === "string" ? value : JSON.stringify(value);
};

function describeChange(change: AuditChange): string {
  const label = FIELD_LABELS[change.field] ?? change.field;
  if (change.field === "orderStatus") {
    return `${label}: ${orderStatusLabel(change.before as OrderStatus)} → ${orderStatusLabel(change.after as OrderStatus)}`;
  }
  // Notes can be long: the trail keeps them, the line only says they changed.
  if (change.field === "orderNotes") return `${label} changed`;
  return `${label}: ${shown(change.before)} → ${shown(change.after)}`;
}

function orderLine(entry: AuditEntry): { action: string; description: string } {
  if (entry.action === "create") return { action: "Order added", description: entry.resourceLabel };
  const statusChanged = entry.changes.some((change) => change.field === "orderStatus");
  return {
    action: statusChanged ? "Status changed" : "Order changed",
    description: entry.changes.map(describeChange).join("; "),
  };
}

const ITEM_ACTIONS: Record<string, Record<string, string>> = {
  comment: { create: "Comment added", update: "Comment changed", delete: "Comment removed" },
  attachment: { create: "File attached", update: "New file version", delete: "File removed" },
  review: { approve: "Customer approved", revise: "Customer asked for a revision" },
};

/** One audit entry of the order (or of one of its comments or files) as a line of its history. */
export function toOrderHistoryEntry(entry: AuditEntry): OrderHistoryEntry {
  const line =
    entry.resourceType === "order"
      ? orderLine(entry)
      : {
          action: ITEM_ACTIONS[entry.resourceType]?.[entry.action] ?? `${entry.resourceType} ${entry.action}`,
          description: entry.resourceLabel,
        };
  return { ...line, when: entry.at, by: entry.actor.name };
}
