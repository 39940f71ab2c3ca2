import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../../test/test-app";
import { platformRoutes } from "./platform.routes";
import { CLIENT_ID_MAX_LENGTH, CLIENT_ID_MESSAGE, HOST_MAX_LENGTH } from "./remote-page";

const OTHER_PLATFORM = "http://127.0.0.1:4100/admin";

// The same routes again under /other, as an app configured with another PLATFORM_URL serves them.
const t = useTestApp({
  extraRoutes: async (app, deps) => {
    await app.register(platformRoutes, {
      prefix: "/other",
      deps: { ...deps, config: { ...deps.config, platformUrl: OTHER_PLATFORM } },
    });
  },
});

const remote = (path: string) => t.app.inject({ method: "GET", url: path });

describe("GET /api/v2/shopify/app/{clientId}/remote", () => {
  it("redirects to the default platform's page of the app, without a session", async () => {
    const res = await remote("/api/v2/shopify/app/test-client/remote");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("https://admin.shopify.com/apps/test-client");
  });

  it("passes the host parameter on, encoded", async () => {
    const host = "YWRtaW4uc2hvcGlmeS5jb20vc3RvcmUvZGVtbw==";
    const res = await remote(`/api/v2/shopify/app/test-client/remote?host=${encodeURIComponent(host)}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`https://admin.shopify.com/apps/test-client?host=${encodeURIComponent(host)}`);

    const tricky = await remote(`/api/v2/shopify/app/test-client/remote?host=${encodeURIComponent("a&b=c d")}`);
    expect(tricky.headers.location).toBe("https://admin.shopify.com/apps/test-client?host=a%26b%3Dc+d");
  });

  it("uses the configured platform address", async () => {
    const res = await remote("/other/app/Client_9/remote?host=abc");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${OTHER_PLATFORM}/apps/Client_9?host=abc`);
  });

  it.each([
    ["a dot", "my.app"],
    ["a space", "my%20app"],
    ["an encoded slash", "my%2Fapp"],
  ])("refuses a client id with %s", async (_case, clientId) => {
    const res = await remote(`/api/v2/shopify/app/${clientId}/remote`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.validationFailed, modelState: { clientId: [CLIENT_ID_MESSAGE] } });
    expect(res.headers.location).toBeUndefined();
  });

  it("accepts a client id of the longest length and refuses a longer one", async () => {
    const longest = "x".repeat(CLIENT_ID_MAX_LENGTH);
    const res = await remote(`/api/v2/shopify/app/${longest}/remote`);
    expect(res.headers.location).toBe(`https://admin.shopify.com/apps/${longest}`);

    const longer = await remote(`/api/v2/shopify/app/${longest}y/remote`);
    expect(longer.statusCode).toBe(414);
    expect(longer.headers.location).toBeUndefined();
  });

  it("refuses a host parameter longer than the limit", async () => {
    const res = await remote(`/api/v2/shopify/app/test-client/remote?host=${"h".repeat(HOST_MAX_LENGTH + 1)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: MESSAGES.validationFailed,
      modelState: { host: [expect.any(String)] },
    });
  });
});
