import { canManageOrders } from "@atelier/domain/account/roles";
import type { AddRecipeOrdersInput, AddRecipeOrdersResult } from "@atelier/domain/order/order.schema";
import { ORDER_MESSAGES } from "@atelier/domain/order/order-messages";
import type { z } from "zod";
import { recordAudit } from "../../../audit/audit-recorder";
import type { Actor } from "../../../auth/actor";
import type { NewOrderRow, OrderRow } from "../../../db/schema/orders";
import type { RecipeRow } from "../../../db/schema/recipes";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { findRecipesToOrder, insertOrders } from "./order.repo";
import { orderWrite } from "./order.service";
import { newAccessCode, sealAccessCode } from "./order-access-code";
import { orderSearchText } from "./order-search-text";

type Deps = Pick<AppDeps, "db" | "clock" | "config" | "log">;
type Entry = z.output<typeof AddRecipeOrdersInput>[number];
type Result = AddRecipeOrdersResult["results"][number];

function newOrderRow(deps: Deps, entry: Entry, recipe: RecipeRow, at: Date): NewOrderRow {
  const orderId = entry.orderId || recipe.id;
  const orderNumber = entry.orderNumber;
  const styleCodes = [recipe.styleCode];
  return {
    recipeId: recipe.id,
    companyId: recipe.companyId,
    orderId,
    orderNumber,
    itemId: entry.itemId || null,
    itemQuantity: entry.itemQuantity ?? null,
    styleCodes,
    siteCodes: recipe.siteCode === "" ? [] : [recipe.siteCode],
    customerEmail: entry.customerEmail ?? null,
    accessCodeSealed: sealAccessCode(deps, newAccessCode()),
    searchText: orderSearchText({
      orderId,
      orderNumber,
      recipeId: recipe.id,
      styleCodes,
      values: recipe.content.values,
    }),
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * 'Add recipe order': an order per entry whose recipe is the company's and not ordered yet, each refusal
 * reported in the entry's place. A storefront key orders only the recipes it saved (others are unknown to it,
 * as they are to its reads); staff need the orders permission.
 */
export async function addRecipeOrders(deps: Deps, actor: Actor, entries: Entry[]): Promise<AddRecipeOrdersResult> {
  // The route takes storefront keys ("customer"); staff must still be ones who handle orders.
  if (actor.kind !== "storefront" && !canManageOrders(actor.roles)) throw AppError.forbidden();
  const at = deps.clock();
  return deps.db.transaction(async (tx) => {
    const found = await findRecipesToOrder(tx, actor.companyId, [...new Set(entries.map((entry) => entry.recipeId))]);
    const byId = new Map(found.map((row) => [row.recipe.id, row]));
    const seen = new Set<string>();
    const refusals = new Map<number, string>();
    const candidates: { index: number; row: NewOrderRow; recipe: RecipeRow }[] = [];
    entries.forEach((entry, index) => {
      const known = byId.get(entry.recipeId);
      const visible = known && (actor.kind !== "storefront" || known.recipe.storefrontKeyId === actor.storefrontKeyId);
      if (seen.has(entry.recipeId)) refusals.set(index, ORDER_MESSAGES.repeatedEntry);
      else if (!known || !visible) refusals.set(index, ORDER_MESSAGES.unknownRecipe);
      else if (known.ordered) refusals.set(index, ORDER_MESSAGES.alreadyOrdered);
      else candidates.push({ index, row: newOrderRow(deps, entry, known.recipe, at), recipe: known.recipe });
      seen.add(entry.recipeId);
    });
    const inserted = new Map<string, OrderRow>(
      (
        await insertOrders(
          tx,
          candidates.map((candidate) => candidate.row),
        )
      ).map((row) => [row.recipeId, row]),
    );
    for (const candidate of candidates) {
      // Ordered by another call between our read and our insert.
      if (!inserted.has(candidate.recipe.id)) refusals.set(candidate.index, ORDER_MESSAGES.alreadyOrdered);
    }
    await recordAudit(
      tx,
      actor,
      at,
      [...inserted.values()].map((row) => orderWrite("create", null, row)),
    );
    const results: Result[] = entries.map((entry, index) => {
      const message = refusals.get(index) ?? null;
      return { recipeId: entry.recipeId, created: message === null, message };
    });
    return { results };
  });
}
