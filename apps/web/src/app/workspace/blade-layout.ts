/** A parent blade that does not fit shrinks to this slim strip, showing its title; a click brings it back. */
export const STRIP_WIDTH = 40;
/** A parent blade given less room than its width shrinks no narrower than this, else it becomes a strip. */
export const NARROW_MIN_WIDTH = 320;
/** The blade worked on gives up to this share of its width so that its nearest parent stays readable. */
export const ANCHOR_YIELD = 0.25;
/** The space between blades (blade-stack.module.css). */
export const BLADE_GAP = 12;

/** How one blade is shown: at its width, narrowed (yielding room), or collapsed to a strip. */
export type BladeFitState = "full" | "narrowed" | "collapsed";

export interface BladeFit {
  state: BladeFitState;
  width: number;
}

/**
 * Shares the stack's width among the open blades so that none is cut by the edge of the screen. The
 * anchor (the blade being worked on: the last opened, or one brought back) gets its width, or all the
 * room there is; every other blade keeps at least a strip. What room is left goes, in turn, to the last
 * blade and then to the blades nearest the anchor: each at its width when it fits, else narrowed to what
 * is left when that is at least NARROW_MIN_WIDTH, else a strip. Rather than collapse the first of them,
 * the anchor yields up to ANCHOR_YIELD of its width to show it narrowed. `widths` are the blades' own widths
 * (a fullscreen blade's is the whole room); when even the strips leave the anchor less than
 * NARROW_MIN_WIDTH, the anchor keeps that and the stack scrolls.
 */
export function layoutBlades(widths: readonly number[], available: number, anchor: number): BladeFit[] {
  const count = widths.length;
  if (count === 0) return [];
  const anchorIndex = Math.min(Math.max(anchor, 0), count - 1);
  const room = available - (count - 1) * (STRIP_WIDTH + BLADE_GAP);
  const ownWidth = widths[anchorIndex] ?? 0;
  let anchorWidth = Math.min(ownWidth, Math.max(room, NARROW_MIN_WIDTH));
  let extra = Math.max(room - anchorWidth, 0);
  const order = priorityOrder(count, anchorIndex);

  const first = order[0];
  const firstFits = first === undefined || (widths[first] ?? 0) - STRIP_WIDTH <= extra;
  const wanted = NARROW_MIN_WIDTH - STRIP_WIDTH - extra;
  const yieldable = anchorWidth - Math.max(NARROW_MIN_WIDTH, Math.ceil(ownWidth * (1 - ANCHOR_YIELD)));
  if (!firstFits && wanted > 0 && wanted <= yieldable) {
    anchorWidth -= wanted;
    extra += wanted;
  }

  const fits: BladeFit[] = widths.map(() => ({ state: "collapsed", width: STRIP_WIDTH }));
  fits[anchorIndex] = { state: "full", width: anchorWidth };
  for (const index of order) {
    const width = widths[index] ?? 0;
    if (width - STRIP_WIDTH <= extra) {
      fits[index] = { state: "full", width };
      extra -= width - STRIP_WIDTH;
    } else if (STRIP_WIDTH + extra >= NARROW_MIN_WIDTH) {
      fits[index] = { state: "narrowed", width: STRIP_WIDTH + extra };
      extra = 0;
    }
  }
  return fits;
}

/** The blades other than the anchor, in the order they get room: the last one, then nearest the anchor first. */
function priorityOrder(count: number, anchor: number): number[] {
  const last = count - 1;
  const others = Array.from({ length: count }, (_, index) => index).filter(
    (index) => index !== anchor && index !== last,
  );
  others.sort((a, b) => Math.abs(a - anchor) - Math.abs(b - anchor) || b - a);
  return anchor === last ? others : [last, ...others];
}
