import { useEffect, useState } from "react";
import { BUSTED_IFRAME_KEY, mustBustFrame, remotePagePath } from "./embedded-address";

/**
 * In embedded-frame mode (a `host` parameter), once per browser session: sets the bustedIframe flag and
 * sends the top window to the platform's page of the app. Answers whether the page is leaving.
 */
export function useFrameBust(clientId: string, host: string | null): boolean {
  // Decided once, so the flag this sets does not turn the page back while it leaves.
  const [leaving] = useState(() => mustBustFrame(host, window.sessionStorage));

  useEffect(() => {
    if (!leaving || host === null) return;
    window.sessionStorage.setItem(BUSTED_IFRAME_KEY, "true");
    // Another origin's top window lets a frame set its address, not call assign(): hence href.
    (window.top ?? window).location.href = new URL(remotePagePath(clientId, host), window.location.href).href;
  }, [leaving, clientId, host]);

  return leaving;
}
