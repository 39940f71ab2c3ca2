import { pipeline, Readable } from "node:stream";
import type { OrderListQuery } from "@atelier/domain/order/order.schema";
import { orderStatusLabel } from "@atelier/domain/order/order-status";
import type { FastifyReply } from "fastify";
import type { z } from "zod";
import type { Actor } from "../../../auth/actor";
import type { OrderRow } from "../../../db/schema/orders";
import type { AppDeps } from "../../../deps";
import { csvWriter } from "../../../http/csv";
import { contentDisposition } from "../../../storage/send-blob";
import { listOrdersAfter, type OrderCursor } from "./order.repo";
import { orderFilterOf } from "./order.service";

/** Orders read per query while the file is written: the file streams, whatever the number of orders. */
const EXPORT_BATCH = 1000;

/** The export's columns, in order, with the headings the file starts with. */
const COLUMNS: { header: string; value: (row: OrderRow) => string }[] = [
  { header: "Order id", value: (row) => row.orderId },
  { header: "Order number", value: (row) => row.orderNumber ?? "" },
  { header: "Recipe id", value: (row) => row.recipeId },
  { header: "Status", value: (row) => orderStatusLabel(row.status) },
  { header: "Style codes", value: (row) => row.styleCodes.join(", ") },
  { header: "Site codes", value: (row) => row.siteCodes.join(", ") },
  { header: "Created", value: (row) => row.createdAt.toISOString() },
  { header: "Last updated", value: (row) => row.updatedAt.toISOString() },
];

async function* matchingOrders(db: AppDeps["db"], companyId: string, query: z.output<typeof OrderListQuery>) {
  const filter = orderFilterOf(query);
  let cursor: OrderCursor | undefined;
  for (;;) {
    const rows = await listOrdersAfter(db, companyId, filter, cursor, EXPORT_BATCH);
    for (const row of rows) yield COLUMNS.map((column) => column.value(row));
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    cursor = { createdAt: last.createdAt, recipeId: last.recipeId };
  }
}

/**
 * `GET order/export`: every order the list's filter shows (all pages, `take` and `skip` ignored) as CSV,
 * newest first, streamed. A cell starting with = + - @, a tab or a carriage return is prefixed with an
 * apostrophe (src/http/csv.ts), so a spreadsheet never runs a customer's text as a formula.
 */
export function sendOrdersCsv(
  { db, log }: Pick<AppDeps, "db" | "log">,
  actor: Actor,
  query: z.output<typeof OrderListQuery>,
  reply: FastifyReply,
): FastifyReply {
  const csv = csvWriter(
    COLUMNS.map((column) => column.header),
    { bom: true },
  );
  // A failure half way ends the download early (the answer has started): it is logged, and the file is cut short.
  const file = pipeline(Readable.from(matchingOrders(db, actor.companyId, query)), csv, (error) => {
    if (error) log.error({ err: error }, "order export failed");
  });
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", contentDisposition("attachment", "orders.csv"))
    .send(file);
}
