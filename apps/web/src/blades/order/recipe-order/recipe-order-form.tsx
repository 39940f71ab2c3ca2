import type { AddRecipeOrdersResult, RecipeOrderEntry } from "@atelier/domain/order/order.schema";
import { normalizeError } from "@atelier/domain/shared/errors";
import { SimpleGrid, TextInput } from "@mantine/core";
import { ApiError } from "../../../api/http";
import { useAddRecipeOrders } from "../../../api/order/order";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade } from "../../../app/workspace/blade-types";
import { EditorForm } from "../../../ui/editor/editor-form";
import { FormNumberInput } from "../../../ui/editor/form-number-input";
import { useEditor } from "../../../ui/editor/use-editor";
import { fieldProps } from "../../../ui/form/field-props";
import { ORDER_TEXTS } from "../common/order-texts";
import { orderLinks } from "../order-links";
import { EMPTY_RECIPE_ORDER, RecipeOrderFormSchema } from "./recipe-order-form-schema";

type EntryResult = AddRecipeOrdersResult["results"][number];

/** A refused entry fails like a refused field: its reason shows in the callout and under the recipe id. */
function refusal(message: string): ApiError {
  return new ApiError({ ...normalizeError(409, { message }), fields: { recipeId: [message] } });
}

/**
 * The Recipe order form (EditRecipeOrder, spec part 3): recipeId and order number required; order id, item id,
 * item quantity and the customer's e-mail optional. Save opens the new order; Save & Close goes back to the list.
 */
export function RecipeOrderForm({ blade }: { blade: Blade }) {
  const blades = useBlades();
  const add = useAddRecipeOrders();
  const editor = useEditor({
    blade,
    stored: null as EntryResult | null,
    readOnly: false,
    schema: RecipeOrderFormSchema,
    valuesOf: () => EMPTY_RECIPE_ORDER,
    calls: {
      create: async (entry: RecipeOrderEntry) => {
        const result = (await add.mutateAsync([entry])).results[0];
        if (!result?.created) throw refusal(result?.message ?? "");
        return result;
      },
    },
    onSaved: (result, closeAfter) => {
      blades.close(blade.id);
      if (!closeAfter) blades.open(orderLinks.order(result), { parentId: blade.parentId });
    },
  });
  const { form } = editor;
  return (
    <EditorForm
      editor={editor}
      testId="recipe-order-form"
      label={ORDER_TEXTS.recipeOrderActions}
      title={ORDER_TEXTS.newRecipeOrder}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <TextInput label={ORDER_TEXTS.recipeId} withAsterisk data-autofocus {...fieldProps(form, "recipeId")} />
        <TextInput label={ORDER_TEXTS.orderNumber} withAsterisk {...fieldProps(form, "orderNumber")} />
        <TextInput label={ORDER_TEXTS.orderId} description={ORDER_TEXTS.orderIdHint} {...fieldProps(form, "orderId")} />
        <TextInput label={ORDER_TEXTS.itemId} {...fieldProps(form, "itemId")} />
        <FormNumberInput
          control={form.control}
          name="itemQuantity"
          nullable
          label={ORDER_TEXTS.itemQuantity}
          min={1}
          allowDecimal={false}
        />
        <TextInput
          type="email"
          label={ORDER_TEXTS.customerEmail}
          description={ORDER_TEXTS.customerEmailHint}
          {...fieldProps(form, "customerEmail")}
        />
      </SimpleGrid>
    </EditorForm>
  );
}
