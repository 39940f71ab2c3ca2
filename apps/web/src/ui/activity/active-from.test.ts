import { describe, expect, it } from "vitest";
import {
  activeFromNow,
  fromActiveFrom,
  snapToStep,
  timeZoneOptions,
  toActiveFrom,
  usesTwelveHourClock,
  zoneOffsetMinutes,
} from "./active-from";

const ZONES = ["America/New_York", "Asia/Tokyo", "Europe/Paris", "Asia/Kolkata"];

describe("zoneOffsetMinutes", () => {
  it("follows daylight saving time", () => {
    expect(zoneOffsetMinutes("Europe/Paris", Date.UTC(2025, 0, 15))).toBe(60);
    expect(zoneOffsetMinutes("Europe/Paris", Date.UTC(2025, 6, 15))).toBe(120);
    expect(zoneOffsetMinutes("America/New_York", Date.UTC(2025, 0, 15))).toBe(-300);
    expect(zoneOffsetMinutes("Asia/Kolkata", Date.UTC(2025, 0, 15))).toBe(330);
  });

  it("changes at the very minute of the change, in both hemispheres", () => {
    expect(zoneOffsetMinutes("Europe/Paris", Date.UTC(2025, 2, 30, 0, 59))).toBe(60);
    expect(zoneOffsetMinutes("Europe/Paris", Date.UTC(2025, 2, 30, 1, 0))).toBe(120);
    expect(zoneOffsetMinutes("Australia/Sydney", Date.UTC(2025, 0, 15))).toBe(660);
    expect(zoneOffsetMinutes("Australia/Sydney", Date.UTC(2025, 6, 15))).toBe(600);
    expect(zoneOffsetMinutes("Australia/Lord_Howe", Date.UTC(2025, 6, 15))).toBe(630);
  });
});

describe("toActiveFrom", () => {
  it("writes the wall time with the zone's offset at that moment", () => {
    expect(toActiveFrom({ date: "2025-01-15", time: "09:30", timeZone: "Europe/Paris" })).toBe(
      "2025-01-15T09:30:00+01:00",
    );
    expect(toActiveFrom({ date: "2025-07-15", time: "09:30", timeZone: "Europe/Paris" })).toBe(
      "2025-07-15T09:30:00+02:00",
    );
    expect(toActiveFrom({ date: "2025-07-04", time: "23:45", timeZone: "America/New_York" })).toBe(
      "2025-07-04T23:45:00-04:00",
    );
    expect(toActiveFrom({ date: "2025-07-04", time: "00:00", timeZone: "UTC" })).toBe("2025-07-04T00:00:00+00:00");
  });

  it("takes the right offset just after a change of offset", () => {
    expect(toActiveFrom({ date: "2025-03-30", time: "03:15", timeZone: "Europe/Paris" })).toBe(
      "2025-03-30T03:15:00+02:00",
    );
    expect(toActiveFrom({ date: "2025-03-30", time: "01:45", timeZone: "Europe/Paris" })).toBe(
      "2025-03-30T01:45:00+01:00",
    );
  });

  it("moves a wall time that a change of offset skips forward by the change", () => {
    expect(toActiveFrom({ date: "2025-03-30", time: "02:30", timeZone: "Europe/Paris" })).toBe(
      "2025-03-30T03:30:00+02:00",
    );
    expect(toActiveFrom({ date: "2025-03-09", time: "02:00", timeZone: "America/New_York" })).toBe(
      "2025-03-09T03:00:00-04:00",
    );
    expect(toActiveFrom({ date: "2025-10-05", time: "02:15", timeZone: "Australia/Lord_Howe" })).toBe(
      "2025-10-05T02:45:00+11:00",
    );
  });

  it("takes the earlier of a wall time that a change of offset repeats", () => {
    expect(toActiveFrom({ date: "2025-10-26", time: "02:30", timeZone: "Europe/Paris" })).toBe(
      "2025-10-26T02:30:00+02:00",
    );
    expect(toActiveFrom({ date: "2025-11-02", time: "01:30", timeZone: "America/New_York" })).toBe(
      "2025-11-02T01:30:00-04:00",
    );
    expect(toActiveFrom({ date: "2025-04-06", time: "02:30", timeZone: "Australia/Sydney" })).toBe(
      "2025-04-06T02:30:00+11:00",
    );
  });

  it("does not depend on the browser's own zone", () => {
    // 02:30 exists in Paris on the day New York skips it.
    expect(toActiveFrom({ date: "2025-03-09", time: "02:30", timeZone: "Europe/Paris" })).toBe(
      "2025-03-09T02:30:00+01:00",
    );
    expect(fromActiveFrom("2025-03-09T02:30:00+01:00", "Europe/Paris", ZONES)?.time).toBe("02:30");
  });

  it("is null while the date or the time is missing", () => {
    expect(toActiveFrom({ date: "", time: "09:30", timeZone: "UTC" })).toBeNull();
    expect(toActiveFrom({ date: "2025-01-15", time: "", timeZone: "UTC" })).toBeNull();
  });
});

describe("fromActiveFrom", () => {
  it("shows the typed wall time in the browser's zone when its offset matches", () => {
    expect(fromActiveFrom("2025-01-15T09:30:00+01:00", "Europe/Paris", ZONES)).toEqual({
      date: "2025-01-15",
      time: "09:30",
      timeZone: "Europe/Paris",
    });
  });

  it("falls back to a zone with the stored offset", () => {
    expect(fromActiveFrom("2025-01-15T09:30:00+09:00", "Europe/Paris", ZONES)).toEqual({
      date: "2025-01-15",
      time: "09:30",
      timeZone: "Asia/Tokyo",
    });
    expect(fromActiveFrom("2025-01-15T09:30:00Z", "UTC", ZONES)?.timeZone).toBe("UTC");
  });

  it("round-trips what toActiveFrom writes", () => {
    for (const timeZone of ZONES) {
      const parts = { date: "2025-10-26", time: "18:45", timeZone };
      const iso = toActiveFrom(parts);
      expect(iso).not.toBeNull();
      expect(fromActiveFrom(iso ?? "", timeZone, ZONES)).toEqual(parts);
    }
  });

  it("reads both readings of a repeated wall time back as typed", () => {
    expect(fromActiveFrom("2025-10-26T02:30:00+02:00", "Europe/Paris", ZONES)).toEqual({
      date: "2025-10-26",
      time: "02:30",
      timeZone: "Europe/Paris",
    });
    expect(fromActiveFrom("2025-10-26T02:30:00+01:00", "Europe/Paris", ZONES)).toEqual({
      date: "2025-10-26",
      time: "02:30",
      timeZone: "Europe/Paris",
    });
  });

  it("is null for a value it cannot read", () => {
    expect(fromActiveFrom("soon", "UTC", ZONES)).toBeNull();
  });
});

describe("activeFromNow", () => {
  it("rounds the current time to the nearest quarter hour", () => {
    expect(activeFromNow("UTC", Date.UTC(2025, 4, 2, 10, 7, 29))).toBe("2025-05-02T10:00:00+00:00");
    expect(activeFromNow("UTC", Date.UTC(2025, 4, 2, 10, 8))).toBe("2025-05-02T10:15:00+00:00");
    expect(activeFromNow("Asia/Kolkata", Date.UTC(2025, 4, 2, 23, 53))).toBe("2025-05-03T05:30:00+05:30");
  });
});

describe("timeZoneOptions", () => {
  it("lists the IANA zones and puts the browser's zone first when missing", () => {
    const zones = timeZoneOptions("UTC");
    expect(zones).toContain("Europe/Paris");
    expect(zones).toContain("UTC");
    expect(timeZoneOptions("Europe/Paris").indexOf("Europe/Paris")).toBeGreaterThan(0);
  });
});

describe("snapToStep", () => {
  it("brings minutes down to 00, 15, 30 or 45", () => {
    expect(snapToStep("09:07")).toBe("09:00");
    expect(snapToStep("9:44")).toBe("09:30");
    expect(snapToStep("23:45")).toBe("23:45");
    expect(snapToStep("")).toBe("");
  });
});

describe("usesTwelveHourClock", () => {
  it("follows the locale", () => {
    expect(usesTwelveHourClock("en-US")).toBe(true);
    expect(usesTwelveHourClock("fr-FR")).toBe(false);
  });
});
