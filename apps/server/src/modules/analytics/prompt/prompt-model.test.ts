import type { PromptVocabulary } from "@atelier/domain/analytics/prompt/read-question";
import type { PromptQuery } from "@atelier/domain/analytics/prompt-query.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startModelServer } from "./model-server.fixture";
import { askModel } from "./prompt-model";

const vocabulary: PromptVocabulary = {
  products: [{ styleCode: "SNK-1", name: "Runner", tags: ["summer"] }],
  sites: [{ code: "US", name: "United States" }],
  placements: [{ code: "UPPER", name: "Upper" }],
  personalizations: [{ key: "Name OF BODY", label: "Name" }],
  tags: ["summer"],
};

const query: PromptQuery = {
  hive: "recipe",
  measure: "count",
  dimensions: ["product"],
  filters: [{ field: "site", op: "in", values: ["US"] }],
  range: { start: "2026-03-01", end: "2026-03-31" },
  order: { by: "value", direction: "desc" },
  limit: 5,
};

const input = { hive: "recipe" as const, prompt: "bestsellers in the States last month", refinements: ["", "top 5"] };

let model: Awaited<ReturnType<typeof startModelServer>>;
beforeAll(async () => {
  model = await startModelServer();
});
afterAll(() => model.close());

const config = (key?: string) => ({ url: model.url, key, model: "test-model" });

describe("askModel", () => {
  it("asks for a JSON object with the company's words and the day, and answers the validated reading", async () => {
    model.answer({ content: JSON.stringify({ query, explained: "Top 5 products on US in March." }) });
    const reading = await askModel(config("secret"), input, vocabulary, "2026-04-15");
    expect(reading).toEqual({ query });
    const sent = model.seen.at(-1);
    expect(sent?.authorization).toBe("Bearer secret");
    expect(sent?.body).toMatchObject({ model: "test-model", response_format: { type: "json_object" } });
    const text = JSON.stringify(sent?.body);
    for (const word of ["SNK-1 (Runner)", "US", "UPPER", "Name OF BODY", "2026-04-15", "top 5"]) {
      expect(text).toContain(word);
    }
  });

  it("sends no key when none is configured", async () => {
    model.answer({ content: JSON.stringify({ query }) });
    expect(await askModel(config(), input, vocabulary, "2026-04-15")).toEqual({ query });
    expect(model.seen.at(-1)?.authorization).toBeUndefined();
  });

  it.each([
    ["a field outside the whitelist", { query: { ...query, dimensions: ["colour; drop table recipes"] } }],
    [
      "a filter value too long",
      { query: { ...query, filters: [{ field: "site", op: "in", values: ["x".repeat(300)] }] } },
    ],
    ["another hive", { query: { ...query, hive: "actionevent" } }],
    ["a limit over the cap", { query: { ...query, limit: 5000 } }],
    ["no query", { answer: "I think you mean top products." }],
  ])("refuses an answer with %s", async (_name, answer) => {
    model.answer({ content: JSON.stringify(answer) });
    expect(await askModel(config(), input, vocabulary, "2026-04-15")).toBeUndefined();
  });

  it("refuses text that is not JSON, a malformed completion and an error status", async () => {
    model.answer({ content: "Here are your top products: ..." });
    expect(await askModel(config(), input, vocabulary, "2026-04-15")).toBeUndefined();
    model.answer({ body: JSON.stringify({ choices: [] }) });
    expect(await askModel(config(), input, vocabulary, "2026-04-15")).toBeUndefined();
    model.answer({ status: 500, body: JSON.stringify({ error: "overloaded" }) });
    expect(await askModel(config(), input, vocabulary, "2026-04-15")).toBeUndefined();
  });
});
