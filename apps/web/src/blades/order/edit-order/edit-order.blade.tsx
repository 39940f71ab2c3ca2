import { useCurrentUser } from "../../../api/account/account";
import { useOrder } from "../../../api/order/order";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { EditorLoader, itemReads } from "../../../ui/editor/editor-loader";
import { OrderEditor } from "./order-editor";

/** EditOrder (spec part 3, "Order panel"): one order, by its recipe id (the blade's item id). */
export function EditOrderBlade({ blade }: BladeProps) {
  const query = useOrder(blade.itemId);
  // Users who handle orders edit them, whether or not they may edit the catalogue.
  const handlesOrders = useCurrentUser().data?.permissions.orders === true;
  return (
    <EditorLoader {...itemReads(blade, query)}>
      {(order, { reload }) =>
        order && <OrderEditor blade={blade} order={order} readOnly={!handlesOrders} onReload={reload} />
      }
    </EditorLoader>
  );
}
