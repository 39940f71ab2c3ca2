import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  DEFAULT_ANALYTICS_MODEL,
  DEFAULT_STOREFRONT_RATE_LIMIT,
  fastifyTrustProxy,
  isSecureUrl,
  loadConfig,
} from "./config";
import { REPO_ROOT } from "./paths";

describe("loadConfig", () => {
  it("applies the defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: resolve(REPO_ROOT, "data"),
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: "Atelier <no-reply@atelier.local>",
      publicUrl: "http://localhost:3000",
      seedDemo: true,
      logLevel: "info",
      webDist: resolve(REPO_ROOT, "apps/web/dist"),
      platformUrl: "https://admin.shopify.com",
    });
    expect(config.buildNumber).not.toBe("");
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      DATA_DIR: "/var/atelier",
      DATABASE_URL: "postgres://u@db/atelier",
      SMTP_URL: "smtp://mail:25",
      PUBLIC_URL: "https://atelier.example.com/",
      BUILD_NUMBER: "2025.11.3",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      PLATFORM_URL: "http://127.0.0.1:4100/",
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: "/var/atelier",
      databaseUrl: "postgres://u@db/atelier",
      smtpUrl: "smtp://mail:25",
      publicUrl: "https://atelier.example.com",
      buildNumber: "2025.11.3",
      seedDemo: false,
      logLevel: "warn",
      platformUrl: "http://127.0.0.1:4100",
    });
    expect(loadConfig({ PORT: "4000" }).publicUrl).toBe("http://localhost:4000");
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ PLATFORM_URL: "ftp://platform.example" }, "PLATFORM_URL"],
  ])("refuses %j naming the variable", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it("reads TRUST_PROXY as false, true, a number of hops or a list of addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toEqual(["10.0.0.0/8", "127.0.0.1"]);
    const twoHops = fastifyTrustProxy(2);
    expect(typeof twoHops === "function" && [0, 1, 2].map((hop) => twoHops("10.0.0.1", hop))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("reads the storefront rate limits, with defaults", () => {
    expect(loadConfig({}).storefrontRateLimit).toEqual(DEFAULT_STOREFRONT_RATE_LIMIT);
    const env = {
      STOREFRONT_RATE_LIMIT_PER_KEY: "100",
      STOREFRONT_RATE_LIMIT_PER_ADDRESS: "10",
      STOREFRONT_RATE_LIMIT_WINDOW_MS: "1000",
    };
    expect(loadConfig(env).storefrontRateLimit).toEqual({ perKey: 100, perAddress: 10, windowMs: 1000 });
    expect(() => loadConfig({ STOREFRONT_RATE_LIMIT_PER_KEY: "0" })).toThrow("STOREFRONT_RATE_LIMIT_PER_KEY");
    expect(() => loadConfig({ STOREFRONT_RATE_LIMIT_WINDOW_MS: "soon" })).toThrow("STOREFRONT_RATE_LIMIT_WINDOW_MS");
  });

  it("leaves the analytics language model off unless ANALYTICS_MODEL_URL is set", () => {
    expect(loadConfig({ ANALYTICS_MODEL_KEY: "secret" }).analyticsModel).toBeUndefined();
    expect(loadConfig({ ANALYTICS_MODEL_URL: "http://127.0.0.1:8080/v1/chat/completions" }).analyticsModel).toEqual({
      url: "http://127.0.0.1:8080/v1/chat/completions",
      key: undefined,
      model: DEFAULT_ANALYTICS_MODEL,
    });
    const env = {
      ANALYTICS_MODEL_URL: "https://models.example/v1/chat/completions",
      ANALYTICS_MODEL_KEY: "k",
      ANALYTICS_MODEL_NAME: "m",
    };
    expect(loadConfig(env).analyticsModel).toEqual({ url: env.ANALYTICS_MODEL_URL, key: "k", model: "m" });
    expect(() => loadConfig({ ANALYTICS_MODEL_URL: "ftp://models" })).toThrow("ANALYTICS_MODEL_URL");
  });

  it("makes a write without an audit entry fail unless NODE_ENV is production, or as AUDIT_STRICT says", () => {
    expect(loadConfig({}).auditStrict).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).auditStrict).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", AUDIT_STRICT: "true" }).auditStrict).toBe(true);
    expect(loadConfig({ AUDIT_STRICT: "no" }).auditStrict).toBe(false);
    expect(() => loadConfig({ AUDIT_STRICT: "sometimes" })).toThrow("AUDIT_STRICT");
  });

  it("keeps blobs under DATA_DIR by default, or in the S3 bucket the variables name", () => {
    expect(loadConfig({ DATA_DIR: "/srv/atelier" }).storage).toEqual({ driver: "fs", dir: "/srv/atelier/blobs" });
    expect(
      loadConfig({
        STORAGE_DRIVER: "s3",
        S3_BUCKET: "atelier-files",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
      }).storage,
    ).toEqual({
      driver: "s3",
      bucket: "atelier-files",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
    expect(() => loadConfig({ STORAGE_DRIVER: "s3" })).toThrow("S3_BUCKET");
    expect(() => loadConfig({ STORAGE_DRIVER: "s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "key" })).toThrow(
      "S3_SECRET_ACCESS_KEY",
    );
    expect(() => loadConfig({ STORAGE_DRIVER: "azure" })).toThrow("STORAGE_DRIVER");
    expect(() => loadConfig({ STORAGE_DRIVER: "s3", S3_BUCKET: "b", S3_ENDPOINT: "minio:9000" })).toThrow(
      "S3_ENDPOINT",
    );
  });

  it("knows when the cookie must be Secure", () => {
    expect(isSecureUrl("https://a.example")).toBe(true);
    expect(isSecureUrl("http://localhost:3000")).toBe(false);
  });
});
