import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../../config";
import { secretBox } from "./seal-box";
import { SECRETS_KEY_FILE, secretsBox } from "./seal-box-for-config";

const KEY = Buffer.alloc(32, 1);
const warnings: unknown[] = [];
const silent = { warn: (...args: unknown[]) => void warnings.push(args) };

describe("secretBox", () => {
  it("opens what it sealed, with a new nonce each time, and never holds the plain text", () => {
    const box = secretBox(KEY);
    const one = box.seal("pässword");
    const two = box.seal("pässword");
    expect(one).not.toBe(two);
    expect(one).not.toContain("pässword");
    expect(box.open(one)).toBe("pässword");
    expect(box.open(box.seal(""))).toBe("");
  });

  it.each([
    ["another key", secretBox(Buffer.alloc(32, 2)).seal("secret")],
    [
      "a changed byte",
      (() => {
        const sealed = secretBox(KEY).seal("secret");
        const last = sealed.at(-2) === "A" ? "B" : "A";
        return `${sealed.slice(0, -2)}${last}${sealed.at(-1)}`;
      })(),
    ],
    ["no prefix", "plain text"],
    ["a short value", "v1.AAAA"],
  ])("answers null, never throws, for %s", (_label, sealed) => {
    expect(secretBox(KEY).open(sealed)).toBeNull();
  });

  it("refuses a key that is not 32 bytes", () => {
    expect(() => secretBox(Buffer.alloc(16))).toThrow();
  });
});

describe("SECRETS_KEY", () => {
  it("is read as 32 bytes in base64", () => {
    const key = Buffer.alloc(32, 5);
    expect(loadConfig({ SECRETS_KEY: key.toString("base64") }).secretsKey).toEqual(key);
    expect(loadConfig({ SECRETS_KEY: "" }).secretsKey).toBeUndefined();
  });

  it("refuses a key of another length", () => {
    expect(() => loadConfig({ SECRETS_KEY: Buffer.alloc(16).toString("base64") })).toThrow(/SECRETS_KEY/);
  });
});

describe("secretsBox", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("uses SECRETS_KEY when set, and makes no key file", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "atelier-secrets-"));
    dirs.push(dataDir);
    const box = secretsBox({ secretsKey: KEY, dataDir }, silent);
    expect(secretBox(KEY).open(box.seal("x"))).toBe("x");
    expect(() => statSync(join(dataDir, SECRETS_KEY_FILE))).toThrow();
  });

  it("otherwise makes a key once in DATA_DIR, readable by its owner only, and keeps using it", () => {
    const parent = mkdtempSync(join(tmpdir(), "atelier-secrets-"));
    dirs.push(parent);
    const dataDir = join(parent, "not-yet-made");
    const sealed = secretsBox({ secretsKey: undefined, dataDir }, silent).seal("kept");
    const file = join(dataDir, SECRETS_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
    expect(secretBox(key).open(sealed)).toBe("kept");
    expect(warnings).toHaveLength(1);
  });
});
