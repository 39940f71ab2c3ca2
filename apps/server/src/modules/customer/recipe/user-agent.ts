import Bowser from "bowser";
import { isbot } from "isbot";

/** What a recipe keeps of the browser that saved it. */
export interface UserAgentClass {
  userAgent: string;
  browserFamily: string;
  browserVersion: string;
  deviceClass: "mobile" | "tablet" | "desktop";
  /** A crawler or bot by its user agent (isbot): its recipes are kept and left out of analytics. */
  bot: boolean;
}

/** Kept of the header at most: enough for any real browser, never a whole request's worth. */
export const USER_AGENT_MAX = 512;

/**
 * The browser family and version and the device class of a User-Agent header (bowser). TVs and anything
 * unknown count as desktop; a missing header gives empty texts and desktop.
 */
export function classifyUserAgent(header: string | undefined): UserAgentClass {
  const userAgent = (header ?? "").slice(0, USER_AGENT_MAX);
  if (userAgent === "") return { userAgent, browserFamily: "", browserVersion: "", deviceClass: "desktop", bot: false };
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type;
  return {
    userAgent,
    browserFamily: parsed.browser.name ?? "",
    browserVersion: parsed.browser.version ?? "",
    deviceClass: type === "mobile" || type === "tablet" ? type : "desktop",
    bot: isbot(userAgent),
  };
}
