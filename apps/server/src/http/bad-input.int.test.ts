import type { ComponentOptionDefinition } from "@atelier/domain/catalogue/component-option-definition.schema";
import type { Version } from "@atelier/domain/product/version.schema";
import { INPUT_MAX_DEPTH } from "@atelier/domain/shared/input-limits";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { OpenAPIV3 } from "openapi-types";
import { describe, expect, it } from "vitest";
import { badInputCases, deeplyNested, type JsonSchema, NUL_TEXT, operationsOf } from "../../test/bad-input-cases";
import {
  addComponentPlacement,
  createComponentOption,
  createPackageRow,
  createSite,
  optionDefinitionInput,
  optionInput,
  siteInput,
} from "../../test/catalogue-factories";
import { productInput, signedInAdmin, signedInAdminWithProduct, signIn } from "../../test/factories";
import { useTestApp } from "../../test/test-app";

const t = useTestApp();

async function versionOf(client: Awaited<ReturnType<typeof signedInAdmin>>["client"], productId: string) {
  const added = await client.post(`product/${productId}/version`, {});
  expect(added.status).toBe(201);
  const versionId = (added.body as { versionId: string }).versionId;
  return (await client.get(`product/${productId}/version/${versionId}`)).body as Version;
}

function hasMessage(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === "string" && parsed.message.length > 0;
  } catch {
    return false;
  }
}

describe("bad input never answers 5xx, and every refusal has a message", () => {
  it("walks every operation of the OpenAPI document with bad input derived from its schemas", async () => {
    const { company, admin, client, product } = await signedInAdminWithProduct(t);
    const { productId } = product;
    const version = await versionOf(client, productId);
    const pkg = await createPackageRow(t.db, company, version.versionId);
    const site = await createSite(t.db, company);
    const placement = await addComponentPlacement(client);
    // The shared services' resources too, so that bad input reaches past their 404s.
    const applet = await client.post("app", { name: "Viewer", description: "", scope: "Global" });
    const comment = await client.post(`product/${productId}/comment`, { body: "A note" });
    expect([applet.status, comment.status]).toEqual([201, 201]);
    const ids: Record<string, string> = {
      appletId: (applet.body as { appletId: string }).appletId,
      commentId: (comment.body as { commentId: string }).commentId,
      productId,
      versionId: version.versionId,
      packageId: pkg.id,
      componentPlacementId: placement.componentPlacementId,
      companyId: company.id,
      userName: admin.email,
    };
    const validValue = (name: string, path: string) => {
      if (name === "id" && path.includes("/site/")) return site.id;
      return ids[name] ?? "unknown-id";
    };
    const document = t.app.swagger() as unknown as Parameters<typeof operationsOf>[0] & OpenAPIV3.Document;
    const schemas = (document.components?.schemas ?? {}) as Record<string, JsonSchema>;
    const resolve = (schema: JsonSchema): JsonSchema =>
      schema.$ref ? (schemas[schema.$ref.split("/").pop() ?? ""] ?? {}) : schema;

    // Each case is sent as it is (raw URL, JSON text), signed in as the admin of the company above.
    let cookie = await signIn(t.app, admin.email);
    const failures: string[] = [];
    let calls = 0;
    for (const operation of operationsOf(document)) {
      for (const badCase of badInputCases(operation, resolve, validValue)) {
        const response = await t.app.inject({
          method: operation.method as "GET" | "POST" | "PUT" | "DELETE",
          url: badCase.url,
          headers: {
            cookie,
            ...(badCase.payload === undefined ? {} : { "content-type": "application/json" }),
          },
          ...(badCase.payload === undefined ? {} : { payload: JSON.stringify(badCase.payload) }),
        });
        calls++;
        const answer = `${operation.method} ${operation.path} [${badCase.label}]: ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (response.statusCode >= 500) failures.push(answer);
        // A refusal says why: every 4xx carries a message (a redirect or 304 has no body to carry one).
        if (response.statusCode >= 400 && response.statusCode < 500 && !hasMessage(response.body)) {
          failures.push(`${answer} (no message)`);
        }
      }
      // A case may end the session (sign-out): sign in again for the next operation.
      const account = await t.app.inject({ method: "GET", url: "/api/v1/account", headers: { cookie } });
      if (account.statusCode === 401) cookie = await signIn(t.app, admin.email);
    }
    expect(calls).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 120_000);
});

describe("bad input answers 400 with a field message", () => {
  it("refuses a NUL character in a path id", async () => {
    const { client } = await signedInAdmin(t);
    const signedInRes = await client.get("product/a%00b");
    expect(signedInRes.status).toBe(400);
    expect(signedInRes.body).toMatchObject({ message: MESSAGES.validationFailed });
  });

  it("refuses a site name holding a NUL character, on the name field", async () => {
    const { client } = await signedInAdmin(t);
    const res = await client.post("site", siteInput({ name: NUL_TEXT }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ modelState: { name: [expect.any(String)] } });
  });

  it("refuses initial configurations nested 2,000 arrays deep", async () => {
    const { client, product } = await signedInAdminWithProduct(t);
    const version = await versionOf(client, product.productId);
    const res = await client.put(`product/${product.productId}/version/${version.versionId}`, {
      ...version,
      initialConfigurationsJson: [deeplyNested()],
    });
    expect(res.status).toBe(400);
    const modelState = (res.body as { modelState: Record<string, string[]> }).modelState;
    const [field] = Object.keys(modelState);
    expect(field?.startsWith("initialConfigurationsJson.0")).toBe(true);
    expect(field?.split(".").length).toBe(INPUT_MAX_DEPTH);
  });

  it("refuses a site code of 100,000 characters and an unknown site code, on their paths", async () => {
    const { client } = await signedInAdmin(t);
    const override = { inactive: true, activeFrom: null, inventory: null };
    const long = await client.post("product", {
      ...productInput(),
      inactivePerSite: [{ siteCode: "s".repeat(100_000), ...override }],
    });
    expect(long.status).toBe(400);
    expect(Object.keys((long.body as { modelState: object }).modelState)).toEqual(["inactivePerSite.0.siteCode"]);
    const unknown = await client.post("product", {
      ...productInput(),
      inactivePerSite: [{ siteCode: "no-such-site", ...override }],
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys((unknown.body as { modelState: object }).modelState)).toEqual(["inactivePerSite.0.siteCode"]);
  });

  it("refuses another company's placement in a version's groups", async () => {
    const other = await signedInAdmin(t);
    const foreign = await addComponentPlacement(other.client);
    const { client, product } = await signedInAdminWithProduct(t);
    const version = await versionOf(client, product.productId);
    const res = await client.put(`product/${product.productId}/version/${version.versionId}`, {
      ...version,
      componentGroups: [
        { name: "Group", componentPlacements: [{ componentPlacementId: foreign.componentPlacementId }] },
      ],
    });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { modelState: object }).modelState)).toEqual([
      "componentGroups.0.componentPlacements.0.componentPlacementId",
    ]);
  });

  it("refuses what an option names outside the company: a variable's definition and default, a product", async () => {
    const other = await signedInAdminWithProduct(t);
    const foreignDefinition = (await other.client.post("componentoptiondefinition", optionDefinitionInput()))
      .body as ComponentOptionDefinition;
    const foreignOption = await createComponentOption(t.db, other.company);
    const { client } = await signedInAdmin(t);
    const res = await client.post(
      "componentoption",
      optionInput({
        variables: [
          {
            code: "COLOUR",
            componentOptionDefinitionId: foreignDefinition.componentOptionDefinitionId,
            defaultValueId: foreignOption.id,
          },
        ],
        addProducts: [other.product.productId],
      }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { modelState: object }).modelState).sort()).toEqual([
      "addProducts.0",
      "variables.0.componentOptionDefinitionId",
      "variables.0.defaultValueId",
    ]);
  });
});
