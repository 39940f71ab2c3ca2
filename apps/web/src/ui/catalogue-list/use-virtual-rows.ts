import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef } from "react";

interface VirtualRowsOptions {
  count: number;
  /** Every row has this height, so the list needs no measuring while it scrolls or filters. */
  rowHeight: number;
  /** Rows drawn beyond those in view, each way. */
  overscan: number;
  /** When it changes (another filter), the list goes back to its top. */
  scrollKey: string;
}

/** A virtual list of rows of one height: the scroller's ref and the rows in view (only those are drawn). */
export function useVirtualRows({ count, rowHeight, overscan, scrollKey }: VirtualRowsOptions) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrollKey is the trigger, not an input
  useEffect(() => {
    const element = scroller.current;
    if (element && element.scrollTop > 0) element.scrollTop = 0;
  }, [scrollKey]);

  return { scroller, virtualizer };
}
