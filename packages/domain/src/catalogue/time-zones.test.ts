import { describe, expect, it } from "vitest";
import { FALLBACK_TIME_ZONES, timeZoneNames, utcOffsetLabel } from "./time-zones";

describe("timeZoneNames", () => {
  it("lists the runtime's zones, sorted, with UTC", () => {
    const names = timeZoneNames();
    expect(names.length).toBeGreaterThan(300);
    expect(names).toContain("Europe/Paris");
    expect(names).toContain("UTC");
    expect([...names].sort()).toEqual(names);
  });

  it("falls back to the built-in list when the runtime has none, cannot tell, or fails", () => {
    const sorted = [...FALLBACK_TIME_ZONES].sort();
    expect(timeZoneNames(null)).toEqual(sorted);
    expect(timeZoneNames(() => [])).toEqual(sorted);
    expect(
      timeZoneNames(() => {
        throw new RangeError("Invalid key");
      }),
    ).toEqual(sorted);
  });

  it("adds UTC to a runtime list without it, once", () => {
    expect(timeZoneNames(() => ["Europe/Paris", "America/New_York"])).toEqual([
      "America/New_York",
      "Europe/Paris",
      "UTC",
    ]);
    expect(timeZoneNames(() => ["UTC", "Asia/Tokyo"])).toEqual(["Asia/Tokyo", "UTC"]);
  });

  it("keeps only zones every runtime knows in the fallback list", () => {
    for (const zone of FALLBACK_TIME_ZONES) {
      expect(() => new Intl.DateTimeFormat("en", { timeZone: zone })).not.toThrow();
    }
  });
});

describe("utcOffsetLabel", () => {
  const winter = new Date("2026-01-15T12:00:00Z");
  const summer = new Date("2026-07-15T12:00:00Z");

  it("tells the offset at the moment given, with daylight saving", () => {
    expect(utcOffsetLabel("UTC", winter)).toBe("UTC");
    expect(utcOffsetLabel("Asia/Kolkata", winter)).toBe("UTC+05:30");
    expect(utcOffsetLabel("America/New_York", winter)).toBe("UTC-05:00");
    expect(utcOffsetLabel("America/New_York", summer)).toBe("UTC-04:00");
  });

  it("is empty for a zone the runtime does not know", () => {
    expect(utcOffsetLabel("Mars/Olympus_Mons", winter)).toBe("");
  });
});
