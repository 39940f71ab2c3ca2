/** The parts of `window.location` the https rule reads. */
interface LocationLike {
  protocol: string;
  hostname: string;
  href: string;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function isIpv4(host: string): boolean {
  const match = IPV4.exec(host);
  return match?.slice(1).every((part) => Number(part) <= 255) ?? false;
}

/** `location.hostname` writes an IPv6 address in brackets, e.g. "[::1]". */
function isIpv6(host: string): boolean {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  return bare.includes(":") && /^[0-9a-f:.%a-z]+$/i.test(bare);
}

function isLocalHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost");
}

/**
 * The spec's https rule (part 1, 2.1): the page is forced onto https unless it runs on localhost or
 * an IP address. Returns the https address to go to, or null when the page may stay where it is.
 */
export function httpsRedirectTarget(location: LocationLike): string | null {
  if (location.protocol !== "http:") return null;
  const host = location.hostname;
  if (host === "" || isLocalHost(host) || isIpv4(host) || isIpv6(host)) return null;
  const url = new URL(location.href);
  url.protocol = "https:";
  return url.toString();
}
