import { describe, expect, it } from "vitest";
import { classifyUserAgent, USER_AGENT_MAX } from "./user-agent";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("classifyUserAgent", () => {
  it.each([
    [IPHONE, "Safari", "17.4", "mobile", false],
    [IPAD, "Safari", "16.6", "tablet", false],
    [CHROME, "Chrome", "131.0.0.0", "desktop", false],
    [GOOGLEBOT, "Googlebot", "2.1", "desktop", true],
  ])("reads %s", (header, family, version, deviceClass, bot) => {
    expect(classifyUserAgent(header)).toEqual({
      userAgent: header,
      browserFamily: family,
      browserVersion: version,
      deviceClass,
      bot,
    });
  });

  it("gives empty texts and desktop without a header", () => {
    expect(classifyUserAgent(undefined)).toEqual({
      userAgent: "",
      browserFamily: "",
      browserVersion: "",
      deviceClass: "desktop",
      bot: false,
    });
  });

  it("keeps at most USER_AGENT_MAX characters", () => {
    expect(classifyUserAgent(`${CHROME}${"x".repeat(1000)}`).userAgent).toHaveLength(USER_AGENT_MAX);
  });
});
