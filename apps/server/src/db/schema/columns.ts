import { randomUUID } from "node:crypto";
import { text, timestamp } from "drizzle-orm/pg-core";

/** Text primary keys (random UUIDs made in Node): any id a caller sends can be looked up without a cast error. */
export const idColumn = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => randomUUID());

export const createdAtColumn = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true });

/** The version stamp of a mutable row: a new random value on every change (update and remove compare it). */
export const etagColumn = () =>
  text("etag")
    .notNull()
    .$defaultFn(() => randomUUID());

/** When a row last changed; set by the code that changes it. */
export const updatedAtColumn = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
