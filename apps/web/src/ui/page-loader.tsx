import { Center, Loader } from "@mantine/core";
import { useEffect, useState } from "react";

/** A centered loader for whole-page waits; it appears only after a short delay, so quick loads do not flash. */
export function PageLoader({ delayMs = 150 }: { delayMs?: number }) {
  const [visible, setVisible] = useState(delayMs === 0);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = window.setTimeout(() => setVisible(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return (
    <Center mih="100vh" data-testid="page-loader">
      {visible && <Loader aria-label="Loading" />}
    </Center>
  );
}
