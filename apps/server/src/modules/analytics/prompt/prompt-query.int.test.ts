import { beforeAll, describe, expect, it } from "vitest";
import { createCompany } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { marchQuery, promptScene } from "./prompt.fixtures";
import { runPromptQuery } from "./prompt-query.repo";

// The executor over hand-made structured queries: each dimension, filter kind, measure, compare and limit.

const t = useTestApp();
let companyId = "";

beforeAll(async () => {
  const company = await createCompany(t.db);
  companyId = company.id;
  await promptScene(t.db, companyId);
  // Another company's rows, with the same codes, are never counted.
  const other = await createCompany(t.db);
  await promptScene(t.db, other.id);
});

const run = (values: Parameters<typeof marchQuery>[0]) => runPromptQuery(t.db, companyId, marchQuery(values));

describe("runPromptQuery over saved recipes", () => {
  it("counts the company's recipes of the range, bots left out", async () => {
    expect(await run({})).toEqual([{ value: 6 }]);
  });

  it("groups by product, most first, ties by the dimension", async () => {
    expect(await run({ dimensions: ["product"] })).toEqual([
      { product: "SNK-1", value: 3 },
      { product: "SNK-2", value: 2 },
      { product: "SNK-3", value: 1 },
    ]);
  });

  it("groups by site, device and browser", async () => {
    expect(await run({ dimensions: ["site", "device"], order: { by: "dimension", direction: "asc" } })).toEqual([
      { site: "EU", device: "desktop", value: 1 },
      { site: "EU", device: "mobile", value: 1 },
      { site: "US", device: "desktop", value: 3 },
      { site: "US", device: "mobile", value: 1 },
    ]);
    expect(await run({ dimensions: ["browser"] })).toEqual([
      { browser: "Chrome", value: 4 },
      { browser: "Safari", value: 2 },
    ]);
  });

  it("buckets by day, ISO week (Monday) and month", async () => {
    const weeks = await run({ dimensions: ["week"], order: { by: "dimension", direction: "asc" } });
    expect(weeks).toEqual([
      { week: "2026-03-02", value: 2 },
      { week: "2026-03-09", value: 1 },
      { week: "2026-03-16", value: 2 },
      { week: "2026-03-30", value: 1 },
    ]);
    expect(await run({ dimensions: ["month"] })).toEqual([{ month: "2026-03", value: 6 }]);
    const days = await run({ dimensions: ["day"], order: { by: "dimension", direction: "desc" }, limit: 2 });
    expect(days).toEqual([
      { day: "2026-03-31", value: 1 },
      { day: "2026-03-17", value: 1 },
    ]);
  });

  it("groups by placement and component over the recipes' selections", async () => {
    expect(await run({ dimensions: ["placement", "component"] })).toEqual([
      { placement: "UPPER", component: "red", value: 3 },
      { placement: "UPPER", component: "blue", value: 2 },
      { placement: "LACES", component: "white", value: 1 },
    ]);
    const filtered = await run({
      dimensions: ["component"],
      filters: [{ field: "placement", op: "in", values: ["LACES"] }],
    });
    expect(filtered).toEqual([{ component: "white", value: 1 }]);
  });

  it("groups by personal text, narrowed to one attribute's key", async () => {
    expect(await run({ dimensions: ["personalization"] })).toEqual([
      { personalization: "ANNA", value: 2 },
      { personalization: "7", value: 1 },
      { personalization: "BEN", value: 1 },
    ]);
    const named = await run({
      dimensions: ["personalization"],
      filters: [{ field: "personalization", op: "in", values: ["Name OF BODY"] }],
    });
    expect(named.map((row) => row.personalization)).toEqual(["ANNA", "BEN"]);
    const byAttribute = await run({
      dimensions: ["personalization"],
      filters: [{ field: "personalization", op: "in", values: ["Name"] }],
    });
    expect(byAttribute).toEqual(named);
    const others = await run({
      dimensions: ["personalization"],
      filters: [{ field: "personalization", op: "notIn", values: ["Name"] }],
    });
    expect(others).toEqual([{ personalization: "7", value: 1 }]);
    const withValues = await run({ filters: [{ field: "personalization", op: "in", values: ["Number"] }] });
    expect(withValues).toEqual([{ value: 1 }]);
  });

  it("filters by site, device, component, tag and product status (in and not in)", async () => {
    expect(await run({ filters: [{ field: "site", op: "in", values: ["US"] }] })).toEqual([{ value: 4 }]);
    expect(await run({ filters: [{ field: "device", op: "notIn", values: ["mobile"] }] })).toEqual([{ value: 4 }]);
    expect(await run({ filters: [{ field: "component", op: "in", values: ["blue"] }] })).toEqual([{ value: 2 }]);
    expect(await run({ filters: [{ field: "component", op: "notIn", values: ["red"] }] })).toEqual([{ value: 3 }]);
    expect(await run({ filters: [{ field: "tag", op: "in", values: ["summer", "winter"] }] })).toEqual([{ value: 5 }]);
    expect(await run({ filters: [{ field: "tag", op: "notIn", values: ["summer"] }] })).toEqual([{ value: 3 }]);
    const live = await run({
      dimensions: ["product"],
      filters: [{ field: "productStatus", op: "notIn", values: ["Archived"] }],
    });
    expect(live.map((row) => row.product)).toEqual(["SNK-1", "SNK-3"]);
  });

  it("counts distinct products", async () => {
    expect(await run({ measure: "products", dimensions: ["site"] })).toEqual([
      { site: "EU", value: 2 },
      { site: "US", value: 2 },
    ]);
  });

  it("adds the compared range's figure as previous, joined on the dimensions", async () => {
    const rows = await run({
      dimensions: ["product"],
      range: { start: "2026-03-01", end: "2026-03-31" },
      compare: { start: "2026-02-01", end: "2026-02-28" },
    });
    expect(rows).toEqual([
      { product: "SNK-1", value: 3, previous: 1 },
      { product: "SNK-2", value: 2, previous: 0 },
      { product: "SNK-3", value: 1, previous: 0 },
    ]);
    const days = await run({
      dimensions: ["day"],
      range: { start: "2026-04-01", end: "2026-04-01" },
      compare: { start: "2026-03-31", end: "2026-03-31" },
    });
    expect(days).toEqual([{ day: "2026-04-01", value: 1, previous: 1 }]);
  });

  it("honours the limit", async () => {
    expect(await run({ dimensions: ["product"], limit: 1 })).toEqual([{ product: "SNK-1", value: 3 }]);
  });
});

describe("runPromptQuery over action events", () => {
  const week = { start: "2026-04-06", end: "2026-04-12" };

  it("counts distinct sessions, by device, compared with the week before", async () => {
    const rows = await runPromptQuery(t.db, companyId, {
      ...marchQuery({ hive: "actionevent", measure: "sessions", range: week }),
      filters: [{ field: "device", op: "in", values: ["mobile"] }],
      compare: { start: "2026-03-30", end: "2026-04-05" },
    });
    expect(rows).toEqual([{ value: 2, previous: 1 }]);
  });

  it("groups by event type (custom events by name), placement and personal text", async () => {
    const types = await runPromptQuery(t.db, companyId, {
      ...marchQuery({ hive: "actionevent", dimensions: ["eventType"], range: week }),
    });
    expect(types).toEqual([
      { eventType: "session_start", value: 3 },
      { eventType: "option_chosen", value: 1 },
      { eventType: "text_entered", value: 1 },
      { eventType: "zoomed", value: 1 },
    ]);
    const custom = await runPromptQuery(t.db, companyId, {
      ...marchQuery({ hive: "actionevent", range: week }),
      filters: [{ field: "eventType", op: "in", values: ["zoomed"] }],
    });
    expect(custom).toEqual([{ value: 1 }]);
    const texts = await runPromptQuery(t.db, companyId, {
      ...marchQuery({ hive: "actionevent", dimensions: ["personalization"], range: week }),
    });
    expect(texts).toEqual([{ personalization: "ANNA", value: 1 }]);
    const chosen = await runPromptQuery(t.db, companyId, {
      ...marchQuery({ hive: "actionevent", dimensions: ["placement", "component"], range: week }),
      filters: [{ field: "eventType", op: "in", values: ["option_chosen"] }],
    });
    expect(chosen).toEqual([{ placement: "UPPER", component: "red", value: 1 }]);
  });

  it("reads nothing of another company", async () => {
    const none = await runPromptQuery(t.db, "no-such-company", marchQuery({ dimensions: ["product"] }));
    expect(none).toEqual([]);
    expect(await runPromptQuery(t.db, "no-such-company", marchQuery())).toEqual([{ value: 0 }]);
  });
});
