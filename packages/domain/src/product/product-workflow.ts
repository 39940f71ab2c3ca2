import type { ProductStatus } from "./product-list.schema";

/** The product status workflow (spec part 1, section 4). */

export type WorkflowActionLabel = "Publish to Production" | "Archive" | "Back to Development";

export interface WorkflowAction {
  label: WorkflowActionLabel;
  to: ProductStatus;
}

const PUBLISH: WorkflowAction = { label: "Publish to Production", to: "Production" };
const ARCHIVE: WorkflowAction = { label: "Archive", to: "Archived" };
const BACK_TO_DEVELOPMENT: WorkflowAction = { label: "Back to Development", to: "Development" };

const ACTIONS: Record<ProductStatus, readonly WorkflowAction[]> = {
  Development: [PUBLISH, ARCHIVE],
  Production: [ARCHIVE],
  Archived: [BACK_TO_DEVELOPMENT],
};

/** The status changes offered for a product in this status, in menu order. */
export function workflowActions(status: ProductStatus): WorkflowAction[] {
  return [...ACTIONS[status]];
}

/** Whether a product may go from one status to another; keeping the same status is always allowed. */
export function canChangeStatus(from: ProductStatus, to: ProductStatus): boolean {
  return from === to || ACTIONS[from].some((action) => action.to === to);
}

/** Saving a product that is not in Development needs a 'Confirm?' click. */
export function needsSaveConfirm(status: ProductStatus): boolean {
  return status !== "Development";
}

/** The server's answer to a status change the workflow does not allow. */
export function statusChangeRefusedMessage(from: ProductStatus, to: ProductStatus): string {
  return `A product in ${from} cannot go to ${to}.`;
}
