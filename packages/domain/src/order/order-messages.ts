import { type OrderStatus, orderStatusLabel } from "./order-status";

/** The texts the order calls answer with (the web app shows them as the server sends them). */
export const ORDER_MESSAGES = {
  /** 'Trigger Integrations' while no integration exists for orders. */
  noIntegration: "No integration is set up for orders yet.",
  /** On `holdReason` when an order is put on hold without one. */
  holdReasonRequired: "Say why the order is on hold.",
  /** An 'Add recipe order' entry naming no recipe of the company. */
  unknownRecipe: "No recipe with this id exists.",
  /** An 'Add recipe order' entry whose recipe has an order already. */
  alreadyOrdered: "This recipe is already ordered.",
  /** The same recipe twice in one 'Add recipe order' call: the first entry counts. */
  repeatedEntry: "This recipe is named earlier in the same request.",
  /** A bulk change naming no order of the company. */
  unknownOrder: "No order with this recipe id exists.",
  /** A status change the workflow does not allow from the order's status. */
  transitionRefused: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${orderStatusLabel(from)} cannot be moved to ${orderStatusLabel(to)}.`,
  /** A bulk change to the status the order already has. */
  alreadyInStatus: (status: OrderStatus) => `The order is already ${orderStatusLabel(status)}.`,
} as const;
