import type { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import { useCallback, useEffect, useState } from "react";
import type { StudioTarget } from "./studio-address";
import { EVENT_FLUSH_MS, StudioEvents } from "./studio-events";
import type { Studio, StudioView } from "./use-studio";

/**
 * The page's action events: session_start when the Studio opens, then sent every few seconds and when the
 * page is hidden or left. One per page load (the configurator mounts once per product).
 */
export function useStudioEvents(blueprint: Blueprint, target: StudioTarget): StudioEvents {
  const [events] = useState(
    () =>
      new StudioEvents({
        styleCode: blueprint.product.styleCode,
        versionCode: blueprint.version.code,
        siteCode: blueprint.site,
        locale: blueprint.locale,
        key: target.key,
      }),
  );
  useEffect(() => {
    events.track({ type: "session_start" });
    const leave = () => events.flush(true);
    const hidden = () => {
      if (document.visibilityState === "hidden") events.flush(true);
    };
    const timer = window.setInterval(() => events.flush(), EVENT_FLUSH_MS);
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", hidden);
      events.flush(true);
    };
  }, [events]);
  return events;
}

/** The Studio with its choices, personal texts and views reported as they happen. */
export function useTrackedStudio(studio: Studio, events: StudioEvents): Studio {
  const { select: choose, setValue: type, show: look } = studio;
  const select = useCallback(
    (placementCode: string, componentCode: string | null) => {
      choose(placementCode, componentCode);
      if (componentCode !== null) events.track({ type: "option_chosen", placementCode, componentCode });
    },
    [choose, events],
  );
  const setValue = useCallback(
    (key: string, value: string) => {
      type(key, value);
      events.typed(key, value);
    },
    [type, events],
  );
  const show = useCallback(
    (view: StudioView) => {
      look(view);
      if (view.view !== undefined && view.view !== studio.shown.view) {
        events.track({ type: "view_changed", viewCode: view.view });
      }
    },
    [look, events, studio.shown.view],
  );
  return { ...studio, select, setValue, show };
}
