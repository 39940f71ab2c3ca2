import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import { REPO_ROOT } from "./paths";

/** argon2id cost parameters; tests lower them to stay fast. */
export interface HashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's recommended argon2id settings (19 MiB, 2 passes, 1 lane). */
export const DEFAULT_HASH_COST: HashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  buildNumber: string;
  seedDemo: boolean;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  webDist: string;
  hashCost: HashCost;
  /** The embedded storefront platform's address (no trailing slash); its app pages live under it. */
  platformUrl: string;
  /**
   * Whether a successful write that recorded no audit entry answers 500 (on by default, off when NODE_ENV is
   * production, where it is only logged): see src/audit/audit-hooks.ts.
   */
  auditStrict: boolean;
  /** The key stored secrets are encrypted with (32 bytes); unset, one is kept in DATA_DIR (src/modules/settings/sealing). */
  secretsKey: Buffer | undefined;
  /** Where blobs (uploads, generated files) are kept: see src/storage/. */
  storage: StorageConfig;
  /**
   * Which proxies' X-Forwarded-For is believed for the client's address (TRUST_PROXY): none (false), any
   * (true), the nearest n hops, or the named addresses and ranges. Passed to Fastify's `trustProxy`.
   */
  trustProxy: boolean | number | string[];
  /** The storefront keys' rate limits (src/http/storefront-rate-limit.ts). */
  storefrontRateLimit: StorefrontRateLimitConfig;
  /**
   * The optional language model that reads prompt-report questions the grammar cannot (ANALYTICS_MODEL_URL,
   * ANALYTICS_MODEL_KEY, ANALYTICS_MODEL_NAME); undefined (off) unless the URL is set.
   */
  analyticsModel: AnalyticsModelConfig | undefined;
}

/** An OpenAI-compatible chat-completions endpoint, its bearer key (if it needs one) and the model to ask. */
export interface AnalyticsModelConfig {
  url: string;
  key: string | undefined;
  model: string;
}

/** The model asked when ANALYTICS_MODEL_NAME is not set. */
export const DEFAULT_ANALYTICS_MODEL = "gpt-4o-mini";

/**
 * The `trustProxy` option of Fastify for `trustProxy` of the configuration: a number of hops becomes the
 * function that trusts the nearest `hops` (Fastify's types take no number, though its runtime does).
 */
export function fastifyTrustProxy(
  trustProxy: Config["trustProxy"],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== "number") return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

/** Calls a storefront key may make per window, in all and from one client address. */
export interface StorefrontRateLimitConfig {
  perKey: number;
  perAddress: number;
  windowMs: number;
}

/** The defaults of the storefront rate limits (docs/decisions/server-customer-storefront-rate-limits.md). */
export const DEFAULT_STOREFRONT_RATE_LIMIT: StorefrontRateLimitConfig = {
  perKey: 6_000,
  perAddress: 300,
  windowMs: 60_000,
};

/** The blob storage driver and its settings (STORAGE_DRIVER and the S3_ variables). */
export type StorageConfig =
  | { driver: "fs"; dir: string }
  | {
      driver: "s3";
      bucket: string;
      region: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
    };

/** The embedded storefront platform Atelier signs in from (docs/decisions/web-embedded-sign-in.md). */
export const DEFAULT_PLATFORM_URL = "https://admin.shopify.com";

const emptyAsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const portError = "must be a port number from 0 to 65535";

const booleanText = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const positiveCount = (fallback: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a whole number of at least 1" })
      .int({ error: "must be a whole number of at least 1" })
      .min(1, { error: "must be a whole number of at least 1" })
      .default(fallback),
  );

/** TRUST_PROXY: true or false, a number of hops (1 = the nearest proxy), or a comma-separated list of addresses and CIDR ranges. */
const trustProxyText = z.string().transform((text): boolean | number | string[] => {
  const value = text.trim().toLowerCase();
  if (value === "true" || value === "yes") return true;
  if (value === "false" || value === "no" || value === "0") return false;
  if (/^[1-9][0-9]*$/.test(value)) return Number(value);
  return value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
});

const EnvSchema = z.object({
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: portError })
      .int({ error: portError })
      .min(0, { error: portError })
      .max(65_535, { error: portError })
      .default(3000),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().default("0.0.0.0")),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "must start with postgres:// or postgresql://" })
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, { error: "must start with smtp:// or smtps://" })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default("Atelier <no-reply@atelier.local>")),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
  BUILD_NUMBER: z.preprocess(emptyAsUndefined, z.string().optional()),
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanText.default(true)),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().optional()),
  PLATFORM_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).default(DEFAULT_PLATFORM_URL),
  ),
  NODE_ENV: z.preprocess(emptyAsUndefined, z.string().optional()),
  AUDIT_STRICT: z.preprocess(emptyAsUndefined, booleanText.optional()),
  SECRETS_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((text) => Buffer.from(text, "base64"))
      .refine((key) => key.length === 32, { error: "must be 32 bytes in base64 (openssl rand -base64 32)" })
      .optional(),
  ),
  STORAGE_DRIVER: z.preprocess(emptyAsUndefined, z.enum(["fs", "s3"], { error: "must be fs or s3" }).default("fs")),
  S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default("us-east-1")),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, booleanText.default(false)),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, trustProxyText.default(false)),
  STOREFRONT_RATE_LIMIT_PER_KEY: positiveCount(DEFAULT_STOREFRONT_RATE_LIMIT.perKey),
  STOREFRONT_RATE_LIMIT_PER_ADDRESS: positiveCount(DEFAULT_STOREFRONT_RATE_LIMIT.perAddress),
  STOREFRONT_RATE_LIMIT_WINDOW_MS: positiveCount(DEFAULT_STOREFRONT_RATE_LIMIT.windowMs),
  ANALYTICS_MODEL_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
  ANALYTICS_MODEL_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  ANALYTICS_MODEL_NAME: z.preprocess(emptyAsUndefined, z.string().default(DEFAULT_ANALYTICS_MODEL)),
});

export class ConfigError extends Error {
  override name = "ConfigError";
}

function defaultBuildNumber(): string {
  for (const file of [resolve(REPO_ROOT, "package.json"), resolve(REPO_ROOT, "apps/server/package.json")]) {
    if (!existsSync(file)) continue;
    const parsed = z.object({ version: z.string() }).safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (parsed.success) return parsed.data.version;
  }
  return "dev";
}

/** Reads the configuration from environment variables; throws a ConfigError naming each bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = resolve(REPO_ROOT, e.DATA_DIR ?? "data");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    buildNumber: e.BUILD_NUMBER ?? defaultBuildNumber(),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(REPO_ROOT, e.WEB_DIST ?? "apps/web/dist"),
    hashCost: DEFAULT_HASH_COST,
    platformUrl: e.PLATFORM_URL.replace(/\/+$/, ""),
    auditStrict: e.AUDIT_STRICT ?? e.NODE_ENV !== "production",
    secretsKey: e.SECRETS_KEY,
    storage: storageConfig(e, dataDir),
    trustProxy: e.TRUST_PROXY,
    storefrontRateLimit: {
      perKey: e.STOREFRONT_RATE_LIMIT_PER_KEY,
      perAddress: e.STOREFRONT_RATE_LIMIT_PER_ADDRESS,
      windowMs: e.STOREFRONT_RATE_LIMIT_WINDOW_MS,
    },
    analyticsModel: e.ANALYTICS_MODEL_URL
      ? { url: e.ANALYTICS_MODEL_URL, key: e.ANALYTICS_MODEL_KEY, model: e.ANALYTICS_MODEL_NAME }
      : undefined,
  };
}

function storageConfig(e: z.infer<typeof EnvSchema>, dataDir: string): StorageConfig {
  if (e.STORAGE_DRIVER === "fs") return { driver: "fs", dir: resolve(dataDir, "blobs") };
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push("  S3_BUCKET: is required when STORAGE_DRIVER is s3");
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push("  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither");
  }
  if (problems.length > 0 || !e.S3_BUCKET) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  return {
    driver: "s3",
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** Whether the session cookie must carry the Secure flag. */
export function isSecureUrl(publicUrl: string): boolean {
  return publicUrl.startsWith("https://");
}
