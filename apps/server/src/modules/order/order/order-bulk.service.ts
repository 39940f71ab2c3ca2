import type { BulkOrderStatusInput, BulkOrderStatusResult } from "@atelier/domain/order/order.schema";
import { ORDER_MESSAGES } from "@atelier/domain/order/order-messages";
import { mayTransition } from "@atelier/domain/order/order-transitions";
import type { z } from "zod";
import { recordAudit } from "../../../audit/audit-recorder";
import type { Actor } from "../../../auth/actor";
import type { OrderRow } from "../../../db/schema/orders";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { lockOrders, setOrderStatuses } from "./order.repo";
import { orderWrite } from "./order.service";
import { sendReviewMails } from "./order-review-mail";

type Deps = Pick<AppDeps, "db" | "clock" | "config" | "log" | "mailer">;
type Skipped = BulkOrderStatusResult["skipped"][number];

/** Why an order may not take `to`, or null when it may. */
function refusal(row: OrderRow | undefined, to: z.output<typeof BulkOrderStatusInput>["orderStatus"]): string | null {
  if (!row) return ORDER_MESSAGES.unknownOrder;
  if (row.status === to) return ORDER_MESSAGES.alreadyInStatus(to);
  return mayTransition(row.status, to, "staff") ? null : ORDER_MESSAGES.transitionRefused(row.status, to);
}

/**
 * `POST order/bulk`: moves each chosen order the workflow lets move to the status, in one statement and one
 * transaction with an audit entry per order, and reports every order it left with the reason.
 */
export async function changeOrderStatuses(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof BulkOrderStatusInput>,
): Promise<BulkOrderStatusResult> {
  const to = input.orderStatus;
  if (to === "Hold" && input.holdReason === "") throw AppError.field("holdReason", ORDER_MESSAGES.holdReasonRequired);
  const at = deps.clock();
  const recipeIds = [...new Set(input.recipeIds)];
  const { changed, skipped } = await deps.db.transaction(async (tx) => {
    const before = new Map((await lockOrders(tx, actor.companyId, recipeIds)).map((row) => [row.recipeId, row]));
    const skipped: Skipped[] = [];
    const movable: string[] = [];
    for (const recipeId of recipeIds) {
      const reason = refusal(before.get(recipeId), to);
      if (reason === null) movable.push(recipeId);
      else skipped.push({ recipeId, reason });
    }
    const holdReason = to === "Hold" ? input.holdReason : "";
    const changed = await setOrderStatuses(tx, actor.companyId, movable, { status: to, holdReason }, at);
    await recordAudit(
      tx,
      actor,
      at,
      changed.map((row) => orderWrite("update", before.get(row.recipeId) ?? null, row)),
    );
    return { changed, skipped };
  });
  await sendReviewMails(deps, changed);
  const order = new Map(recipeIds.map((recipeId, index) => [recipeId, index]));
  return {
    changed: changed.map((row) => row.recipeId).sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
    skipped,
  };
}
