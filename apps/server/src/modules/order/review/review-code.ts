import { createHash, timingSafeEqual } from "node:crypto";
import type { OrderRow } from "../../../db/schema/orders";
import type { AppDeps } from "../../../deps";
import { openAccessCode } from "../order/order-access-code";

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/**
 * Whether `given` opens the order's review page: the order's code (compared in constant time, as digests of
 * equal length), and an order that is not cancelled (a cancelled order's code has expired). An order whose
 * code cannot be opened (the secrets key changed) opens for no code.
 */
export function codeOpens(deps: Pick<AppDeps, "config" | "log">, order: OrderRow, given: string): boolean {
  const code = openAccessCode(deps, order.accessCodeSealed);
  const matches = timingSafeEqual(digest(code), digest(given));
  return matches && code !== "" && order.status !== "Cancelled";
}
