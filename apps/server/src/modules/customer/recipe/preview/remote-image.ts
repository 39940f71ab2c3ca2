import { type LookupAddress, type LookupOptions, lookup } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { BlockList, isIP } from "node:net";

/** How a remote layer is fetched (docs/decisions/server-customer-recipe-previews.md). */
export interface RemoteImageOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Tests only: lets a local test server answer. Atelier never reaches private addresses. */
  allowPrivateAddresses?: boolean;
}

/** Addresses a configured image root must never make the server reach: its own host, the network's, metadata. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d, or ::ffff:7f00:1 as URLs write it) stands for. */
function mappedIpv4(address: string): string | null {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1] ?? null;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const high = Number.parseInt(hex[1] ?? "0", 16);
  const low = Number.parseInt(hex[2] ?? "0", 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Whether an IP address is loopback, private, link-local, multicast or otherwise not a public host. */
export function isPrivateAddress(address: string): boolean {
  const plain = mappedIpv4(address) ?? address;
  const family = isIP(plain);
  if (family === 0) return true;
  return PRIVATE.check(plain, family === 4 ? "ipv4" : "ipv6");
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A DNS lookup that fails when any address found is private: the connection goes to an address checked here. */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
      return callback(Object.assign(new Error(`${hostname} is not a public host`), { code: "EPRIVATE" }), []);
    }
    const first = addresses[0] as LookupAddress;
    return options.all ? callback(null, addresses) : callback(null, first.address, first.family);
  });
}

async function readLimited(response: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const part = chunk as Buffer;
    size += part.length;
    if (size > maxBytes) {
      response.destroy();
      return null;
    }
    chunks.push(part);
  }
  return Buffer.concat(chunks);
}

/**
 * The bytes of an image at `url` (http or https): a plain GET without cookies or redirects, to public
 * addresses only, within the time-out and the byte limit; null for any failure or other status than 200.
 */
export function fetchRemoteImage(url: URL, options: RemoteImageOptions): Promise<Buffer | null> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!options.allowPrivateAddresses && isIP(host) !== 0 && isPrivateAddress(host)) return Promise.resolve(null);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolvePromise) => {
    const done = (bytes: Buffer | null) => resolvePromise(bytes);
    const request = send(
      url,
      {
        method: "GET",
        headers: { accept: "image/*" },
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(options.allowPrivateAddresses ? {} : { lookup: publicLookup }),
      },
      (response) => {
        const declared = Number(response.headers["content-length"] ?? 0);
        if (response.statusCode !== 200 || declared > options.maxBytes) {
          response.destroy();
          return done(null);
        }
        readLimited(response, options.maxBytes).then(done, () => done(null));
      },
    );
    request.on("error", () => done(null));
    request.end();
  });
}
