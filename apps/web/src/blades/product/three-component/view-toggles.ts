/** The 3D viewer's toggles, in the order the spec lists them (spec part 2, "3D model viewer"). */
export const VIEW_TOGGLES = ["Orientation", "UVs", "ACES", "Neutral", "AO", "Bump", "Diffuse", "Wireframe"] as const;
export type ViewToggle = (typeof VIEW_TOGGLES)[number];
export type ViewToggles = Readonly<Record<ViewToggle, boolean>>;

/** Pairs that never hold together: turning one on turns the other off (spec part 2, 4). */
const EXCLUSIVE_PAIRS: readonly (readonly [ViewToggle, ViewToggle])[] = [
  ["ACES", "Neutral"],
  ["UVs", "Orientation"],
];

/** The materials' maps show; no debug view; neither tone mapping, which is standard. */
export const DEFAULT_VIEW_TOGGLES: ViewToggles = {
  Orientation: false,
  UVs: false,
  ACES: false,
  Neutral: false,
  AO: true,
  Bump: true,
  Diffuse: true,
  Wireframe: false,
};

/** The toggles with one set; turning it on clears the other of its exclusive pair. */
export function setViewToggle(toggles: ViewToggles, toggle: ViewToggle, on: boolean): ViewToggles {
  const next = { ...toggles, [toggle]: on };
  if (!on) return next;
  for (const [a, b] of EXCLUSIVE_PAIRS) {
    if (toggle === a) next[b] = false;
    if (toggle === b) next[a] = false;
  }
  return next;
}

export type ToneMappingChoice = "ACES" | "Neutral" | "Standard";

export function toneMappingOf(toggles: ViewToggles): ToneMappingChoice {
  if (toggles.ACES) return "ACES";
  if (toggles.Neutral) return "Neutral";
  return "Standard";
}

export type DebugView = "UVs" | "Orientation" | null;

/** The debug view drawn in place of the materials, if any. */
export function debugViewOf(toggles: ViewToggles): DebugView {
  if (toggles.UVs) return "UVs";
  if (toggles.Orientation) return "Orientation";
  return null;
}
