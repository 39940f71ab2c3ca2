import { randomUUID } from "node:crypto";
import type { OrderStatus } from "@atelier/domain/order/order-status";
import { and, count, desc, eq, inArray, like, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { escapeLike } from "../../../db/like-pattern";
import { type NewOrderRow, type OrderRow, orders } from "../../../db/schema/orders";
import { type RecipeRow, recipes } from "../../../db/schema/recipes";

/** Which of a company's orders the list shows. */
export interface OrderFilter {
  /** Lower-cased by the caller: matched anywhere in the search text. */
  text: string;
  status: OrderStatus | undefined;
  /** Only orders in one of these statuses (the cancelable ones), when given. */
  statuses: readonly OrderStatus[] | undefined;
}

function whereOf(companyId: string, filter: OrderFilter): SQL | undefined {
  return and(
    eq(orders.companyId, companyId),
    filter.text === "" ? undefined : like(orders.searchText, `%${escapeLike(filter.text)}%`),
    filter.status === undefined ? undefined : eq(orders.status, filter.status),
    filter.statuses === undefined ? undefined : inArray(orders.status, [...filter.statuses]),
  );
}

/** Newest first; orders made in the same instant by recipe id, so that pages never overlap. */
const listOrder = [desc(orders.createdAt), desc(orders.recipeId)];

/** One page of the company's orders matching `filter`, newest first, and how many match in all. */
export async function listOrders(
  db: Db,
  companyId: string,
  filter: OrderFilter,
  page: { take: number; skip: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = whereOf(companyId, filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...listOrder)
      .offset(page.skip)
      .limit(page.take),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Where a walk through a whole list stopped: the last order's creation time and recipe id. */
export interface OrderCursor {
  createdAt: Date;
  recipeId: string;
}

/** The next `limit` orders matching `filter` after `cursor`, newest first (a keyset walk, as fast on page 1000 as on 1). */
export function listOrdersAfter(
  db: Db,
  companyId: string,
  filter: OrderFilter,
  cursor: OrderCursor | undefined,
  limit: number,
): Promise<OrderRow[]> {
  const after =
    cursor === undefined
      ? undefined
      : or(
          lt(orders.createdAt, cursor.createdAt),
          and(eq(orders.createdAt, cursor.createdAt), lt(orders.recipeId, cursor.recipeId)),
        );
  return db
    .select()
    .from(orders)
    .where(and(whereOf(companyId, filter), after))
    .orderBy(...listOrder)
    .limit(limit);
}

export async function findOrder(db: Db, companyId: string, recipeId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.recipeId, recipeId)))
    .limit(1);
  return row;
}

/** The company's orders among `recipeIds`, locked until the transaction ends. */
export function lockOrders(db: Db, companyId: string, recipeIds: readonly string[]): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), inArray(orders.recipeId, [...recipeIds])))
    .for("update");
}

/** The company's recipes among `recipeIds` (an order is made of one), with whether each is ordered already. */
export function findRecipesToOrder(
  db: Db,
  companyId: string,
  recipeIds: readonly string[],
): Promise<{ recipe: RecipeRow; ordered: boolean }[]> {
  return db
    .select({ recipe: recipes, ordered: sql<boolean>`${orders.recipeId} is not null` })
    .from(recipes)
    .leftJoin(orders, eq(orders.recipeId, recipes.id))
    .where(and(eq(recipes.companyId, companyId), inArray(recipes.id, [...recipeIds])));
}

/** Adds orders; a recipe ordered meanwhile is left out. Answers the rows added. */
export function insertOrders(db: Db, rows: NewOrderRow[]): Promise<OrderRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return db.insert(orders).values(rows).onConflictDoNothing({ target: orders.recipeId }).returning();
}

export type OrderChange = Partial<Pick<OrderRow, "status" | "holdReason" | "notes">>;

/** Changes an order read with `etag` (a new etag, `at` as its last update); undefined when the etag is stale. */
export async function updateOrder(
  db: Db,
  companyId: string,
  recipeId: string,
  etag: string,
  change: OrderChange,
  at: Date,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ ...change, updatedAt: at, etag: randomUUID() })
    .where(and(eq(orders.companyId, companyId), eq(orders.recipeId, recipeId), eq(orders.etag, etag)))
    .returning();
  return row;
}

/** Moves the company's orders among `recipeIds` to `status` in one statement, each with a new etag. */
export function setOrderStatuses(
  db: Db,
  companyId: string,
  recipeIds: readonly string[],
  change: Required<Pick<OrderRow, "status" | "holdReason">>,
  at: Date,
): Promise<OrderRow[]> {
  if (recipeIds.length === 0) return Promise.resolve([]);
  return db
    .update(orders)
    .set({ ...change, updatedAt: at, etag: sql`gen_random_uuid()::text` })
    .where(and(eq(orders.companyId, companyId), inArray(orders.recipeId, [...recipeIds])))
    .returning();
}
