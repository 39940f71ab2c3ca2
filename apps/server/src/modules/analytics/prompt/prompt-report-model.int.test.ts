import { formatLongDay } from "@atelier/domain/analytics/prompt/explain";
import type { PromptQuery, PromptReportResult } from "@atelier/domain/analytics/prompt-query.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompanyWithEveryRole, signedIn } from "../../../../test/factories";
import type { ApiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import type { AnalyticsModelConfig } from "../../../config";
import { startModelServer } from "./model-server.fixture";
import { insertRecipeFacts } from "./prompt.fixtures";
import { MODEL_EXPLAINED_PREFIX } from "./prompt-messages";

// The optional language model, through the route: a stand-in endpoint on 127.0.0.1 started here.

/** Filled in once the stand-in listens; the app reads it at each call. */
const modelConfig: AnalyticsModelConfig = { url: "http://127.0.0.1:9/unset", key: "test-key", model: "test-model" };
const t = useTestApp({ config: { analyticsModel: modelConfig } });

let model: Awaited<ReturnType<typeof startModelServer>>;
let asViewer: ApiClient;
const day = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  model = await startModelServer();
  modelConfig.url = model.url;
  const roles = await createCompanyWithEveryRole(t.db);
  asViewer = await signedIn(t.app, roles.viewer);
  await insertRecipeFacts(t.db, roles.company.id, [
    { day, styleCode: "SNK-1", siteCode: "US" },
    { day, styleCode: "SNK-2", siteCode: "EU" },
    { day, styleCode: "SNK-2", siteCode: "EU" },
  ]);
});
afterAll(() => model.close());

const query: PromptQuery = {
  hive: "recipe",
  measure: "count",
  dimensions: ["site"],
  filters: [],
  range: { start: day, end: day },
  order: { by: "value", direction: "desc" },
};

const ask = (prompt: string) => asViewer.post("analytics/prompt", { hive: "recipe", prompt, refinements: [] });

describe("POST analytics/prompt with a language model configured", () => {
  it("runs the model's reading of a question the grammar cannot read, and says where the reading came from", async () => {
    model.answer({ content: JSON.stringify({ query, explained: "Saved recipes per site today." }) });
    const res = await ask("zorblat per flimflam");
    expect(res.status).toBe(200);
    const body = res.body as PromptReportResult;
    expect(body).toMatchObject({ error: false, start: day, end: day, endInclusive: true });
    // Told in the grammar's own words, never the model's.
    expect(body.explained).toBe(
      `${MODEL_EXPLAINED_PREFIX} Saved recipes by site, on ${formatLongDay(day)}, most first.`,
    );
    expect(body.result).toEqual([
      { site: "EU", value: 2 },
      { site: "US", value: 1 },
    ]);
    expect(model.seen.at(-1)?.authorization).toBe("Bearer test-key");
  });

  it("treats an answer that fails the schema as unreadable, with the grammar's message", async () => {
    model.answer({
      content: JSON.stringify({ query: { ...query, dimensions: ["site_code); delete from recipes; --"] } }),
    });
    const body = (await ask("zorblat per flimflam")).body as PromptReportResult;
    expect(body).toMatchObject({ error: true, result: [], explained: "" });
    expect(body.errorMessage).toContain("zorblat");
  });

  it("answers the check's message for a valid reading that cannot be run", async () => {
    model.answer({ content: JSON.stringify({ query: { ...query, measure: "sessions" } }) });
    const body = (await ask("zorblat per flimflam")).body as PromptReportResult;
    expect(body).toMatchObject({ error: true, result: [] });
    expect(body.errorMessage).toContain("sessions");
  });

  it("treats a model that fails as unreadable", async () => {
    model.answer({ status: 503, body: "{}" });
    const body = (await ask("zorblat per flimflam")).body as PromptReportResult;
    expect(body).toMatchObject({ error: true });
  });
});
