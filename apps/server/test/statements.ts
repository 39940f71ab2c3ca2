import { vi } from "vitest";
import type { Db } from "../src/db/client";

/** The driver methods through which Drizzle sends statements: PGlite's and a pg pool's. */
const SENDERS = ["query", "exec", "transaction", "connect"] as const;

/** How many calls `run` makes into the database driver behind `db` (PGlite or a pg pool). */
export async function countStatements(db: Db, run: () => Promise<unknown>): Promise<number> {
  const client: unknown = "$client" in db ? db.$client : undefined;
  if (typeof client !== "object" || client === null) throw new Error("no driver client behind the database");
  const spies = SENDERS.filter((name) => typeof Reflect.get(client, name) === "function").map((name) =>
    vi.spyOn(client as Record<(typeof SENDERS)[number], () => unknown>, name),
  );
  try {
    await run();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
