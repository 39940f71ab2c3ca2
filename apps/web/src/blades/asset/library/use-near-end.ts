import { useEffect, useRef, useState } from "react";

/**
 * Infinite scroll: a marker after the cards; while it is in view (within `margin`) and another page is
 * there, the next one is read. It asks again after each page, so a page the view mode filters away
 * entirely does not stop the scroll.
 */
export function useNearEnd(
  { hasNextPage, fetching, fetchNextPage }: { hasNextPage: boolean; fetching: boolean; fetchNextPage: () => unknown },
  margin = "400px",
) {
  const marker = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = marker.current;
    if (element === null) return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);

  useEffect(() => {
    if (inView && hasNextPage && !fetching) void fetchNextPage();
  }, [inView, hasNextPage, fetching, fetchNextPage]);

  return marker;
}
