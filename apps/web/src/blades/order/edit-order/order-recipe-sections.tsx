import type { Recipe } from "@atelier/domain/customer/recipe.schema";
import type { Order } from "@atelier/domain/order/order.schema";
import type { UseQueryResult } from "@tanstack/react-query";
import { ErrorCallout } from "../../../ui/error-callout";
import { LoadingLine } from "../../../ui/loading-line";
import { OrderExtraFilesSection } from "./order-extra-files-section";
import { OrderPreviewsSection } from "./order-previews-section";
import { OrderProductionSection } from "./order-production-section";
import { OrderSelectionsSection } from "./order-selections-section";

interface OrderRecipeSectionsProps {
  order: Order;
  recipe: UseQueryResult<Recipe>;
  readOnly: boolean;
  onAttached: (order: Order) => void;
}

/** The sections read from the order's recipe: Previews, Production, Extra files and Selections. */
export function OrderRecipeSections({ order, recipe, readOnly, onAttached }: OrderRecipeSectionsProps) {
  if (recipe.isError) return <ErrorCallout error={recipe.error} />;
  if (recipe.data === undefined) return <LoadingLine />;
  return (
    <>
      <OrderPreviewsSection order={order} recipe={recipe.data} readOnly={readOnly} onAttached={onAttached} />
      <OrderProductionSection order={order} recipe={recipe.data} />
      <OrderExtraFilesSection recipe={recipe.data} />
      <OrderSelectionsSection recipe={recipe.data} />
    </>
  );
}
