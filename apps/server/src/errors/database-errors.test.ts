import { describe, expect, it } from "vitest";
import { postgresCode } from "./database-errors";

describe("postgresCode", () => {
  it("finds the code through wrapping errors", () => {
    const driverError = Object.assign(new Error("duplicate key"), { code: "23505" });
    expect(postgresCode(new Error("Failed query", { cause: driverError }))).toBe("23505");
    expect(postgresCode(Object.assign(new Error("x"), { code: "FST_ERR_X" }))).toBeUndefined();
    expect(postgresCode("text")).toBeUndefined();
  });
});
