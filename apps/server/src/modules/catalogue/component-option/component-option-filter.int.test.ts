import {
  COMPONENT_OPTION_FILTER_MAX_LENGTH,
  type ComponentOption,
  type ComponentOptionList,
} from "@atelier/domain/catalogue/component-option.schema";
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
  signIn,
} from "../../../../test/factories";
import { apiClient, call } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";

const t = useTestApp();
const listOf = (body: unknown) => body as ComponentOptionList;
const codesOf = (body: unknown) => listOf(body).componentOptions.map((option) => option.code);
const filtered = (text: string, more = "") => `componentoption?filter=${encodeURIComponent(text)}${more}`;

/** Four options of a new company, with words in every field the filter reads. */
async function paletteCompany() {
  const company = await createCompany(t.db);
  const cookie = await signIn(t.app, (await createUser(t.db, company, { roles: ["Administrator"] })).email);
  const color = await createDefinitionForOptions(t.db, company);
  await createComponentOption(t.db, company, {
    code: "RED-01",
    name: "Crimson",
    description: "A deep dye",
    tags: ["Warm"],
    componentOptionDefinitionId: color.id,
  });
  await createComponentOption(t.db, company, { code: "BLU-02", name: "Ocean", tags: ["cool", "sea"] });
  await createComponentOption(t.db, company, {
    code: "GRN-03",
    name: "Moss",
    description: "Écru and green 50%_off",
    componentOptionDefinitionId: color.id,
  });
  await createComponentOption(t.db, company, { code: "ARCHIVED-RED", archived: true });
  return { client: apiClient(t.app, { cookie }), cookie, color };
}

describe("GET componentoption?filter=", () => {
  it("keeps the options holding every word in code, name, description or tags, any case; total counts them", async () => {
    const { client } = await paletteCompany();
    await createComponentOption(t.db, await createCompany(t.db), { code: "RED-FOREIGN" });
    const cases: [string, string[]][] = [
      ["red", ["RED-01"]],
      ["CRIMSON", ["RED-01"]],
      ["deep dye", ["RED-01"]],
      ["warm", ["RED-01"]],
      ["SEA", ["BLU-02"]],
      ["-0", ["BLU-02", "GRN-03", "RED-01"]],
      ["red ocean", []],
      ["red or ocean", ["BLU-02", "RED-01"]],
      ["!red", ["BLU-02", "GRN-03"]],
      ["red or ocean !cool", ["RED-01"]],
      ["écru", ["GRN-03"]],
      ["ÉCRU", ["GRN-03"]],
      ["50%_", ["GRN-03"]],
      ["%", ["BLU-02", "GRN-03", "RED-01"]],
      ["dyewarm", []],
    ];
    for (const [text, codes] of cases) {
      const res = await client.get(filtered(text));
      expect([text, res.status, codesOf(res.body)]).toEqual([text, 200, codes]);
      expect(listOf(res.body).total).toBe(codes.length);
    }
  });

  it("treats a text without a word of two characters as no filter", async () => {
    const { client } = await paletteCompany();
    for (const text of ["", "  ", "a", "or", "! x"]) {
      expect(codesOf((await client.get(filtered(text))).body)).toEqual(["BLU-02", "GRN-03", "RED-01"]);
    }
  });

  it("combines with the definition and take; the total is of the whole match", async () => {
    const { client, color } = await paletteCompany();
    const res = await client.get(filtered("-0", `&componentOptionDefinitionId=${color.id}&take=1`));
    expect(res.body).toMatchObject({ componentOptions: [{ code: "GRN-03" }], total: 2 });
  });

  it("finds nothing of another company, through its definition or its words", async () => {
    const { client } = await paletteCompany();
    const other = await createCompany(t.db);
    const foreign = await createDefinitionForOptions(t.db, other);
    await createComponentOption(t.db, other, { code: "FOREIGN-RED", componentOptionDefinitionId: foreign.id });
    expect((await client.get(filtered("foreign"))).body).toEqual({ componentOptions: [], total: 0 });
    const byDefinition = await client.get(filtered("red", `&componentOptionDefinitionId=${foreign.id}`));
    expect(byDefinition.body).toEqual({ componentOptions: [], total: 0 });
  });

  it("checks the filter's length", async () => {
    const { client } = await paletteCompany();
    const longest = "x".repeat(COMPONENT_OPTION_FILTER_MAX_LENGTH);
    expect((await client.get(filtered(longest))).status).toBe(200);
    const res = await client.get(filtered(`${longest}y`));
    expect(res).toMatchObject({
      status: 400,
      body: { modelState: { filter: [`Filter must be at most ${COMPONENT_OPTION_FILTER_MAX_LENGTH} characters.`] } },
    });
  });

  it("answers texts with the same words from one cached list, renewed by a write", async () => {
    const { client } = await paletteCompany();
    const first = await client.get(filtered("Ocean"));
    const etag = String(first.response.headers.etag);
    expect(String((await client.get(filtered(" ocean x"))).response.headers.etag)).toBe(etag);
    expect(String((await client.get("componentoption")).response.headers.etag)).not.toBe(etag);
    const added = await client.post("componentoption", optionInput({ code: "OCEAN-2" }));
    expect(added.status).toBe(201);
    const after = await client.get(filtered("ocean"));
    expect(String(after.response.headers.etag)).not.toBe(etag);
    expect(codesOf(after.body)).toEqual(["BLU-02", "OCEAN-2"]);
  });

  it("sees every write in the next new text: an update, an archive and an add", async () => {
    const { client } = await paletteCompany();
    expect(codesOf((await client.get(filtered("ocean"))).body)).toEqual(["BLU-02"]);
    const blue = (await client.get(filtered("blu"))).body as ComponentOptionList;
    const [summary] = blue.componentOptions;
    const option = (await client.get(`componentoption/${summary?.componentOptionId}`)).body as ComponentOption;
    const renamed = await client.put(
      `componentoption/${option.componentOptionId}`,
      optionUpdate(option, { name: "Lagoon" }),
    );
    expect(renamed.status).toBe(200);
    expect(codesOf((await client.get(filtered("oce"))).body)).toEqual([]);
    expect(codesOf((await client.get(filtered("lagoon"))).body)).toEqual(["BLU-02"]);
    const archived = await client.delete(
      `componentoption/${option.componentOptionId}?etag=${(renamed.body as ComponentOption).etag}`,
    );
    expect(archived.status).toBe(204);
    expect(codesOf((await client.get(filtered("lago"))).body)).toEqual([]);
    expect((await client.post("componentoption", optionInput({ code: "BLU-03", name: "Lagoon" }))).status).toBe(201);
    expect(codesOf((await client.get(filtered("lag"))).body)).toEqual(["BLU-03"]);
  });

  it("keeps every company's options to itself while both filter in turn", async () => {
    const first = await paletteCompany();
    const second = await paletteCompany();
    const otherCompany = await createCompany(t.db);
    await createComponentOption(t.db, otherCompany, { code: "RED-99" });
    for (const { client } of [first, second, first]) {
      const res = await client.get(filtered("-0"));
      expect(listOf(res.body)).toMatchObject({ total: 3 });
      expect(codesOf(res.body)).toEqual(["BLU-02", "GRN-03", "RED-01"]);
    }
    const firstIds = listOf((await first.client.get(filtered("-0"))).body).componentOptions.map(
      (o) => o.componentOptionId,
    );
    const secondIds = listOf((await second.client.get(filtered("-0"))).body).componentOptions.map(
      (o) => o.componentOptionId,
    );
    expect(firstIds.filter((id) => secondIds.includes(id))).toEqual([]);
  });

  it("answers the same options in the same order as the list without a text, codes in natural order", async () => {
    const company = await createCompany(t.db);
    const client = await signedIn(t.app, await createUser(t.db, company, { roles: ["Administrator"] }));
    const codes = ["MODEL-US-10", "model-us-9", "MODEL-US-7", "MODEL-US-07", "MODEL-EU-100", "MODEL-EU-20"];
    for (const code of codes) await createComponentOption(t.db, company, { code });
    await createComponentOption(t.db, company, { code: "MODEL-US-1", explicitOrder: 1 });
    await createComponentOption(t.db, company, { code: "MODEL-US-0", orderListEnd: true });
    const natural = [
      "MODEL-US-1",
      "MODEL-EU-20",
      "MODEL-EU-100",
      "MODEL-US-07",
      "MODEL-US-7",
      "model-us-9",
      "MODEL-US-10",
      "MODEL-US-0",
    ];
    expect(codesOf((await client.get("componentoption")).body)).toEqual(natural);
    expect(codesOf((await client.get(filtered("model"))).body)).toEqual(natural);
    const whole = (await client.get("componentoption")).body as ComponentOptionList;
    expect((await client.get(filtered("model"))).body).toEqual(whole);
  });

  it("refuses a filter holding a NUL character, as before any filtering", async () => {
    const { client } = await paletteCompany();
    const res = await client.get(filtered("red\u0000"));
    expect(res.status).toBe(400);
  });

  it("answers 304 to a filtered list's own etag", async () => {
    const { client, cookie } = await paletteCompany();
    const etag = String((await client.get(filtered("moss"))).response.headers.etag);
    const again = await call(t.app, "GET", filtered("moss"), undefined, { cookie, headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("lets role None and an API key of role None filter; nobody signed in gets 401", async () => {
    const { company, viewer } = await createCompanyWithEveryRole(t.db);
    await createComponentOption(t.db, company, { code: "SEEN" });
    await createComponentOption(t.db, company, { code: "HIDDEN" });
    expect(codesOf((await (await signedIn(t.app, viewer)).get(filtered("seen"))).body)).toEqual(["SEEN"]);
    const key = await createApiKey(t.db, company, ["None"]);
    const byKey = await apiClient(t.app, { authorization: key.authorization }).get(filtered("seen"));
    expect(codesOf(byKey.body)).toEqual(["SEEN"]);
    expect((await apiClient(t.app).get(filtered("seen"))).status).toBe(401);
  });
});
