/** The Timezones blade with nothing to show. */
export const NO_TIME_ZONES = "There are no time zones.";

/**
 * The zones offered where the runtime cannot list its own (no Intl.supportedValuesOf): one or more
 * per UTC offset and region, by IANA name.
 */
export const FALLBACK_TIME_ZONES: readonly string[] = [
  "Africa/Cairo",
  "Africa/Casablanca",
  "Africa/Johannesburg",
  "Africa/Lagos",
  "Africa/Nairobi",
  "America/Anchorage",
  "America/Argentina/Buenos_Aires",
  "America/Bogota",
  "America/Chicago",
  "America/Denver",
  "America/Halifax",
  "America/Los_Angeles",
  "America/Mexico_City",
  "America/New_York",
  "America/Phoenix",
  "America/Santiago",
  "America/Sao_Paulo",
  "America/St_Johns",
  "America/Toronto",
  "America/Vancouver",
  "Asia/Bangkok",
  "Asia/Dhaka",
  "Asia/Dubai",
  "Asia/Hong_Kong",
  "Asia/Jakarta",
  "Asia/Jerusalem",
  "Asia/Karachi",
  "Asia/Kathmandu",
  "Asia/Kolkata",
  "Asia/Manila",
  "Asia/Riyadh",
  "Asia/Seoul",
  "Asia/Shanghai",
  "Asia/Singapore",
  "Asia/Taipei",
  "Asia/Tehran",
  "Asia/Tokyo",
  "Atlantic/Azores",
  "Atlantic/Reykjavik",
  "Australia/Adelaide",
  "Australia/Brisbane",
  "Australia/Perth",
  "Australia/Sydney",
  "Europe/Amsterdam",
  "Europe/Athens",
  "Europe/Berlin",
  "Europe/Dublin",
  "Europe/Helsinki",
  "Europe/Istanbul",
  "Europe/Lisbon",
  "Europe/London",
  "Europe/Madrid",
  "Europe/Moscow",
  "Europe/Paris",
  "Europe/Rome",
  "Europe/Stockholm",
  "Europe/Warsaw",
  "Europe/Zurich",
  "Pacific/Auckland",
  "Pacific/Honolulu",
  "UTC",
];

/** The source of the runtime's own list, when it has one (Intl.supportedValuesOf). */
type SupportedValuesOf = (key: "timeZone") => string[];

/**
 * The IANA time zones to offer, sorted: the runtime's own list, or the fallback list when the runtime
 * cannot give one (or gives none). UTC is always offered, since runtimes leave it out of their list.
 */
export function timeZoneNames(
  supportedValuesOf: SupportedValuesOf | null = (Intl as { supportedValuesOf?: SupportedValuesOf }).supportedValuesOf ??
    null,
): string[] {
  let names: string[] = [];
  try {
    names = supportedValuesOf?.("timeZone") ?? [];
  } catch {
    names = [];
  }
  const chosen = new Set(names.length > 0 ? names : FALLBACK_TIME_ZONES);
  chosen.add("UTC");
  return [...chosen].sort();
}

/** A zone's offset from UTC at a moment, as "UTC+05:30" ("UTC" itself for no offset); "" for an unknown zone. */
export function utcOffsetLabel(zone: string, at: Date): string {
  try {
    const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" }).formatToParts(at);
    const name = parts.find((part) => part.type === "timeZoneName")?.value ?? "";
    return name.replace(/^GMT/, "UTC").replace(/^UTC[+-]00:00$/, "UTC");
  } catch {
    return "";
  }
}
