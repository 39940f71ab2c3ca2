import { compareNatural, naturalSortKey, sortByNaturalCode } from "@atelier/domain/shared/natural-order";
import { type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/test-app";

const t = useTestApp();
/** Codes of letters in both cases, digits (long runs too), punctuation and code points from every plane. */
const codeChars = fc.constantFrom(...("aAbBzZ0000123456789-_.é\u{E000}\u{1F600}".match(/./gu) ?? []));
const codes = fc.array(
  fc.array(codeChars, { maxLength: 16 }).map((chars) => chars.join("")),
  { minLength: 1, maxLength: 40 },
);

const texts = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
/** The rows of a raw statement (the shared Db type leaves its driver's result untyped). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The database's natural_sort_key of each code, in the order given. */
async function databaseKeys(values: readonly string[]): Promise<string[]> {
  const rows = await rowsOf<{ key: string }>(sql`
    SELECT natural_sort_key(code) AS key FROM unnest(${texts(values)}) WITH ORDINALITY AS given(code, n) ORDER BY n`);
  return rows.map((row) => row.key);
}

/** The codes as the database orders them by their keys (from the domain) and then by code, with collate "C". */
async function databaseOrder(values: readonly string[]): Promise<string[]> {
  const rows = await rowsOf<{ code: string }>(sql`
    SELECT code FROM unnest(${texts(values)}, ${texts(values.map(naturalSortKey))}) AS given(code, key)
    ORDER BY key COLLATE "C", code COLLATE "C"`);
  return rows.map((row) => row.code);
}

describe("natural_sort_key and the natural order in the database", () => {
  it("builds the key the domain builds, for any code", async () => {
    await fc.assert(
      fc.asyncProperty(codes, async (values) => {
        expect(await databaseKeys(values)).toEqual(values.map(naturalSortKey));
      }),
      { numRuns: 60 },
    );
    const long = [`N${"0".repeat(5)}${"7".repeat(1200)}`, "", "MODEL-US-7"];
    expect(await databaseKeys(long)).toEqual(long.map(naturalSortKey));
  });

  it("orders by the stored key as compareNatural does", async () => {
    expect(await databaseOrder(["MODEL-US-10", "MODEL-US-7", "model-us-8"])).toEqual([
      "MODEL-US-7",
      "model-us-8",
      "MODEL-US-10",
    ]);
    await fc.assert(
      fc.asyncProperty(codes, async (values) => {
        expect(await databaseOrder(values)).toEqual(sortByNaturalCode(values, (code) => code));
        expect(sortByNaturalCode(values, (code) => code)).toEqual([...values].sort(compareNatural));
      }),
      { numRuns: 60 },
    );
  });
});
