import SwaggerParser from "@apidevtools/swagger-parser";
import { BaseResolver, createConfig, lintDocument, makeDocumentFromString } from "@redocly/openapi-core";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type Method } from "../../test/http";
import { useTestApp } from "../../test/test-app";
import { OPENAPI_PATH } from "./openapi";

const t = useTestApp();

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface OpenApiDocument {
  servers?: { url: string }[];
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let text = "";
let document: OpenApiDocument;
beforeAll(async () => {
  const res = await t.app.inject({ method: "GET", url: `${OPENAPI_PATH}/json` });
  expect(res.statusCode).toBe(200);
  text = res.body;
  document = JSON.parse(text) as OpenApiDocument;
});

function operations(): { method: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );
}

/** The path with each `{parameter}` filled, for a call that only needs to reach the auth check. */
const callablePath = (path: string) => path.replace(/^\/api\/v1\//, "").replace(/\{[^}]+\}/g, "00000000");

describe("the API document at /api/docs/json", () => {
  it("passes swagger-parser's validation", async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("has no error under Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintDocument({
      document: makeDocumentFromString(text, "/openapi.json"),
      config,
      externalRefResolver: new BaseResolver(),
    });
    const errors = problems.filter((problem) => problem.severity === "error");
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
  });

  it("names the public address as its server", () => {
    expect(document.servers).toEqual([{ url: t.config.publicUrl }]);
  });

  it("gives every operation a unique operationId", () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const byRoute = Object.fromEntries(operations().map((o) => [`${o.method} ${o.path}`, o.operation.operationId]));
    expect(byRoute).toMatchObject({
      "get /api/v1/product": "listProducts",
      "post /api/v1/product": "addProduct",
      "get /api/v1/product/{productId}/version/{versionId}": "getProductVersion",
      "get /api/v1/account": "getAccount",
      "post /api/v1/account/login": "accountLogin",
    });
  });

  it("tags every call with the spec's resource, named in its path", () => {
    for (const { path, operation } of operations().filter((o) => o.path.startsWith("/api/v1/"))) {
      expect(operation.tags, path).toHaveLength(1);
      const segments = path.split("/");
      expect(segments, path).toContain(operation.tags?.[0]);
    }
  });

  it("holds the error body once, as a component every failure refers to", () => {
    const failures = operations().flatMap(({ operation }) =>
      Object.entries(operation.responses).filter(([status]) => Number(status) >= 400),
    );
    expect(failures.length).toBeGreaterThan(100);
    for (const [, response] of failures) {
      expect(response.content?.["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/ApiErrorBody" });
    }
    expect(text.match(/"modelState"/g)).toHaveLength(1);
  });

  it("marks public calls public, and they answer without signing in; the others need a session or a key", async () => {
    expect(document.security).toEqual([{ session: [] }, { apiKey: [] }]);
    const publicIds = [];
    for (const { method, path, operation } of operations().filter((o) => o.path.startsWith("/api/v1/"))) {
      const res = await call(t.app, method.toUpperCase() as Method, callablePath(path), undefined, {
        headers: { "content-type": "application/json" },
      });
      const isPublic = operation.security?.length === 0;
      if (isPublic) publicIds.push(operation.operationId);
      expect(res.status === 401, `${method} ${path} answered ${res.status}`).toBe(!isPublic);
    }
    expect(publicIds).toEqual(
      expect.arrayContaining(["accountLogin", "accountRegister", "accountForgotPassword", "accountResetPassword"]),
    );
  });
});
