import type { Db } from "./client";

/**
 * A statement built once per database handle and reused: the query text is not rebuilt on every call,
 * and PostgreSQL parses a named statement once per connection. A transaction is its own handle, so its
 * statements live as long as it does.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let statement = cache.get(db);
    if (statement === undefined) {
      statement = build(db);
      cache.set(db, statement);
    }
    return statement;
  };
}
