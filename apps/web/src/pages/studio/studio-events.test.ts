import { ACTION_EVENTS_MAX, ActionEventBatch } from "@atelier/domain/analytics/action-event.schema";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type EventTransport, eventBodies, eventUrl, StudioEvents, TEXT_SETTLE_MS } from "./studio-events";

const context = { styleCode: "SNK-1", versionCode: 2, siteCode: "us", locale: "", key: "pk_abc" };

function recorder(beaconWorks = true) {
  const sent: { how: "beacon" | "fetch"; url: string; body: unknown }[] = [];
  const transport: EventTransport = {
    beacon: (url, body) => {
      if (beaconWorks) sent.push({ how: "beacon", url, body: JSON.parse(body) });
      return beaconWorks;
    },
    fetch: (url, body) => {
      sent.push({ how: "fetch", url, body: JSON.parse(body) });
    },
  };
  return { sent, transport };
}

describe("StudioEvents", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends valid batches with the page's context and session, by fetch, and by beacon when leaving", () => {
    const { sent, transport } = recorder();
    const events = new StudioEvents(context, transport, "session-0001");
    events.track({ type: "session_start" });
    events.track({ type: "option_chosen", placementCode: "UP", componentCode: "RED" });
    events.flush();
    events.flush();
    events.track({ type: "shared", recipeId: "abcdefABCDEF" });
    events.flush(true);
    expect(sent.map((entry) => [entry.how, entry.url])).toEqual([
      ["fetch", "/api/v1/event?key=pk_abc"],
      ["beacon", "/api/v1/event?key=pk_abc"],
    ]);
    for (const { body } of sent) expect(ActionEventBatch.safeParse(body).success).toBe(true);
    expect(sent[0]?.body).toMatchObject({
      events: [
        { type: "session_start", sessionId: "session-0001", styleCode: "SNK-1", versionCode: 2, siteCode: "us" },
        { type: "option_chosen", placementCode: "UP", componentCode: "RED" },
      ],
    });
    expect(JSON.stringify(sent[0]?.body)).not.toContain("locale");
  });

  it("falls back to fetch when the beacon is refused", () => {
    const { sent, transport } = recorder(false);
    const events = new StudioEvents(context, transport, "session-0001");
    events.track({ type: "view_changed", viewCode: "front" });
    events.flush(true);
    expect(sent.map((entry) => entry.how)).toEqual(["fetch"]);
  });

  it("reports a personal text once typing settles, or when the page goes, cut to the value limit", () => {
    const { sent, transport } = recorder();
    const events = new StudioEvents(context, transport, "session-0001");
    events.typed("text OF UP", "A");
    events.typed("text OF UP", "AD");
    vi.advanceTimersByTime(TEXT_SETTLE_MS - 1);
    events.typed("text OF UP", "ADA");
    vi.advanceTimersByTime(TEXT_SETTLE_MS);
    events.typed("line OF LOW", "x".repeat(300));
    events.flush(true);
    const [batch] = sent;
    expect(batch?.body).toMatchObject({
      events: [
        { type: "text_entered", placementCode: "UP", value: "ADA" },
        { type: "text_entered", placementCode: "LOW", value: "x".repeat(200) },
      ],
    });
    expect(batch?.body).toHaveProperty("events.length", 2);
  });

  it("cuts many events into bodies the call accepts", () => {
    const many = Array.from({ length: ACTION_EVENTS_MAX * 2 + 1 }, () => ({
      type: "text_entered" as const,
      sessionId: "session-0001",
      value: "é".repeat(200),
    }));
    const bodies = eventBodies(many);
    expect(bodies.length).toBeGreaterThanOrEqual(3);
    for (const body of bodies) expect(ActionEventBatch.safeParse(JSON.parse(body)).success).toBe(true);
    expect(bodies.flatMap((body) => JSON.parse(body).events)).toHaveLength(many.length);
    expect(eventUrl(undefined)).toBe("/api/v1/event");
  });
});
