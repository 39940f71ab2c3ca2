import {
  ACTION_EVENT_BODY_MAX_BYTES,
  ACTION_EVENT_VALUE_MAX,
  ACTION_EVENTS_MAX,
  type ActionEventInput,
} from "@atelier/domain/analytics/action-event.schema";

/** The call the Studio reports its actions to (Actions Analytics). */
export const EVENT_PATH = "/api/v1/event";
/** How often the events gathered so far are sent while the page stays open. */
export const EVENT_FLUSH_MS = 5_000;
/** A personal text is reported once typing has paused this long (or when the page goes). */
export const TEXT_SETTLE_MS = 1_500;

/** What every event of the page carries: the product it configures, and the storefront key if any. */
export interface StudioEventContext {
  styleCode: string;
  versionCode: number;
  siteCode: string;
  locale: string;
  key?: string | undefined;
}

/** One event as the Studio reports it: its type and its own facts (the context is added). */
export type StudioEvent = Omit<ActionEventInput, "sessionId" | "styleCode" | "versionCode" | "siteCode" | "locale">;

/** How a batch leaves the page: a beacon that survives unloading, else fetch with keepalive. */
export interface EventTransport {
  beacon(url: string, body: string): boolean;
  fetch(url: string, body: string): void;
}

export const browserTransport: EventTransport = {
  beacon: (url, body) =>
    typeof navigator.sendBeacon === "function" &&
    navigator.sendBeacon(url, new Blob([body], { type: "text/plain;charset=UTF-8" })),
  fetch: (url, body) => {
    // Analytics never disturbs the page: a failed send is dropped.
    void fetch(url, {
      method: "POST",
      body,
      headers: { "content-type": "text/plain;charset=UTF-8" },
      credentials: "same-origin",
      keepalive: true,
    }).catch(() => undefined);
  },
};

/** The address events go to: the storefront key rides in the query, since a beacon sets no headers. */
export const eventUrl = (key: string | undefined): string =>
  key === undefined ? EVENT_PATH : `${EVENT_PATH}?key=${encodeURIComponent(key)}`;

const byteLength = (text: string): number => new TextEncoder().encode(text).length;

/** `events` cut into bodies of at most ACTION_EVENTS_MAX events each, each under the body limit. */
export function eventBodies(events: readonly ActionEventInput[]): string[] {
  const bodies: string[] = [];
  let batch: ActionEventInput[] = [];
  const close = () => {
    if (batch.length > 0) bodies.push(JSON.stringify({ events: batch }));
    batch = [];
  };
  for (const event of events) {
    const next = [...batch, event];
    if (next.length > ACTION_EVENTS_MAX || byteLength(JSON.stringify({ events: next })) > ACTION_EVENT_BODY_MAX_BYTES) {
      close();
      batch = [event];
    } else {
      batch = next;
    }
  }
  close();
  return bodies;
}

/**
 * The Studio's action events of one page load: gathered as they happen and sent in batches, by fetch with
 * keepalive every few seconds and by a beacon when the page is hidden or left. A random session id per
 * page load ties them together (and to a recipe saved meanwhile).
 */
export class StudioEvents {
  readonly sessionId: string;
  private pending: ActionEventInput[] = [];
  /** Personal texts being typed, by value key: reported once they settle. */
  private readonly typing = new Map<string, { value: string; timer: ReturnType<typeof setTimeout> }>();

  constructor(
    private readonly context: StudioEventContext,
    private readonly transport: EventTransport = browserTransport,
    sessionId: string = crypto.randomUUID(),
  ) {
    this.sessionId = sessionId;
  }

  track(event: StudioEvent): void {
    const { styleCode, versionCode, siteCode, locale } = this.context;
    const value = event.value === undefined ? {} : { value: event.value.slice(0, ACTION_EVENT_VALUE_MAX) };
    this.pending.push({
      ...event,
      ...value,
      sessionId: this.sessionId,
      at: new Date().toISOString(),
      styleCode,
      versionCode,
      ...(siteCode === "" ? {} : { siteCode }),
      ...(locale === "" ? {} : { locale }),
    });
  }

  /** A personal text typed under `valueKey` ('{attribute} OF {placement}'): text_entered once it settles. */
  typed(valueKey: string, value: string): void {
    const known = this.typing.get(valueKey);
    if (known) clearTimeout(known.timer);
    const timer = setTimeout(() => this.settle(valueKey), TEXT_SETTLE_MS);
    this.typing.set(valueKey, { value, timer });
  }

  private settle(valueKey: string): void {
    const typed = this.typing.get(valueKey);
    if (!typed) return;
    clearTimeout(typed.timer);
    this.typing.delete(valueKey);
    const placementCode = valueKey.split(" OF ").at(-1) ?? "";
    this.track({ type: "text_entered", value: typed.value, ...(placementCode === "" ? {} : { placementCode }) });
  }

  /** Sends what is pending: by beacon when the page is going away (texts being typed too), else by fetch. */
  flush(leaving = false): void {
    if (leaving) for (const valueKey of [...this.typing.keys()]) this.settle(valueKey);
    if (this.pending.length === 0) return;
    const url = eventUrl(this.context.key);
    for (const body of eventBodies(this.pending)) {
      if (!(leaving && this.transport.beacon(url, body))) this.transport.fetch(url, body);
    }
    this.pending = [];
  }
}
