import { useVirtualizer } from "@tanstack/react-virtual";
import { type CSSProperties, Fragment, type ReactNode, useEffect, useRef } from "react";
import classes from "./list.module.css";

interface VirtualListProps<T> {
  /** The list's accessible name, e.g. 'Products'. */
  label: string;
  rows: readonly T[];
  /** Every row has this height, so the list needs no measuring while it scrolls or filters. */
  rowHeight: number;
  /** Rows drawn beyond those in view, each way. */
  overscan: number;
  /** When it changes (another filter), the list goes back to its top. */
  scrollKey: string;
  testId?: string;
  /** Called while the rows drawn reach the last `overscan` rows: a paged list asks for its next page. */
  onNearEnd?: (() => void) | undefined;
  /** Draws one row, an <li> placed with rowPlace(rowHeight, top). */
  renderRow: (row: T, top: number) => ReactNode;
}

/** Where a row of a virtual list stands: its height, and its offset from the list's top. */
export function rowPlace(height: number, top: number): CSSProperties {
  return { height, transform: `translateY(${top}px)` };
}

/** The last row drawn is among the last `overscan` rows of the list, so the next page is wanted soon. */
export function isNearEnd(lastDrawnIndex: number, rowCount: number, overscan: number): boolean {
  return lastDrawnIndex >= rowCount - 1 - overscan;
}

/**
 * Rows of one height as a virtual list: only the rows in view (and a few around them) are drawn. Rows are
 * keyed by position, so a filter keystroke updates the rows in place instead of replacing their elements.
 */
export function VirtualList<T>({
  label,
  rows,
  rowHeight,
  overscan,
  scrollKey,
  testId,
  onNearEnd,
  renderRow,
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrollKey is the trigger, not an input
  useEffect(() => {
    const element = scroller.current;
    if (element && element.scrollTop > 0) element.scrollTop = 0;
  }, [scrollKey]);

  const items = virtualizer.getVirtualItems();
  const lastDrawn = items[items.length - 1]?.index ?? -1;
  useEffect(() => {
    if (onNearEnd && lastDrawn >= 0 && isNearEnd(lastDrawn, rows.length, overscan)) onNearEnd();
  }, [onNearEnd, lastDrawn, rows.length, overscan]);

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a list of rows with no buttons must be reachable by keyboard to scroll (axe-core scrollable-region-focusable)
    <div ref={scroller} className={classes.scroller} data-testid={testId} tabIndex={0}>
      <ul aria-label={label} className={classes.list} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = rows[item.index];
          return row === undefined ? null : <Fragment key={item.key}>{renderRow(row, item.start)}</Fragment>;
        })}
      </ul>
    </div>
  );
}
