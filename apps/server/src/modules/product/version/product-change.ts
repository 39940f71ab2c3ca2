import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import { touchProduct } from "./version.repo";

/** The user a change is recorded against; an API key acts for no user. */
export const changedBy = (actor: Actor): string | null => (actor.kind === "user" ? actor.userId : null);

/**
 * Records, in the transaction of the write, that one of the product's versions or packages changed:
 * the product's lastUpdated and lastUpdatedBy move (the sidebar's recent lists read them).
 */
export async function recordProductChange(tx: Db, actor: Actor, productId: string, at: Date): Promise<void> {
  await touchProduct(tx, actor.companyId, productId, { at, by: changedBy(actor) });
}
