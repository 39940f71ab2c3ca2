import { type BladeComponent, lazyBlade } from "../../app/workspace/blade-kind";
import type { OrderBladeKind } from "./order-blades";

/** The components of the order area's blade kinds (order-blades.ts), each loaded on its first open. */
export const ORDER_BLADE_COMPONENTS = {
  Orders: lazyBlade(() => import("./orders/orders.blade").then((m) => m.OrdersBlade)),
  EditOrder: lazyBlade(() => import("./edit-order/edit-order.blade").then((m) => m.EditOrderBlade)),
  EditRecipeOrder: lazyBlade(() =>
    import("./recipe-order/edit-recipe-order.blade").then((m) => m.EditRecipeOrderBlade),
  ),
} satisfies Record<OrderBladeKind, BladeComponent>;
