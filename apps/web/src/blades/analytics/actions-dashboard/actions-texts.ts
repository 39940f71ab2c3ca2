import type { FunnelStepName } from "./action-figures";

/** The texts of the Actions Analytics blade. */
export const ACTIONS_TEXTS = {
  sessions: "Sessions over time",
  sessionsChart: (total: string) => `Sessions per day, ${total} in all`,
  sessionsTotal: "Sessions",
  day: "Day",
  funnel: "Funnel",
  funnelLabel: "Sessions that went on to save a recipe and add it to cart",
  funnelSteps: { session: "Session started", recipe: "Saved a recipe", cart: "Added to cart" } satisfies Record<
    FunnelStepName,
    string
  >,
  ofStart: "of sessions",
  ofPrevious: "of the step before",
  topOptions: "Top options chosen",
  placement: "Placement",
  component: "Component",
  option: "Option",
  inPlacement: (placement: string) => `in ${placement}`,
  events: "Events per type",
  event: "Event",
  type: "Type",
  name: "Name",
  devices: "Sessions by device",
  device: "Device",
  share: "Share",
  downloadCsvOf: (tile: string) => `Download CSV of ${tile}`,
  fileNames: {
    sessions: "action-sessions",
    funnel: "action-funnel",
    topOptions: "top-options",
    events: "action-events",
    devices: "sessions-by-device",
  },
} as const;
