import { useCallback, useRef, useState } from "react";

/**
 * The width of an element's content box (without its padding), kept current as it resizes; 0 until the
 * element is rendered. Attach the returned callback ref; the element may come and go.
 */
export function useContentWidth<T extends HTMLElement>(): [(element: T | null) => void, number] {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (element === null) return;
    const next = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    next.observe(element);
    observer.current = next;
  }, []);
  return [ref, width];
}
