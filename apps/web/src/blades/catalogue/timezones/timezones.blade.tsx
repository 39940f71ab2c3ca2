import { NO_TIME_ZONES, timeZoneNames, utcOffsetLabel } from "@atelier/domain/catalogue/time-zones";
import { useMemo } from "react";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { CatalogueList } from "../../../ui/list/catalogue-list";
import { itemRow } from "../../../ui/list/item-rows";

/**
 * The Timezones blade (spec 2, "Timezones"): the IANA time zones with their offset today, as a list or
 * a picker. A pick of one answers with the zone chosen and closes; the caller decides whether 'None'
 * is offered (PickRequest.allowNone).
 */
export function TimezonesBlade({ blade }: BladeProps) {
  const rows = useMemo(() => {
    const now = new Date();
    return timeZoneNames().map((zone) => itemRow(zone, zone, undefined, utcOffsetLabel(zone, now)));
  }, []);
  return (
    <CatalogueList
      blade={blade}
      label="Time zones"
      testId="time-zones-blade"
      rows={rows}
      empty={{ text: NO_TIME_ZONES }}
    />
  );
}
