import { describe, expect, it } from "vitest";
import {
  addMember,
  createApiKey,
  createCompany,
  createUser,
  removeMember,
  signIn,
  TEST_PASSWORD,
} from "../../test/factories";
import { type CallOptions, get, post } from "../../test/http";
import { countStatements } from "../../test/statements";
import { useTestApp } from "../../test/test-app";
import { requireActor } from "./auth-hooks";
import { SESSION_TTL_MS } from "./sessions";

/** A route that answers the caller and reads nothing, so any statement it runs is the authentication's. */
const t = useTestApp({
  extraRoutes: (app) => {
    app.get("/api/v1/whoami", { config: { auth: "member" } }, async (request) => requireActor(request));
  },
});

const whoami = (as: CallOptions) => get(t.app, "whoami", as);

async function signedInMember() {
  const company = await createCompany(t.db);
  const user = await createUser(t.db, company, { roles: ["Administrator"] });
  return { company, user, cookie: await signIn(t.app, user.email) };
}

describe("the actor cache", () => {
  it("answers a signed-in request and an API key request without a database statement once cached", async () => {
    const { company, cookie } = await signedInMember();
    const key = await createApiKey(t.db, company, ["None"]);
    for (const as of [{ cookie }, { authorization: key.authorization }]) {
      expect(await countStatements(t.db, async () => expect((await whoami(as)).status).toBe(200))).toBeGreaterThan(0);
      expect(await countStatements(t.db, async () => expect((await whoami(as)).status).toBe(200))).toBe(0);
    }
  });

  it("refuses a cached session at once after sign-out", async () => {
    const { cookie } = await signedInMember();
    expect((await whoami({ cookie })).status).toBe(200);
    expect((await post(t.app, "account/logout", {}, { cookie })).status).toBe(200);
    expect((await whoami({ cookie })).status).toBe(401);
  });

  it("refuses a cached session at once when its membership is removed", async () => {
    const { company, user, cookie } = await signedInMember();
    expect((await whoami({ cookie })).status).toBe(200);
    await removeMember(t.db, company, user.id);
    expect((await whoami({ cookie })).status).toBe(401);
  });

  it("applies the other company's roles at once after switchinstance", async () => {
    const { user, cookie } = await signedInMember();
    const staging = await createCompany(t.db, { instanceType: "Staging" });
    await addMember(t.db, staging, user.id, ["None"]);
    expect((await whoami({ cookie })).body).toMatchObject({ roles: ["Administrator"] });
    expect((await post(t.app, "account/switchinstance", { instanceId: staging.id }, { cookie })).status).toBe(200);
    expect((await whoami({ cookie })).body).toMatchObject({ companyId: staging.id, roles: ["None"] });
  });

  it("ends the user's other cached sessions at once on a password change", async () => {
    const { user, cookie } = await signedInMember();
    const other = await signIn(t.app, user.email);
    expect((await whoami({ cookie: other })).status).toBe(200);
    const change = {
      currentPassword: TEST_PASSWORD,
      password: "a-new-password-1",
      confirmPassword: "a-new-password-1",
    };
    expect((await post(t.app, "account/changepassword", change, { cookie })).status).toBe(200);
    expect((await whoami({ cookie: other })).status).toBe(401);
    expect((await whoami({ cookie })).status).toBe(200);
  });

  it("refuses a cached API key at once when it is removed", async () => {
    const { company } = await signedInMember();
    const key = await createApiKey(t.db, company, ["Administrator"]);
    expect((await whoami({ authorization: key.authorization })).status).toBe(200);
    await key.remove();
    expect((await whoami({ authorization: key.authorization })).status).toBe(401);
  });

  it("refuses a cached session once it has expired", async () => {
    const { cookie } = await signedInMember();
    expect((await whoami({ cookie })).status).toBe(200);
    t.advanceClock(SESSION_TTL_MS);
    expect((await whoami({ cookie })).status).toBe(401);
  });

  it("does not take an API key sent as the session cookie", async () => {
    const { company } = await signedInMember();
    const key = await createApiKey(t.db, company, ["Administrator"]);
    expect((await whoami({ authorization: key.authorization })).status).toBe(200);
    const asCookie = `atelier_session=${key.authorization.slice("Bearer ".length)}`;
    expect((await whoami({ cookie: asCookie })).status).toBe(401);
  });
});
