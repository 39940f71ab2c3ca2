import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createApiKey, createCompany, createUser, signedIn } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { readMember } from "./company.fixtures";

const t = useTestApp();

/** A member with role None (anyone may edit their own profile), signed in. */
async function signedInViewer() {
  const company = await createCompany(t.db);
  const user = await createUser(t.db, company, { roles: ["None"], fullName: "Old Name" });
  return { company, user, client: await signedIn(t.app, user) };
}

describe("PUT account/profile", () => {
  it("changes the signed-in user's full name, trimmed, and answers the current user", async () => {
    const { company, user, client } = await signedInViewer();
    const res = await client.put("account/profile", { fullName: "  Nora New  " });
    expect(res).toMatchObject({
      status: 200,
      body: { id: user.id, fullName: "Nora New", email: user.email, userRoles: ["None"] },
    });
    expect((await client.get("account")).body).toEqual(res.body);
    expect((await readMember(client, company.id, user.email)).fullName).toBe("Nora New");
  });

  it.each([
    ["an empty name", { fullName: "" }, "Full name is required."],
    ["blanks", { fullName: "   " }, "Full name is required."],
    ["no name", {}, "Full name is required."],
    ["a name over 128 characters", { fullName: "n".repeat(129) }, "Full name must be at most 128 characters."],
    ["a slash", { fullName: "Ann/Lee" }, "Full name cannot include '/' or ',' characters."],
  ])("answers 400 for %s and keeps the name", async (_case, body, message) => {
    const { client } = await signedInViewer();
    const res = await client.put("account/profile", body);
    expect(res).toMatchObject({
      status: 400,
      body: { message: MESSAGES.validationFailed, modelState: { fullName: [message] } },
    });
    expect((await client.get("account")).body).toMatchObject({ fullName: "Old Name" });
  });

  it("answers 401 signed out, and 403 to an API key, which is no person", async () => {
    const { company } = await signedInViewer();
    const key = await createApiKey(t.db, company, ["Administrator"]);
    expect((await apiClient(t.app).put("account/profile", { fullName: "Nobody" })).status).toBe(401);
    expect(
      await apiClient(t.app, { authorization: key.authorization }).put("account/profile", { fullName: "Robot" }),
    ).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
  });
});
