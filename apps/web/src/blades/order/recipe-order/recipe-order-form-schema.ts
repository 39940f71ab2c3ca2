import { RecipeOrderEntry } from "@atelier/domain/order/order.schema";
import { z } from "zod";

/** An emptied optional field is left out rather than sent blank (an empty e-mail is no e-mail). */
const blankAsMissing = <T extends z.ZodType>(field: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), field);

/** The Recipe order form's fields: the domain's entry, whose optional fields may be left empty. */
export const RecipeOrderFormSchema = RecipeOrderEntry.extend({
  orderId: blankAsMissing(RecipeOrderEntry.shape.orderId),
  itemId: blankAsMissing(RecipeOrderEntry.shape.itemId),
  itemQuantity: blankAsMissing(RecipeOrderEntry.shape.itemQuantity),
  customerEmail: blankAsMissing(RecipeOrderEntry.shape.customerEmail),
});

export const EMPTY_RECIPE_ORDER = {
  recipeId: "",
  orderNumber: "",
  orderId: "",
  itemId: "",
  itemQuantity: null,
  customerEmail: "",
};
