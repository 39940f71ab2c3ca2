import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it, vi } from "vitest";
import { bodyLength, countedStream } from "./response-bytes";

describe("bodyLength", () => {
  it.each([
    ['{"name":"Café"}', 16],
    [Buffer.from([1, 2, 3]), 3],
    ["", 0],
    [null, 0],
    [undefined, 0],
    [Readable.from(["abc"]), undefined],
  ])("%s -> %s", (payload, expected) => {
    expect(bodyLength(payload)).toBe(expected);
  });
});

describe("countedStream", () => {
  it("leaves strings, buffers and empty bodies alone: their length is known", () => {
    const count = vi.fn();
    const buffer = Buffer.from([1, 2, 3]);
    expect(countedStream('{"name":"Café"}', count)).toBe('{"name":"Café"}');
    expect(countedStream(buffer, count)).toBe(buffer);
    expect(countedStream(null, count)).toBeNull();
    expect(count).not.toHaveBeenCalled();
  });

  it("counts a stream without a content-length as it is sent, passing every byte on", async () => {
    let sent: unknown;
    const counted = new Promise((resolve) => {
      sent = countedStream(Readable.from([Buffer.from("hello "), Buffer.from("wörld")]), resolve);
    });
    expect(sent).toBeInstanceOf(Readable);
    expect(await text(sent as Readable)).toBe("hello wörld");
    expect(await counted).toBe(12);
  });

  it("counts what a failing stream passed on before it failed, and hands its error on", async () => {
    const source = new Readable({ read() {} });
    let sent = new Readable();
    const counted = new Promise((resolve) => {
      sent = countedStream(source, resolve) as Readable;
    });
    const failed = new Promise((resolve) => sent.once("error", resolve));
    sent.once("data", () => source.destroy(new Error("disk lost")));
    source.push(Buffer.from("abc"));
    expect(await failed).toEqual(new Error("disk lost"));
    expect(await counted).toBe(3);
  });
});
