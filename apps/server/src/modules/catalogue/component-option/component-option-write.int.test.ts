import type { ComponentOption } from "@atelier/domain/catalogue/component-option.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { invalidCodeMessage } from "@atelier/domain/shared/style-code";
import { describe, expect, it } from "vitest";
import {
  createComponentOption,
  createDefinitionForOptions,
  optionInput,
  optionUpdate,
} from "../../../../test/catalogue-factories";
import {
  createApiKey,
  createCompany,
  createCompanyWithEveryRole,
  createUser,
  signedIn,
  signedInAdmin,
} from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { COMPONENT_OPTION_MESSAGES } from "./component-option-messages";

const t = useTestApp();
const asOption = (body: unknown) => body as ComponentOption;

describe("POST componentoption", () => {
  it("adds an option based on a definition, trimmed, with every field at its default", async () => {
    const { company, client } = await signedInAdmin(t);
    const definition = await createDefinitionForOptions(t.db, company);
    const res = await client.post(
      "componentoption",
      optionInput({
        code: " RED ",
        name: " Red ",
        componentOptionDefinitionId: definition.id,
        otherCodes: [" R ", " ", "ROUGE"],
        notes: "Bright",
        priceJson: [{ id: "p1", currencyCode: "USD", value: 1.5, breakpoint: null }],
      }),
    );
    expect(res.status).toBe(201);
    const option = asOption(res.body);
    expect(option).toMatchObject({
      code: "RED",
      name: "Red",
      componentOptionDefinitionId: definition.id,
      otherCodes: ["R", "ROUGE"],
      notes: "Bright",
      placeholder: false,
      explicitOrder: null,
      variables: [],
      priceJson: [{ id: "p1", currencyCode: "USD", value: 1.5, breakpoint: null }],
    });
    expect(option.etag).toBeTruthy();
    expect((await client.get(`componentoption/${option.componentOptionId}`)).body).toEqual(option);
  });

  it("adds an option based on 'Any' (no definition)", async () => {
    const { client } = await signedInAdmin(t);
    const res = await client.post("componentoption", optionInput());
    expect(res).toMatchObject({ status: 201, body: { componentOptionDefinitionId: null } });
  });

  it.each([
    ["a space", "RED ONE"],
    ["a slash", "RED/ONE"],
    ["a comma", "RED,ONE"],
    ["a quote", "RED'ONE"],
  ])("refuses a code with %s with the invalidChars message", async (_label, code) => {
    const { client } = await signedInAdmin(t);
    const res = await client.post("componentoption", optionInput({ code }));
    expect(res).toMatchObject({
      status: 400,
      body: { message: MESSAGES.validationFailed, modelState: { code: [invalidCodeMessage("Code")] } },
    });
  });

  it("needs a code, and keeps notes to 512 characters", async () => {
    const { client } = await signedInAdmin(t);
    const blank = await client.post("componentoption", optionInput({ code: "  " }));
    expect(blank.body).toMatchObject({ modelState: { code: ["Code is required."] } });
    const long = await client.post("componentoption", optionInput({ notes: "n".repeat(513) }));
    expect(long).toMatchObject({ status: 400, body: { modelState: { notes: ["Notes are at most 512 characters."] } } });
    expect((await client.post("componentoption", optionInput({ notes: "n".repeat(512) }))).status).toBe(201);
  });

  it("checks the codes of variables and joints", async () => {
    const { client } = await signedInAdmin(t);
    const res = await client.post(
      "componentoption",
      optionInput({
        variables: [{ code: "SIZE A" }, { code: "" }],
        jointsJson: [{ id: "j1", code: "TOP#1" }],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      modelState: {
        "variables.0.code": [invalidCodeMessage("Variable code")],
        "variables.1.code": ["Variable code is required."],
        "jointsJson.0.code": [invalidCodeMessage("Joint code")],
      },
    });
  });

  it("refuses a code another live option of the company holds with 409, but not an archived one's or another company's", async () => {
    const { company, client } = await signedInAdmin(t);
    await createComponentOption(t.db, company, { code: "TAKEN" });
    const taken = await client.post("componentoption", optionInput({ code: "TAKEN" }));
    expect(taken).toMatchObject({ status: 409, body: { modelState: { code: [COMPONENT_OPTION_MESSAGES.codeTaken] } } });
    await createComponentOption(t.db, company, { code: "OLD", archived: true });
    expect((await client.post("componentoption", optionInput({ code: "OLD" }))).status).toBe(201);
    await createComponentOption(t.db, await createCompany(t.db), { code: "ELSEWHERE" });
    expect((await client.post("componentoption", optionInput({ code: "ELSEWHERE" }))).status).toBe(201);
  });

  it("lets only one of two concurrent adds of one code through", async () => {
    const { client } = await signedInAdmin(t);
    const results = await Promise.all(
      [1, 2, 3].map(() => client.post("componentoption", optionInput({ code: "RACE" }))),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409]);
  });

  it("refuses a definition of another company, or an unknown one, like a missing one", async () => {
    const { client } = await signedInAdmin(t);
    const foreign = await createDefinitionForOptions(t.db, await createCompany(t.db));
    for (const id of [foreign.id, "no-such-definition"]) {
      const res = await client.post("componentoption", optionInput({ componentOptionDefinitionId: id }));
      expect(res).toMatchObject({
        status: 400,
        body: { modelState: { componentOptionDefinitionId: [COMPONENT_OPTION_MESSAGES.definitionNotFound] } },
      });
    }
  });

  it("refuses role None and the Manage Orders role with 403; an API key writes with an editing role only", async () => {
    const { company, viewer, orderManager, configurator } = await createCompanyWithEveryRole(t.db);
    for (const user of [viewer, orderManager]) {
      expect((await (await signedIn(t.app, user)).post("componentoption", optionInput())).status).toBe(403);
    }
    expect((await (await signedIn(t.app, configurator)).post("componentoption", optionInput())).status).toBe(201);
    const reader = await createApiKey(t.db, company, ["None"]);
    expect(
      (await apiClient(t.app, { authorization: reader.authorization }).post("componentoption", optionInput())).status,
    ).toBe(403);
    const editor = await createApiKey(t.db, company, ["Manage Configuration"]);
    expect(
      (await apiClient(t.app, { authorization: editor.authorization }).post("componentoption", optionInput())).status,
    ).toBe(201);
    expect((await apiClient(t.app).post("componentoption", optionInput())).status).toBe(401);
  });
});

describe("PUT componentoption/{id}", () => {
  async function adminWithOption() {
    const { company, client } = await signedInAdmin(t);
    const definition = await createDefinitionForOptions(t.db, company);
    const option = asOption(
      (await client.post("componentoption", optionInput({ componentOptionDefinitionId: definition.id }))).body,
    );
    return { company, client, definition, option };
  }

  it("writes every field and gives a new etag", async () => {
    const { client, option } = await adminWithOption();
    const res = await client.put(
      `componentoption/${option.componentOptionId}`,
      optionUpdate(option, { name: "Crimson", placeholder: true, tags: ["warm"], explicitOrder: 3 }),
    );
    expect(res.status).toBe(200);
    const updated = asOption(res.body);
    expect(updated).toMatchObject({ name: "Crimson", placeholder: true, tags: ["warm"], explicitOrder: 3 });
    expect(updated.etag).not.toBe(option.etag);
    expect(updated.created).toBe(option.created);
    expect((await client.get(`componentoption/${option.componentOptionId}`)).body).toEqual(updated);
  });

  it("keeps 'Based on': another definition, or none, answers 400 and changes nothing", async () => {
    const { company, client, option } = await adminWithOption();
    const other = await createDefinitionForOptions(t.db, company);
    for (const componentOptionDefinitionId of [other.id, null]) {
      const res = await client.put(
        `componentoption/${option.componentOptionId}`,
        optionUpdate(option, { componentOptionDefinitionId, name: "Changed" }),
      );
      expect(res).toMatchObject({
        status: 400,
        body: { modelState: { componentOptionDefinitionId: [COMPONENT_OPTION_MESSAGES.basedOnPermanent] } },
      });
    }
    expect((await client.get(`componentoption/${option.componentOptionId}`)).body).toEqual(option);
  });

  it("keeps its own code, and refuses one another option holds with 409", async () => {
    const { company, client, option } = await adminWithOption();
    await createComponentOption(t.db, company, { code: "HELD" });
    const same = await client.put(`componentoption/${option.componentOptionId}`, optionUpdate(option, { name: "X" }));
    expect(same.status).toBe(200);
    const res = await client.put(
      `componentoption/${option.componentOptionId}`,
      optionUpdate(asOption(same.body), { code: "HELD" }),
    );
    expect(res).toMatchObject({ status: 409, body: { modelState: { code: [COMPONENT_OPTION_MESSAGES.codeTaken] } } });
  });

  it("checks the fields like an add", async () => {
    const { client, option } = await adminWithOption();
    const res = await client.put(
      `componentoption/${option.componentOptionId}`,
      optionUpdate(option, { code: "A:B", notes: "n".repeat(513) }),
    );
    expect(res.body).toMatchObject({
      modelState: { code: [invalidCodeMessage("Code")], notes: ["Notes are at most 512 characters."] },
    });
  });

  it("answers 412 for a stale etag and changes nothing", async () => {
    const { client, option } = await adminWithOption();
    const first = await client.put(
      `componentoption/${option.componentOptionId}`,
      optionUpdate(option, { name: "One" }),
    );
    const stale = await client.put(
      `componentoption/${option.componentOptionId}`,
      optionUpdate(option, { name: "Two" }),
    );
    expect(stale).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
    expect((await client.get(`componentoption/${option.componentOptionId}`)).body).toEqual(first.body);
  });

  it("answers 404 for another company's option and leaves it as it was", async () => {
    const { client, option } = await adminWithOption();
    const outsider = await signedIn(t.app, await createUser(t.db, await createCompany(t.db)));
    const res = await outsider.put(
      `componentoption/${option.componentOptionId}`,
      optionUpdate(option, { name: "Mine" }),
    );
    expect(res).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    expect((await client.get(`componentoption/${option.componentOptionId}`)).body).toEqual(option);
  });

  it("refuses role None with 403, and lets an API key with an editing role update", async () => {
    const { company, admin, viewer } = await createCompanyWithEveryRole(t.db);
    const option = asOption((await (await signedIn(t.app, admin)).post("componentoption", optionInput())).body);
    const path = `componentoption/${option.componentOptionId}`;
    expect((await (await signedIn(t.app, viewer)).put(path, optionUpdate(option))).status).toBe(403);
    const reader = await createApiKey(t.db, company, ["None"]);
    expect(
      (await apiClient(t.app, { authorization: reader.authorization }).put(path, optionUpdate(option))).status,
    ).toBe(403);
    const editor = await createApiKey(t.db, company, ["Administrator"]);
    const res = await apiClient(t.app, { authorization: editor.authorization }).put(
      path,
      optionUpdate(option, { name: "Key" }),
    );
    expect(res).toMatchObject({ status: 200, body: { name: "Key" } });
  });
});
