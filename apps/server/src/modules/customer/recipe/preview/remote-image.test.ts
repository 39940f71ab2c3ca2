import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRemoteImage, isPrivateAddress } from "./remote-image";

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/image.png") return response.end(Buffer.alloc(100, 1));
    if (request.url === "/big.png") return response.end(Buffer.alloc(5000, 1));
    if (request.url === "/chunked.png") {
      response.write(Buffer.alloc(3000, 1));
      return response.end(Buffer.alloc(3000, 1));
    }
    if (request.url === "/slow.png") return setTimeout(() => response.end("late"), 500);
    if (request.url === "/moved.png") return response.writeHead(302, { location: "/image.png" }).end();
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const LOCAL = { timeoutMs: 200, maxBytes: 4000, allowPrivateAddresses: true };

describe("isPrivateAddress", () => {
  it.each([
    ["127.0.0.1", true],
    ["10.1.2.3", true],
    ["172.20.0.1", true],
    ["192.168.1.1", true],
    ["169.254.169.254", true],
    ["100.64.0.1", true],
    ["0.0.0.0", true],
    ["::1", true],
    ["fd00::1", true],
    ["fe80::1", true],
    ["::ffff:127.0.0.1", true],
    ["::ffff:93.184.216.34", false],
    ["::ffff:7f00:1", true],
    ["::ffff:5db8:d822", false],
    ["64:ff9b::7f00:1", true],
    ["not an address", true],
    ["93.184.216.34", false],
    ["2606:2800:220:1:248:1893:25c8:1946", false],
  ])("%s is private: %s", (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe("fetchRemoteImage", () => {
  it("answers the bytes of a 200", async () => {
    expect(await fetchRemoteImage(new URL(`${base}/image.png`), LOCAL)).toEqual(Buffer.alloc(100, 1));
  });

  it.each(["/big.png", "/chunked.png", "/slow.png", "/moved.png", "/missing.png"])(
    "answers null for %s (too big, too slow, redirected or missing)",
    async (path) => {
      expect(await fetchRemoteImage(new URL(`${base}${path}`), LOCAL)).toBeNull();
    },
  );

  it("never reaches a private address unless allowed", async () => {
    expect(await fetchRemoteImage(new URL(`${base}/image.png`), { ...LOCAL, allowPrivateAddresses: false })).toBeNull();
    const mapped = new URL(`${base}/image.png`.replace("127.0.0.1", "[::ffff:127.0.0.1]"));
    expect(await fetchRemoteImage(mapped, { ...LOCAL, allowPrivateAddresses: false })).toBeNull();
    const byName = new URL(`${base}/image.png`.replace("127.0.0.1", "localhost"));
    expect(await fetchRemoteImage(byName, { ...LOCAL, allowPrivateAddresses: false })).toBeNull();
  });
});
