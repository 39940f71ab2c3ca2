import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../../config";
import { SECRET_KEY_BYTES, type SecretBox, secretBox } from "./seal-box";

/** The file, in DATA_DIR, holding the key made on a machine where SECRETS_KEY is not set. */
export const SECRETS_KEY_FILE = "secrets.key";

const boxes = new Map<string, SecretBox>();

function readKeyFile(file: string): Buffer {
  const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  if (key.length !== SECRET_KEY_BYTES) throw new Error(`${file} does not hold a ${SECRET_KEY_BYTES}-byte base64 key`);
  return key;
}

/**
 * The key kept in DATA_DIR/secrets.key, made (readable by its owner only) on first use; a warning says
 * to set SECRETS_KEY, without which servers sharing one database cannot read each other's secrets.
 */
function dataDirKey(dataDir: string, log: Pick<FastifyBaseLogger, "warn">): Buffer {
  const file = join(dataDir, SECRETS_KEY_FILE);
  try {
    return readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(SECRET_KEY_BYTES).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
    log.warn({ file }, "SECRETS_KEY is not set: stored secrets are encrypted with a key made in this file");
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readKeyFile(file);
}

/** The box stored secrets are sealed with: SECRETS_KEY when set, else the key kept in DATA_DIR. */
export function secretsBox(
  config: Pick<Config, "secretsKey" | "dataDir">,
  log: Pick<FastifyBaseLogger, "warn">,
): SecretBox {
  if (config.secretsKey) return secretBox(config.secretsKey);
  const known = boxes.get(config.dataDir);
  if (known) return known;
  const box = secretBox(dataDirKey(config.dataDir, log));
  boxes.set(config.dataDir, box);
  return box;
}
